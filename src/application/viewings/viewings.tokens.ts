import { type Token, token } from '../../ports/token';
import type { BookViewing } from './book-viewing.store';
import type { ManageViewing } from './manage-viewing.store';
import type { ViewingBookings } from './viewing-bookings.use-case';

/** The viewings' application services, by token. */
export const VIEWING_BOOKINGS: Token<ViewingBookings> = /* @__PURE__ */ token<ViewingBookings>('ViewingBookings');
/** A booking store per visit to a property's booking page. */
export const BOOK_VIEWING: Token<BookViewing> = /* @__PURE__ */ token<BookViewing>('BookViewing');
/** A store per manage link. */
export const MANAGE_VIEWING: Token<ManageViewing> = /* @__PURE__ */ token<ManageViewing>('ManageViewing');
