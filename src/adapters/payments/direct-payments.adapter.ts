import { directPaymentDeadline, directPaymentInstructions } from '../../domain/reservations/reservation-emails';
import type { PaymentEvent, PaymentRequest, PaymentStart, Payments } from '../../ports/payments.port';

/**
 * Paying the operator directly (the default, when no payment provider is set up): nothing is
 * taken online. The reservation is confirmed as awaiting payment and the visitor is told how to
 * pay; the operator marks it paid. There are no webhooks, and refunds are the operator's to make.
 */
export class DirectPayments implements Payments {
  readonly method = 'direct' as const;

  async start(request: PaymentRequest): Promise<PaymentStart> {
    return {
      kind: 'direct',
      // The reservation's own page and e-mail date the deadline from its confirmation; this is the same day, near enough.
      instructions: directPaymentInstructions(
        request.reservationReference,
        request.amountPence,
        request.payee,
        directPaymentDeadline(new Date(request.expiresAt).toISOString()),
      ),
    };
  }

  verifyEvent(): PaymentEvent | null {
    return null;
  }

  async payment(): Promise<null> {
    return null;
  }

  async refund(): Promise<void> {}
}
