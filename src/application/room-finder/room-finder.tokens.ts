import { type Token, token } from '../../ports/token';
import type { Lazy } from '../shared/lazy';
import type { RoomFinderStore } from './room-finder.store';

/** The room finder's application services, by token. */
/** The room finder's draft on the device; its code loads with the room finder. */
export const ROOM_FINDER_STORE: Token<Lazy<RoomFinderStore>> =
  /* @__PURE__ */ token<Lazy<RoomFinderStore>>('RoomFinderStore');
