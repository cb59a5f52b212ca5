import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './api-error';

/** How long a client is asked to wait (Retry-After): about what a database restart or failover takes. */
export const retryAfterSeconds = 10;

/** At most one log line per this long while the database cannot be reached, with how many answers it stands for. */
const logEveryMs = 10_000;

const message = 'We cannot reach our records just now. Please try again in a moment.';

/**
 * What a request gets while the database cannot be reached: 503 with Retry-After, as the API's
 * JSON error (`unavailable`) or, for a page or a form posted without JavaScript, as a small page
 * of its own (the page itself cannot be described without the database). Every such answer stands
 * for one outage, so the log gets one line per `logEveryMs`, not one per request.
 */
export function unavailableResponder() {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    if (now - loggedAt >= logEveryMs) {
      request.log.warn({ err: error, alsoAnswered503: unlogged }, 'the database cannot be reached: answering 503');
      loggedAt = now;
      unlogged = 0;
    } else {
      unlogged++;
    }
    reply.header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
    const formPost = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const page = formPost || !/^\/(api|media|assets)(\/|$)/.test(request.url);
    if (!page) return sendError(reply, 503, { error: 'unavailable', message, requestId: request.id });
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .send(formPost ? unavailablePage(formPostAdvice) : unavailablePage(pageAdvice));
  };
}

const pageAdvice = '<p><a href="">Try again</a></p>';
// The form's submission id makes a second sending of the same answers one enquiry, never two.
const formPostAdvice =
  '<p>Go back to the form and send it again in a minute: if it did arrive, it will not arrive twice.</p>';

/** No scripts or styles of its own: it needs nothing but the server, and the CSP allows it as it is. */
const unavailablePage = (advice: string) =>
  `<!doctype html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>Back in a moment</title>\n</head>\n<body>\n<main>\n<h1>Back in a moment</h1>\n<p>${message}</p>\n${advice}\n</main>\n</body>\n</html>\n`;
