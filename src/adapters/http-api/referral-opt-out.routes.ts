import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReferralOptOut } from '../../application/enquiries/referral-opt-out.use-case';
import { firstOf, postedFieldsOf } from '../forms/form-post';
import { escapeHtml } from './spa-shell';

export interface ReferralOptOutOptions {
  /** Opt-outs (GET and POST together) per address per minute. */
  readonly perMinute: number;
  /** A plain page of the site (its stylesheet, no scripts) around `bodyHtml`. */
  readonly page: (title: string, bodyHtml: string) => string;
}

const path = '/referrals/unsubscribe';

/**
 * The link at the foot of every referral e-mail to a friend (ADR 029), usable without JavaScript:
 *
 * - `GET /referrals/unsubscribe?token=…`: 200, a page asking to confirm, with a form that posts the
 *   token (opening the link does not opt out: mail scanners open links); the same page saying it is
 *   done when the address opted out already; 404 for a token we never gave.
 * - `POST /referrals/unsubscribe` (`token=…`, form-encoded): records the opt-out, 200 a page saying
 *   so (again: the same page); 404 for a token we never gave.
 *
 * Never cached (`no-store`), not indexed, limited per address like the other public writes.
 */
export function referralOptOutRoutes(optOuts: ReferralOptOut, options: ReferralOptOutOptions) {
  return async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: 1024 });
    const limit = { config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } };

    const send = (reply: FastifyReply, status: number, title: string, body: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(options.page(title, `<main class="shell-fallback opt-out">${body}</main>`));

    const unknown = (reply: FastifyReply) =>
      send(
        reply,
        404,
        'Link not recognised',
        '<h1>We do not recognise this link</h1><p>Please use the link from the e-mail exactly as it is. If it still does not work, reply to the e-mail and we will stop writing to you.</p>',
      );
    const done = (reply: FastifyReply) =>
      send(
        reply,
        200,
        'You will get no more referral e-mails',
        '<h1>You will get no more referral e-mails</h1><p>We have recorded that this address wants no more referral codes from us. If a friend refers you again, we will not write to you.</p><p><a href="/">Go to our website</a></p>',
      );

    app.get<{ Querystring: { token?: unknown } }>(path, limit, async (request, reply) => {
      const token = request.query.token;
      const status = await optOuts.status(token);
      if (status === null) return unknown(reply);
      if (status === 'opted_out') return done(reply);
      return send(
        reply,
        200,
        'Stop referral e-mails',
        [
          '<h1>Stop referral e-mails?</h1>',
          '<p>A friend of yours asked us to send you their referral code. Confirm, and we will not send referral e-mails to this address again.</p>',
          `<form method="post" action="${path}">`,
          `<input type="hidden" name="token" value="${escapeHtml(String(token))}">`,
          '<button type="submit" class="button">Stop referral e-mails</button>',
          '</form>',
        ].join(''),
      );
    });

    app.post(path, limit, async (request, reply) => {
      const token = firstOf(postedFieldsOf(request.body), 'token');
      const recorded = await optOuts.optOut(token);
      return recorded ? done(reply) : unknown(reply);
    });
  };
}

/** A plain page from the built shell: its stylesheets kept, its scripts left out (nothing here needs the app). */
export function plainPage(template: string, title: string, bodyHtml: string): string {
  return template
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="modulepreload"[^>]*>/gi, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('<!--app-head-->', () => `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`)
    .replace('<!--app-html-->', () => bodyHtml)
    .replace('<!--app-data-->', '');
}
