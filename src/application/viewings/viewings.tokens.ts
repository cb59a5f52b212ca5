import { type Token, token } from '../../ports/token';
import type { ViewingBookings } from './viewing-bookings.use-case';

/** The viewings' application services, by token. */
export const VIEWING_BOOKINGS: Token<ViewingBookings> = /* @__PURE__ */ token<ViewingBookings>('ViewingBookings');
