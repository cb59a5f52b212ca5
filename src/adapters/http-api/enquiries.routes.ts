import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  type EnquirySubmission,
  enquiryMessages,
  type SubmitAnswer,
  type SubmitEnquiry,
} from '../../application/enquiries/submit-enquiry.use-case';
import type { DescribePage, PageDescription } from '../../application/site/describe-page.use-case';
import { type FormKind, isFormKind, type Utm } from '../../domain/enquiries/enquiry';
import { enquiryForms } from '../../domain/enquiries/enquiry-forms';
import { chatMessageSchema, enquiryFormSchemas } from '../forms/enquiry-forms.schema';
import { fieldErrors } from '../forms/field-errors';
import { decodeFormPost, type PostedValues, postedFieldsOf } from '../forms/form-post';
import { sendError, tooLargeAsFormError } from './api-error';
import { escapeHtml } from './spa-shell';

/** A page as the app sends it (see createHttpApp's sendPage). */
export interface PageToSend {
  readonly pathname: string;
  readonly search?: string;
  /** Already described by the caller; described again otherwise. */
  readonly description?: PageDescription;
  /** Instead of the page's own status. */
  readonly status?: number;
  /** Added to the page's initial data. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** The body's plain HTML when the page is not rendered on the server, or its render fails. */
  readonly fallbackHtml?: string;
}

export interface EnquiryRouteOptions {
  /** Enquiries accepted per address per minute, in place of the API's general limit on these routes. */
  readonly perMinute: number;
  readonly describePage: DescribePage;
  /** Sends a page as GET /* does: a refused post without JavaScript gets its page back. */
  readonly sendPage: (request: FastifyRequest, reply: FastifyReply, page: PageToSend) => Promise<unknown>;
}

/** An enquiry is a few hundred bytes; anything near this is not a person typing. */
export const enquiryBodyLimit = 16 * 1024;

type EnquiryKindParam = FormKind | 'chat';

/** What every form's body holds after its schema, besides its own answers. */
interface ParsedBody {
  readonly [answer: string]: unknown;
  readonly submissionId: string;
  readonly sourcePage: string;
  readonly utm: Utm;
  readonly website?: string;
  readonly formToken: string;
  readonly agreedToTerms?: boolean;
  readonly name: string;
  readonly email: string;
}

const schemaFor = (kind: EnquiryKindParam): z.ZodMiniType =>
  kind === 'chat' ? chatMessageSchema : enquiryFormSchemas[kind];

function submissionOf(kind: EnquiryKindParam, body: ParsedBody): EnquirySubmission {
  const { submissionId, sourcePage, utm, website, formToken, agreedToTerms, name, email, ...answers } = body;
  return {
    kind,
    submissionId,
    name,
    email,
    answers,
    sourcePage,
    utm,
    consent: agreedToTerms === true,
    ...(website !== undefined ? { website } : {}),
    formToken,
  };
}

const isFormPost = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');

/** A path of this site from what the page said it was (`/\evil.example` is another site to a browser): null otherwise. */
function sitePath(sourcePage: unknown): string | null {
  if (typeof sourcePage !== 'string' || !sourcePage.startsWith('/')) return null;
  try {
    const url = new URL(sourcePage, 'http://digs.invalid');
    // The parser removes dot segments, so `/.//evil.example` becomes `//evil.example`: a path must
    // start with exactly one slash after parsing, or a browser reads it as another site.
    return url.origin === 'http://digs.invalid' &&
      !url.pathname.startsWith('//') &&
      !/^\/(api|media|assets)(\/|$)/.test(url.pathname)
      ? url.pathname
      : null;
  } catch {
    return null;
  }
}

const labelOf = (kind: EnquiryKindParam, key: string): string => {
  if (kind === 'chat') return { message: 'Your message', name: 'Your name', email: 'Email address' }[key] ?? 'The form';
  if (key === 'agreedToTerms') return 'Terms and privacy policy';
  if (key === 'countryCode') return 'Country code';
  return enquiryForms[kind].fields.find((f) => f.key === key)?.label ?? 'The form';
};

/** What a visitor without JavaScript reads when the page is not rendered on the server: the messages and a way back. */
function refusalSummary(
  kind: EnquiryKindParam,
  heading: string,
  message: string,
  fields: Record<string, string>,
  path: string,
) {
  const items = Object.entries(fields).map(
    ([key, text]) => `<li>${escapeHtml(labelOf(kind, key))}: ${escapeHtml(text)}</li>`,
  );
  return [
    '<main class="shell-fallback">',
    `<h1>${escapeHtml(heading)}</h1>`,
    `<div role="alert"><p>${escapeHtml(message)}</p>${items.length ? `<ul>${items.join('')}</ul>` : ''}</div>`,
    `<p><a href="${escapeHtml(path)}${kind === 'chat' ? '' : `#form-${kind}`}">Back to the form</a></p>`,
    '</main>',
  ].join('');
}

