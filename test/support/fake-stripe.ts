import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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
/** Where the fake delivers its webhooks, as Stripe does to the endpoint an operator registers. */
export interface FakeStripeWebhook {
  readonly url: string;
  /** The endpoint's signing secret (`whsec_…`): each delivery is signed with it as Stripe signs. */
  readonly secret: string;
}

export interface FakeStripeOptions {
  /** 0 (the default) for any free port. */
  readonly port?: number;
  /**
   * With it, the fake also stands in for the Checkout page a visitor is sent to: `GET
   * /c/pay/<session>` shows the amount and a Pay button, whose POST marks the session paid,
   * delivers a signed `checkout.session.completed` here and sends the browser to the session's
   * success_url (Stripe's order: the webhook is sent as the visitor is returned).
   */
  readonly webhook?: FakeStripeWebhook;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<{
  readonly api: { host: string; port: number; protocol: 'http' };
  readonly calls: StripeCall[];
  readonly sessions: Map<string, Record<string, unknown>>;
  /** Makes every call fail with a 500 (the provider down), until set back. */
  down: boolean;
  /** Makes only refunds fail (a 500), until set back. */
  refundsDown: boolean;
  /** The signed webhooks delivered, with the status the site answered. */
  readonly deliveries: { readonly type: string; readonly session: string; readonly status: number }[];
  close(): Promise<void>;
}> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const state = { down: false, refundsDown: false };

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

  const deliveries: { type: string; session: string; status: number }[] = [];

  /** Stripe's hosted Checkout page, reduced to the amount and a Pay button (only with `webhook`). */
  const checkout = async (method: string, id: string, response: import('node:http').ServerResponse) => {
    const session = sessions.get(id);
    if (!session || !options.webhook) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such Checkout Session');
      return;
    }
    if (method === 'GET') {
      const amount = (Number(session.amount_total) / 100).toFixed(2);
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Pay Test Living</h1>` +
            `<p>£${amount}</p><form method="post"><button>Pay £${amount}</button></form></main></html>`,
        );
      return;
    }
    session.payment_status = 'paid';
    const payload = checkoutCompletedEvent(session);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    const delivered = await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    deliveries.push({ type: 'checkout.session.completed', session: id, status: delivered.status });
    response.writeHead(303, { location: String(session.success_url) }).end();
  };

  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    if (page) {
      await checkout(request.method ?? 'GET', page[1] as string, response);
      return;
    }
    const form = new URLSearchParams(request.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'));
    const key = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key, form });
    let result: { status: number; body: unknown };
    if (state.refundsDown && url.pathname === '/v1/refunds')
      result = { status: 500, body: { error: { type: 'api_error', message: 'Fake Stripe refunds are down' } } };
    else if (state.down)
      result = { status: 500, body: { error: { type: 'api_error', message: 'Fake Stripe is down' } } };
    else if (key && byKey.has(key)) result = byKey.get(key) as { status: number; body: unknown };
    else {
      result = answer(request.method ?? '', url.pathname, form);
      if (key) byKey.set(key, result);
    }
    response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
    response.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    sessions,
    deliveries,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    get refundsDown() {
      return state.refundsDown;
    },
    set refundsDown(value: boolean) {
      state.refundsDown = value;
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
