import type { ReservationClient, ReservationDetailsInput, ReservationReply } from '../../ports/reservation-client.port';
import { type Token, token } from '../../ports/token';

export type { ReservationDetailsInput, ReservationReply };

/**
 * The reserve page's use case in the browser: holding, reading, confirming, cancelling and
 * leaving a reservation through whatever ReservationClient the root binds (the HTTP one, loaded
 * lazily). The rules are the server's; this keeps the page off the port (layer rules).
 */
export class ReserveRoom {
  constructor(private readonly client: ReservationClient) {}
  start = (tenancyOptionId: string, key: string) => this.client.start(tenancyOptionId, key);
  find = (reference: string, ownerToken: string) => this.client.find(reference, ownerToken);
  confirm = (reference: string, ownerToken: string, details: ReservationDetailsInput) =>
    this.client.confirm(reference, ownerToken, details);
  cancel = (reference: string, ownerToken: string) => this.client.cancel(reference, ownerToken);
  leave = (reference: string, ownerToken: string) => this.client.releaseOnLeave(reference, ownerToken);
}

export const RESERVE_ROOM: Token<ReserveRoom> = /* @__PURE__ */ token<ReserveRoom>('ReserveRoom');