/**
 * The enquiry forms and the chat panel's message. Everything is checked on the server whatever the
 * page checked; answers are never cached (`no-store`).
 *
 * - `GET /api/enquiries/form-token`: 200 `{ formToken }`, a token for a form shown now.
 * - `POST /api/enquiries/:kind` (a form kind or `chat`), JSON: 201 `{ reference, message,
 *   referralCode? }` stored now (and its e-mails queued); 200 the same for a submissionId stored
 *   before | 400 `{ error: 'invalid', message, fields }` | 400 `{ error: 'too_fast' | 'form_expired' |
 *   'form_used', message, fields: {}, formToken }` (send again with the fresh token; a token stores
 *   one enquiry) | 400 `{ error: 'too_many_referrals', message, fields: {} }` (a sender's referrals
 *   for the day are used up) | 404 unknown kind | 413 over
 *   16 KB | 429 with Retry-After past `perMinute` from one address. A filled-in honeypot gets the 201
 *   a person would, with a reference that belongs to nothing; nothing is stored or sent.
 * - The same path, `application/x-www-form-urlencoded` (a browser without JavaScript): accepted →
 *   303 to the form's page `?sent=<reference>[&code=<referral code>]#form-<kind>`; refused → 400, the
 *   form's page as HTML with `form-reply:<kind>` = `{ values, fields, message }` in its data (and a
 *   fresh form token). The form's page is the page it was sent from when that page holds the form,
 *   the form's own page otherwise.
 */
export function enquiryRoutes(submitEnquiry: SubmitEnquiry, options: EnquiryRouteOptions) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler(
      tooLargeAsFormError('That is more than this form can take. Please shorten your answers and send it again.'),
    );
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // Only here: the rest of the API takes JSON alone.
    await app.register(formbody, { bodyLimit: enquiryBodyLimit });

    /** The page a form's answer goes back to: where it was sent from if that page holds it, else the form's own page. */
    async function formPage(kind: EnquiryKindParam, sourcePage: unknown): Promise<PageToSend> {
      const path = sitePath(sourcePage);
      if (kind === 'chat') return { pathname: path ?? '/' };
      if (path) {
        const description = await options.describePage.run(path);
        if (description.status === 200 && description.forms?.includes(kind)) return { pathname: path, description };
      }
      return { pathname: enquiryForms[kind].path };
    }

    async function pageAgain(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: EnquiryKindParam,
      posted: { values: PostedValues },
      refusal: { message: string; fields: Record<string, string> },
    ) {
      const page = await formPage(kind, posted.values.sourcePage);
      const description = page.description ?? (await options.describePage.run(page.pathname));
      return options.sendPage(request, reply, {
        ...page,
        description,
        status: 400,
        data: {
          [`form-reply:${kind}`]: { values: posted.values, fields: refusal.fields, message: refusal.message },
          // The browser's address is this route's (it answered a POST): the app moves it to the page's.
          'page-address': page.pathname,
        },
        fallbackHtml: refusalSummary(kind, description.heading, refusal.message, refusal.fields, page.pathname),
      });
    }

    app.get('/api/enquiries/form-token', async () => ({ formToken: submitEnquiry.formToken() }));

    app.post<{ Params: { kind: string } }>(
      '/api/enquiries/:kind',
      { bodyLimit: enquiryBodyLimit, config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const kind = request.params.kind;
        if (kind !== 'chat' && !isFormKind(kind)) {
          return sendError(reply, 404, { error: 'not_found', message: 'There is no such form.' });
        }
        // A form post from another site (a page that posts our form for its visitors) is refused:
        // it would send our e-mails on a stranger's behalf from many addresses at once.
        if (request.headers['sec-fetch-site'] === 'cross-site') {
          return sendError(reply, 403, { error: 'cross_site', message: 'Please send this form from our own website.' });
        }
        const posted = isFormPost(request) ? decodeFormPost(kind, postedFieldsOf(request.body)) : null;
        const parsed = schemaFor(kind).safeParse(posted ? posted.input : request.body);
        if (!parsed.success) {
          const refusal = { message: enquiryMessages.invalid, fields: fieldErrors(parsed.error) };
          if (posted) return pageAgain(request, reply, kind, posted, refusal);
          return sendError(reply, 400, { error: 'invalid', ...refusal });
        }
        const body = parsed.data as ParsedBody;
        const answer: SubmitAnswer = await submitEnquiry.run(submissionOf(kind, body));

        if (posted) {
          if (!answer.ok) {
            const fields = answer.reason === 'invalid' ? { ...answer.fields } : {};
            return pageAgain(request, reply, kind, posted, { message: answer.message, fields });
          }
          const page = await formPage(kind, body.sourcePage);
          if (kind === 'chat') return reply.redirect(page.pathname, 303);
          const code = answer.referralCode ? `&code=${encodeURIComponent(answer.referralCode)}` : '';
          return reply.redirect(
            `${page.pathname}?sent=${encodeURIComponent(answer.reference)}${code}#form-${kind}`,
            303,
          );
        }

        if (!answer.ok) {
          if (answer.reason === 'invalid') {
            return sendError(reply, 400, { error: 'invalid', message: answer.message, fields: answer.fields });
          }
          if (answer.reason === 'too_many_referrals') {
            return sendError(reply, 400, { error: answer.reason, message: answer.message, fields: {} });
          }
          return reply
            .code(400)
            .type('application/json; charset=utf-8')
            .send({ error: answer.reason, message: answer.message, fields: {}, formToken: answer.formToken });
        }
        const { reference, message, referralCode } = answer;
        return reply.code(answer.created ? 201 : 200).send({
          reference,
          message,
          ...(referralCode ? { referralCode } : {}),
        });
      },
    );
  };
}
