import MarkdownIt from 'markdown-it';
import { isSafeLink, type LinkKind, PAGE_LINK_KINDS } from '../../domain/shared/safe-link';
import type { MarkdownRenderer } from '../../ports/markdown.port';

/** A post's links follow the one rule for stored links, #anchors in the post besides. */
const postLinkKinds: readonly LinkKind[] = [...PAGE_LINK_KINDS, 'fragment'];

/**
 * Markdown through markdown-it (ADR 051), on the server only: raw HTML off (a <script> or an
 * onerror= is shown as text), links checked by markdown-it's validateLink (no javascript:,
 * vbscript:, file: or data: addresses) and limited here by the one rule for stored links
 * (src/domain/shared/safe-link.ts: https, mailto, tel, the site's own paths) and #anchors; pictures off (a post's picture is its cover, from the picture library).
 * Headings start at h2 (the page's h1 is the title). Links to other sites open with
 * rel="nofollow noopener noreferrer".
 */
export class MarkdownItRenderer implements MarkdownRenderer {
  private readonly md: InstanceType<typeof MarkdownIt>;

  constructor() {
    const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false, breaks: false });
    md.disable(['image']);
    const validate = md.validateLink.bind(md);
    md.validateLink = (url) => validate(url) && isSafeLink(url.trim(), postLinkKinds);
    md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
      const token = tokens[idx];
      if (token) token.tag = `h${Math.min(6, Math.max(2, Number(token.tag.slice(1)) + (token.tag === 'h1' ? 1 : 0)))}`;
      return self.renderToken(tokens, idx, options);
    };
    md.renderer.rules.heading_close = (tokens, idx, options, _env, self) => {
      const token = tokens[idx];
      const open = tokens[idx - 2];
      if (token && open) token.tag = open.tag;
      return self.renderToken(tokens, idx, options);
    };
    md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
      const token = tokens[idx];
      if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? '')))
        token.attrSet('rel', 'nofollow noopener noreferrer');
      return self.renderToken(tokens, idx, options);
    };
    this.md = md;
  }

  toHtml(markdown: string): string {
    return this.md.render(markdown);
  }
}
