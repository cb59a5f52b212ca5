import type { ViewingKind } from '../domain/viewings/viewing';
import type {
  AvailabilityResult,
  BookingResult,
  ManageResult,
  ViewingBookingRequest,
} from '../domain/viewings/viewing-outcomes';
import { type Token, token } from './token';

/**
 * The browser's way to the viewings service, in the domain's outcomes (viewing-outcomes.ts).
 * Never rejects: every failure is a refusal with a message to show. The manage calls carry the
 * token from the manage link.
 */
export interface ViewingClient {
  /** The property's booking window from now to the horizon. */
  availability(propertySlug: string): Promise<AvailabilityResult>;
  book(request: ViewingBookingRequest): Promise<BookingResult>;
  find(reference: string, token: string): Promise<ManageResult>;
  cancel(reference: string, token: string): Promise<ManageResult>;
  move(
    reference: string,
    token: string,
    to: { readonly kind: ViewingKind; readonly start: string },
  ): Promise<ManageResult>;
}

export const VIEWING_CLIENT: Token<ViewingClient> = token<ViewingClient>('ViewingClient');
