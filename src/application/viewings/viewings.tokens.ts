import { type Token, token } from '../../ports/token';
import type { Lazy } from '../shared/lazy';
import type { BookViewing } from './book-viewing.store';
import type { ManageViewing } from './manage-viewing.store';
import type { ViewingBookings } from './viewing-bookings.use-case';
import type { ViewingDesk } from './viewing-desk.use-case';
import type { ViewingDeskConsoleStore } from './viewing-desk-console.store';

/** The viewings' application services, by token. */
export const VIEWING_BOOKINGS: Token<ViewingBookings> = /* @__PURE__ */ token<ViewingBookings>('ViewingBookings');
/** A booking store per visit to a property's booking page; its code loads with the first. */
export const BOOK_VIEWING: Token<Lazy<BookViewing>> = /* @__PURE__ */ token<Lazy<BookViewing>>('BookViewing');
/** A store per manage link; its code loads with the first. */
export const MANAGE_VIEWING: Token<Lazy<ManageViewing>> = /* @__PURE__ */ token<Lazy<ManageViewing>>('ManageViewing');
/** The console's viewings desk (issue 19 item 2). */
export const VIEWING_DESK: Token<ViewingDesk> = /* @__PURE__ */ token<ViewingDesk>('ViewingDesk');
/** The console's viewings desk store (browser side). */
export const VIEWING_DESK_CONSOLE_STORE: Token<ViewingDeskConsoleStore> =
  /* @__PURE__ */ token<ViewingDeskConsoleStore>('ViewingDeskConsoleStore');
