import type { MailBrand } from '../domain/mail/mail';
import type { ProviderPayment } from '../domain/reservations/payment-check';
import { type Token, token } from './token';

/** What the payment of a holding deposit is about. Amounts are pence; no card data ever passes here. */
export interface PaymentRequest {
  readonly reservationReference: string;
  readonly amountPence: number;
  readonly currency: string;
  readonly email: string;
  readonly description: string;
  /** Absolute addresses the provider sends the visitor back to. */
  readonly returnUrl: string;
  readonly cancelUrl: string;
  /** Hold expiry, ms since the epoch: the provider's page should not outlive it by much. */
  readonly expiresAt: number;
  /** Whom the visitor pays (the direct adapter's instructions name them). */
  readonly payee: MailBrand;
}

export type PaymentStart =
  /** Pay the operator directly: the reservation awaits payment; `instructions` say how. */
  | { readonly kind: 'direct'; readonly instructions: string }
  /** Pay on the provider's page: send the visitor to `url`. */
  | { readonly kind: 'redirect'; readonly url: string; readonly paymentReference: string };

export type PaymentEvent =
  | { readonly kind: 'paid'; readonly paymentReference: string; readonly reservationReference: string }
  | { readonly kind: 'ignored' };

/**
 * Taking the holding deposit. The direct adapter (the default) takes nothing: the visitor pays
 * the operator, who marks it paid. The Stripe adapter opens a Checkout Session and learns of the
 * payment from signed webhooks.
 */
export interface Payments {
  readonly method: 'direct' | 'stripe';
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** A provider's webhook, checked: null when the signature does not verify (forged, altered or stale). */
  verifyEvent(rawBody: Buffer, signature: string): PaymentEvent | null;
  /**
   * The payment as the provider holds it, asked by its id (a webhook's body is not trusted for
   * amounts): null when the provider knows none (and always for the direct adapter).
   */
  payment(paymentReference: string): Promise<ProviderPayment | null>;
  /** Gives money back; idempotent per reservation. */
  refund(paymentReference: string, amountPence: number, reservationReference: string): Promise<void>;
}

export const PAYMENTS: Token<Payments> = token<Payments>('Payments');
