import type { Guarantor } from '../domain/reservations/reservation';
import type { ReservationView } from '../domain/reservations/reservation-view';
import { type Token, token } from './token';

/** What the reserve page sends to confirm a hold. */
export interface ReservationDetailsInput {
  readonly name: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly dateOfBirth: string;
  readonly university: string;
  readonly yearOfStudy: string;
  readonly guarantor: Guarantor | '';
  readonly acceptedTermsVersion: string;
  readonly shownTotalPence: number;
}

export type ReservationReply =
  | {
      readonly ok: true;
      readonly reservation: ReservationView;
      readonly token?: string;
      readonly redirectUrl?: string | null;
    }
  | {
      readonly ok: false;
      readonly error: string;
      readonly message: string;
      readonly fields?: Readonly<Record<string, string>>;
      readonly reservation?: ReservationView;
      /** For a room just taken: up to three tenancies that still have rooms (title, address). */
      readonly alternatives?: readonly { readonly title: string; readonly url: string }[];
      /** For a tenancy no longer offered: its room's page (title, address), to go back to. */
      readonly room?: { readonly title: string; readonly url: string };
    };

/** The browser's side of reserving a room: the reservations API, the owner's token in each call. */
export interface ReservationClient {
  start(tenancyOptionId: string, idempotencyKey: string): Promise<ReservationReply>;
  find(reference: string, token: string): Promise<ReservationReply>;
  confirm(reference: string, token: string, details: ReservationDetailsInput): Promise<ReservationReply>;
  cancel(reference: string, token: string): Promise<ReservationReply>;
  /** The tab is being left with a hold: release it, best effort (a beacon that outlives the page). */
  releaseOnLeave(reference: string, token: string): void;
}

export const RESERVATION_CLIENT: Token<ReservationClient> =
  /* @__PURE__ */ token<ReservationClient>('ReservationClient');
