import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface StripeCall {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | undefined;
  readonly form: URLSearchParams;
}

/**
 * A local stand-in for the few Stripe endpoints the adapter calls (create and retrieve a Checkout
 * Session, create a refund), speaking Stripe's form-encoded requests and JSON answers, honouring
 * Idempotency-Key as Stripe does (the same key answers the first response). Never the internet.
 */
export async function startFakeStripe(): Promise<{
  readonly api: { host: string; port: number; protocol: 'http' };
  readonly calls: StripeCall[];
  readonly sessions: Map<string, Record<string, unknown>>;
  /** Makes every call fail with a 500 (the provider down), until set back. */
  down: boolean;
  close(): Promise<void>;
}> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const state = { down: false };

  const answer = (method: string, path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        expires_at: Number(form.get('expires_at')),
        payment_status: 'unpaid',
        payment_intent: `pi_test_${randomUUID().replaceAll('-', '')}`,
        metadata: { reservation: form.get('metadata[reservation]') },
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = sessions.get(session[1] as string);
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: `re_test_${randomUUID().replaceAll('-', '')}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unknown ${method} ${path}` } } };
  };

  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = new URLSearchParams(request.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'));
    const key = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key, form });
    let result: { status: number; body: unknown };
    if (state.down) result = { status: 500, body: { error: { type: 'api_error', message: 'Fake Stripe is down' } } };
    else if (key && byKey.has(key)) result = byKey.get(key) as { status: number; body: unknown };
    else {
      result = answer(request.method ?? '', url.pathname, form);
      if (key) byKey.set(key, result);
    }
    response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
    response.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    sessions,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A signed Stripe webhook body for a Checkout Session now paid. */
export function checkoutCompletedEvent(session: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-27',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session, payment_status: 'paid', status: 'complete' } },
  });
}
