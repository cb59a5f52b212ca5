import type { ReservationsConsole } from '../../ports/reservations-console.port';
import { type Token, token } from '../../ports/token';
import type { ManageReservations } from './manage-reservations.use-case';
import type { Reservations } from './reservations.use-case';

/** Reserving rooms (server side). */
export const RESERVATIONS: Token<Reservations> = /* @__PURE__ */ token<Reservations>('Reservations');

/** The console's side of reservations (issue 20 item 6). */
export const MANAGE_RESERVATIONS: Token<ManageReservations> =
  /* @__PURE__ */ token<ManageReservations>('ManageReservations');

/**
 * The console's reservations in the browser: the port's calls as they are (the console's
 * composition binds the port's adapter here, with no class forwarding each call; issue 36 item 2),
 * by a token the screens may resolve where they may not resolve a port's.
 */
export const RESERVATIONS_CONSOLE_STORE: Token<ReservationsConsole> =
  /* @__PURE__ */ token<ReservationsConsole>('ReservationsConsoleStore');
/** The residences the reservations list filters by, read once and kept (a failed read is tried again): readOnce. */
export const RESERVATIONS_RESIDENCES: Token<ReservationsConsole['residences']> =
  /* @__PURE__ */ token<ReservationsConsole['residences']>('ReservationsResidences');
