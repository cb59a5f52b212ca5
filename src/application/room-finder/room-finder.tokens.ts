import { type Token, token } from '../../ports/token';
import type { RoomFinderStore } from './room-finder.store';

/** The room finder's application services, by token. */
export const ROOM_FINDER_STORE: Token<RoomFinderStore> = /* @__PURE__ */ token<RoomFinderStore>('RoomFinderStore');
