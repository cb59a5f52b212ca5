import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderedShell } from './spa-shell';

/** A page's HTML with its compressed copies, made once, and the hashes its CSP names (they are the same bytes every time). */
export interface PageResponse {
  readonly html: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly scriptHashes: readonly string[];
}

/**
 * Finished pages kept by path, query and a digest of what they are made from (the page's
 * description and data): the same inputs give the same bytes, so a page is rendered and
 * compressed once until its data changes (then its key does), never served stale. The least
 * recently used pages go first when there are `maxEntries`.
 */
export class PageResponses {
  private readonly entries = new Map<string, Promise<PageResponse>>();

  constructor(private readonly maxEntries = 500) {}

  get(path: string, search: string, inputs: unknown, make: () => Promise<RenderedShell>): Promise<PageResponse> {
    const digest = createHash('sha1').update(JSON.stringify(inputs)).digest('base64url');
    const key = `${path}\n${search}\n${digest}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make().then((page) => {
      const html = Buffer.from(page.html, 'utf8');
      return {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
        scriptHashes: page.scriptHashes,
      };
    });
    this.entries.set(key, made);
    made.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return made;
  }
}
