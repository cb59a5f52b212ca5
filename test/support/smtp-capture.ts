import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedAttachment {
  readonly filename: string;
  /** The Content-Type with its parameters other than the name, like `text/calendar; charset=utf-8; method=REQUEST`. */
  readonly contentType: string;
  readonly content: string;
}

/** One message the capture received, as a mail client would show it (headers decoded). */
export interface CapturedMail {
  /** The envelope's recipients (RCPT TO): bare addresses. */
  readonly to: string[];
  /** The To header: `Name <address>` or `address`, names decoded, joined with ", ". */
  readonly toHeader: string;
  /** The From header, the same way. */
  readonly from: string;
  readonly replyTo: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly html: string | undefined;
  readonly messageId: string | undefined;
  readonly attachments: CapturedAttachment[];
  /** When it arrived, ISO 8601. */
  readonly receivedAt: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  readonly url: string;
  readonly port: number;
  /** Every message received so far, in order of arrival. */
  readonly messages: CapturedMail[];
  /** The first message (already received or still to come) that matches, or a rejection after `timeoutMs` (5 s). */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A local SMTP server for tests: no authentication, no TLS, on 127.0.0.1 and a free port. It
 * accepts every message, parses it with mailparser, and keeps it; with `dir`, it also writes each
 * one as a JSON file there (`<time>-<n>.json`, written whole), so another process, such as a
 * Playwright worker, can read what the server under test sent. `port` fixes the port (default: any free one).
 */
export async function startSmtpCapture(
  options: { readonly dir?: string; readonly port?: number } = {},
): Promise<SmtpCapture> {
  const { dir } = options;
  if (dir) await mkdir(dir, { recursive: true });
  const messages: CapturedMail[] = [];
  const waiters = new Set<(mail: CapturedMail) => void>();
  let written = 0;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    banner: 'Digs test capture',
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then(async (parsed) => {
          const mail = toCaptured(parsed, recipients);
          if (dir) {
            written += 1;
            const name = `${Date.now().toString().padStart(15, '0')}-${String(written).padStart(6, '0')}.json`;
            const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`);
            await writeFile(temporary, `${JSON.stringify(mail, null, 2)}\n`);
            await rename(temporary, path.join(dir, name));
          }
          messages.push(mail);
          for (const waiter of [...waiters]) waiter(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that misbehaves must not crash the test run.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: CapturedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms; received ${messages.length}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(header: AddressObject | AddressObject[] | undefined): string {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return objects
    .flatMap((o) => o.value)
    .map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? '')))
    .join(', ');
}

/** Reads one raw RFC 822 message (an .eml file) the way the capture does; recipients from its To header unless given. */
export async function readMail(raw: Buffer | string, recipients?: string[]): Promise<CapturedMail> {
  return toCaptured(await simpleParser(raw), recipients);
}

function toCaptured(parsed: ParsedMail, recipients?: string[]): CapturedMail {
  const toObjects = parsed.to === undefined ? [] : Array.isArray(parsed.to) ? parsed.to : [parsed.to];
  return {
    to: recipients ?? toObjects.flatMap((o) => o.value).map((a) => a.address ?? ''),
    toHeader: addresses(parsed.to),
    from: addresses(parsed.from),
    replyTo: parsed.replyTo ? addresses(parsed.replyTo) : undefined,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
    messageId: parsed.messageId,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: contentTypeOf(a.headers.get('content-type'), a.contentType),
      content: a.content.toString('utf8'),
    })),
    receivedAt: new Date().toISOString(),
  };
}

/** mailparser keeps a structured header as `{ value, params }`; the name parameter repeats the filename. */
function contentTypeOf(header: unknown, fallback: string): string {
  if (typeof header !== 'object' || header === null || !('value' in header)) return fallback;
  const { value, params } = header as { value: string; params?: Record<string, string> };
  const rest = Object.entries(params ?? {}).filter(([key]) => key !== 'name');
  return [value, ...rest.map(([key, v]) => `${key}=${v}`)].join('; ');
}
