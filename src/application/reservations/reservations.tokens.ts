import { type Token, token } from '../../ports/token';
import type { Reservations } from './reservations.use-case';

/** Reserving rooms (server side). */
export const RESERVATIONS: Token<Reservations> = /* @__PURE__ */ token<Reservations>('Reservations');
