import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './preferred-encoding';
import type { RenderedShell } from './spa-shell';

/** A body with its compressed copies, made once. */
export interface CompressedBody {
  readonly html: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * The copy of `body` the request accepts (br, then gzip, then as it is), with the headers that say
 * which it is; for the caller to send.
 */
export function negotiated(request: FastifyRequest, reply: FastifyReply, body: CompressedBody): Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(String(request.headers['accept-encoding'] ?? ''));
  if (encoding) reply.header('content-encoding', encoding);
  return encoding ? body[encoding] : body.html;
}

/** A page's HTML with its compressed copies, made once, and the hashes its CSP names (they are the same bytes every time). */
export interface PageResponse extends CompressedBody {
  /** The page's key among the kept pages: the same path, query and inputs give the same id on every server. */
  readonly id: string;
  /** The address it was kept for (path and query). */
  readonly address: string;
  readonly scriptHashes: readonly string[];
  readonly styleHashes: readonly string[];
  /** The page's initial data (JSON, in `html`), when the page names its address instead of carrying it (ADR 067). */
  readonly data: CompressedBody | null;
}

/** What a page is made from: its description, with its data by key. */
export interface PageInputs {
  readonly initialData: Readonly<Record<string, unknown>>;
}

/**
 * Finished pages kept by path, query and a digest of what they are made from (the page's
 * description and data): the same inputs give the same bytes, so a page is rendered and
 * compressed once until its data changes (then its key does), never served stale. The least
 * recently used pages go first when there are `maxEntries`.
 *
 * The data are mostly the read caches' answers, the same objects from one request to the next
 * until a change notice (ADR 056) or their 30 seconds forget them: each one's digest is kept by
 * the object itself (a WeakMap), so a hit costs the digest of the small description around them,
 * not a serialisation of the whole page's data (issue 21 item 5). An answer is never changed once
 * made (a change is a new answer), which is what makes its digest its own.
 */
export class PageResponses {
  private readonly entries = new Map<string, Promise<PageResponse>>();
  private readonly digests = new WeakMap<object, string>();

  constructor(private readonly maxEntries = 500) {}

  /**
   * The page kept for these inputs, or the one `make` makes (given the id the page will have, for
   * the address of its data).
   */
  get(
    path: string,
    search: string,
    inputs: PageInputs,
    make: (id: string) => Promise<RenderedShell>,
  ): Promise<PageResponse> {
    const key = createHash('sha1')
      .update(`${path}\n${search}\n${this.digestOf(inputs)}`)
      .digest('base64url');
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make(key).then(async (page) => {
      // The page at brotli's best (made once per version of its data): a small page then fits in
      // the first round trip of a new connection (ADR 067); its data come after the largest picture.
      const [html, data] = await Promise.all([
        compressed(page.html, 11),
        page.data === undefined ? null : compressed(page.data, 9),
      ]);
      return {
        id: key,
        address: `${path}${search}`,
        ...html,
        scriptHashes: page.scriptHashes,
        styleHashes: page.styleHashes ?? [],
        data,
      };
    });
    this.entries.set(key, made);
    // A failed page is forgotten, unless another has taken its key since (forgotten and made again).
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return made;
  }

  /** The id the page made from these inputs has (or would have), without making it. */
  keyFor(path: string, search: string, inputs: PageInputs): string {
    return createHash('sha1')
      .update(`${path}\n${search}\n${this.digestOf(inputs)}`)
      .digest('base64url');
  }

  /** The page kept under `id`, if it is still kept here (made, or being made). */
  find(id: string): Promise<PageResponse> | undefined {
    return this.entries.get(id);
  }

  /** The description's own fields, and each piece of data by the digest it keeps. */
  private digestOf({ initialData, ...description }: PageInputs): string {
    const hash = createHash('sha1').update(JSON.stringify(description));
    for (const [name, value] of Object.entries(initialData)) hash.update(`\n${name}=${this.dataDigest(value)}`);
    return hash.digest('base64url');
  }

  private dataDigest(value: unknown): string {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
    let digest = this.digests.get(value);
    if (digest === undefined) {
      digest = createHash('sha1').update(JSON.stringify(value)).digest('base64url');
      this.digests.set(value, digest);
    }
    return digest;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The text with its br and gzip copies, made on libuv's thread pool: brotli at quality 11 takes
 * 80-100 ms over a home page, which the event loop spends on other requests meanwhile. The pool
 * (4 threads unless `UV_THREADPOOL_SIZE` says otherwise) is shared with file reads, sharp's
 * encoding and scrypt: after a change notice, a few pages made at once can hold those back by as
 * much, where before they held back everything.
 */
async function compressed(text: string, brotliQuality: number): Promise<CompressedBody> {
  const html = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzipped(html, { level: 9 }),
  ]);
  return { html, br, gzip: gz };
}
