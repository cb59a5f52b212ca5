import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { DirectPayments } from '../../src/adapters/payments/direct-payments.adapter';
import { StripePayments } from '../../src/adapters/payments/stripe-payments.adapter';
import type { PaymentRequest } from '../../src/ports/payments.port';
import { checkoutCompletedEvent, startFakeStripe } from '../support/fake-stripe';

const webhookSecret = 'whsec_test_secret';
const request = (reference: string): PaymentRequest => ({
  reservationReference: reference,
  amountPence: 10_000,
  currency: 'GBP',
  email: 'zoe@example.com',
  description: `Holding deposit (${reference})`,
  returnUrl: `https://digs.example/reserve?ref=${reference}`,
  cancelUrl: 'https://digs.example/manchester/square-gardens/classic-studio',
  expiresAt: Date.parse('2027-02-01T10:15:00Z'),
  payee: {
    name: 'Test Living',
    supportEmail: 'hello@test.example',
    phone: '+44 161 496 0000',
    siteUrl: 'https://digs.example',
  },
});
const sign = (payload: string, secret = webhookSecret) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('StripePayments against a local fake of the Stripe API', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let payments: StripePayments;
  const time = new ManualTime(Date.parse('2027-02-01T10:00:00Z'));

  beforeAll(async () => {
    fake = await startFakeStripe();
    payments = new StripePayments({ secretKey: 'sk_test_fake', webhookSecret, api: fake.api }, time);
  });
  afterAll(() => fake.close());

  it('opens one Checkout Session per reservation for the holding deposit, keyed by its reference', async () => {
    const first = await payments.start(request('RS-AAAAAA'));
    const again = await payments.start(request('RS-AAAAAA'));
    expect(first.kind).toBe('redirect');
    if (first.kind !== 'redirect' || again.kind !== 'redirect') return;
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(again.paymentReference).toBe(first.paymentReference);
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(call?.idempotencyKey).toBe('reservation-RS-AAAAAA');
    expect(call?.form.get('line_items[0][price_data][unit_amount]')).toBe('10000');
    expect(call?.form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(call?.form.get('client_reference_id')).toBe('RS-AAAAAA');
    // Stripe's shortest session is 30 minutes, so it outlives the 15-minute hold.
    expect(Number(call?.form.get('expires_at')) * 1000).toBeGreaterThanOrEqual(time.now() + 30 * 60_000);
  });

  it('reads a signed checkout.session.completed as the reservation paid', async () => {
    const start = await payments.start(request('RS-BBBBBB'));
    if (start.kind !== 'redirect') throw new Error('no redirect');
    const body = checkoutCompletedEvent(fake.sessions.get(start.paymentReference) ?? {});
    expect(payments.verifyEvent(Buffer.from(body), sign(body))).toEqual({
      kind: 'paid',
      paymentReference: start.paymentReference,
      reservationReference: 'RS-BBBBBB',
    });
  });

  it('refuses a webhook signed with another secret, altered after signing, or unsigned', async () => {
    const body = checkoutCompletedEvent({ id: 'cs_test_x', client_reference_id: 'RS-CCCCCC' });
    expect(payments.verifyEvent(Buffer.from(body), sign(body, 'whsec_someone_else'))).toBeNull();
    expect(payments.verifyEvent(Buffer.from(body.replace('RS-CCCCCC', 'RS-DDDDDD')), sign(body))).toBeNull();
    expect(payments.verifyEvent(Buffer.from(body), '')).toBeNull();
  });

  it('ignores events that are not a paid session', () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.created', data: { object: {} } });
    expect(payments.verifyEvent(Buffer.from(body), sign(body))).toEqual({ kind: 'ignored' });
  });

  it("refunds the session's payment once per reservation and amount", async () => {
    const start = await payments.start(request('RS-EEEEEE'));
    if (start.kind !== 'redirect') throw new Error('no redirect');
    await payments.refund(start.paymentReference, 10_000, 'RS-EEEEEE');
    await payments.refund(start.paymentReference, 10_000, 'RS-EEEEEE');
    const refunds = fake.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds).toHaveLength(2);
    expect(new Set(refunds.map((c) => c.idempotencyKey))).toEqual(new Set(['refund-RS-EEEEEE-10000']));
    expect(refunds[0]?.form.get('payment_intent')).toBe(fake.sessions.get(start.paymentReference)?.payment_intent);
  });
});

describe('DirectPayments', () => {
  it('takes nothing online and says how to pay the operator, quoting the reference', async () => {
    const start = await new DirectPayments().start(request('RS-FFFFFF'));
    expect(start.kind).toBe('direct');
    if (start.kind === 'direct') {
      expect(start.instructions).toContain('£100.00');
      expect(start.instructions).toContain('RS-FFFFFF');
      expect(start.instructions).toContain('+44 161 496 0000');
    }
    expect(new DirectPayments().verifyEvent()).toBeNull();
  });
});
