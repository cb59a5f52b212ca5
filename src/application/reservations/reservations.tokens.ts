import { type Token, token } from '../../ports/token';
import type { ManageReservations } from './manage-reservations.use-case';
import type { Reservations } from './reservations.use-case';

/** Reserving rooms (server side). */
export const RESERVATIONS: Token<Reservations> = /* @__PURE__ */ token<Reservations>('Reservations');

/** The console's side of reservations (issue 20 item 6). */
export const MANAGE_RESERVATIONS: Token<ManageReservations> =
  /* @__PURE__ */ token<ManageReservations>('ManageReservations');
