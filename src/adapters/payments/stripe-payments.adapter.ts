import Stripe from 'stripe';
import type { ProviderPayment } from '../../domain/reservations/payment-check';
import type { PaymentEvent, PaymentRequest, PaymentStart, Payments } from '../../ports/payments.port';

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where the API is (tests: a local fake); Stripe's own when not given. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is made. */
const shortestSessionMs = 30 * 60_000;

/**
 * The holding deposit through Stripe Checkout (the official `stripe` package): the visitor pays on
 * Stripe's page, so no card data ever reaches Digs. A session is made once per reservation (the
 * idempotency key is the reference), the payment is learnt of from webhooks whose signatures
 * `constructEvent` checks, and refunds are keyed per reservation and amount.
 */
export class StripePayments implements Payments {
  readonly method = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly clock: { now(): number },
  ) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(settings.api ?? {}),
    });
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const expiresAt = Math.max(request.expiresAt, this.clock.now() + shortestSessionMs + 60_000);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountPence,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.email,
        client_reference_id: request.reservationReference,
        metadata: { reservation: request.reservationReference },
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(expiresAt / 1000),
      },
      { idempotencyKey: `reservation-${request.reservationReference}` },
    );
    if (!session.url) throw new Error(`Stripe gave no address for Checkout Session ${session.id}`);
    return { kind: 'redirect', url: session.url, paymentReference: session.id };
  }

  verifyEvent(rawBody: Buffer, signature: string): PaymentEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      return null;
    }
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
      return { kind: 'ignored' };
    const session = event.data.object;
    if (session.payment_status !== 'paid' || !session.client_reference_id) return { kind: 'ignored' };
    return { kind: 'paid', paymentReference: session.id, reservationReference: session.client_reference_id };
  }

  async payment(paymentReference: string): Promise<ProviderPayment | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(paymentReference);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    return {
      paid: session.payment_status === 'paid',
      amountPence: session.amount_total ?? 0,
      currency: session.currency ?? '',
      reservationReference: session.client_reference_id,
    };
  }

  async refund(paymentReference: string, amountPence: number, reservationReference: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(paymentReference);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error(`Checkout Session ${paymentReference} has no payment to refund`);
    await this.stripe.refunds.create(
      { payment_intent: intent, amount: amountPence, metadata: { reservation: reservationReference } },
      { idempotencyKey: `refund-${reservationReference}-${amountPence}` },
    );
  }
}
