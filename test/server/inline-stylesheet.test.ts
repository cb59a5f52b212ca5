// The site's stylesheet put in the page template (ADR 060): the link replaced by the text, the
// hash the CSP names made from that exact text, and the links that must stay links.
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../src/adapters/http-api/inline-stylesheet';
import { styleHash } from '../../src/adapters/http-api/security-headers';

const template = (links: string) =>
  `<html><head>${links}<!--app-head--></head><body><script type="module">import("/assets/main-X.js")</script></body></html>`;
const link = (href: string) => `<link rel="stylesheet" href="${href}">`;

describe('inlining the stylesheet', () => {
  it('replaces the link with the text, without its source map comment, and gives its hash', async () => {
    const files: Record<string, string> = {
      '/assets/main-X.css': 'body{color:red}\n/*# sourceMappingURL=main-X.css.map */\n',
    };
    const { html, styleHashes, sheets } = await inlineStylesheets(
      template(link('/assets/main-X.css')),
      async (href) => files[href] ?? null,
    );
    expect(html).toBe(template('<style>body{color:red}</style>'));
    expect(html).not.toContain('rel="stylesheet"');
    expect(styleHashes).toEqual([styleHash('body{color:red}')]);
    // What a small page cuts and where the whole stylesheet is (ADR 067).
    expect(sheets).toEqual([{ href: '/assets/main-X.css', css: 'body{color:red}' }]);
  });

  it('puts the text in as it is, with no replacement patterns read in it', async () => {
    const css = `a::after{content:"$& $1 $$ $'"}`;
    const { html, styleHashes } = await inlineStylesheets(template(link('/assets/a.css')), async () => css);
    expect(html).toContain(`<style>${css}</style>`);
    expect(styleHashes).toEqual([styleHash(css)]);
  });

  it('keeps a link whose file is missing, too large, or would close the element early', async () => {
    const files: Record<string, string> = {
      '/assets/big.css': `a{b:${'x'.repeat(100)}}`,
      '/assets/closes.css': 'a::after{content:"</style><script>alert(1)</script>"}',
      '/assets/ok.css': 'p{margin:0}',
    };
    const links = ['/assets/missing.css', '/assets/big.css', '/assets/closes.css', '/assets/ok.css'].map(link);
    const { html, styleHashes, sheets } = await inlineStylesheets(
      template(links.join('')),
      async (h) => files[h] ?? null,
      50,
    );
    expect(html).toBe(template([...links.slice(0, 3), '<style>p{margin:0}</style>'].join('')));
    expect(styleHashes).toEqual([styleHash('p{margin:0}')]);
    expect(sheets).toEqual([{ href: '/assets/ok.css', css: 'p{margin:0}' }]);
  });

  it('leaves a template without a stylesheet as it is, with no hash', async () => {
    const plain = template('');
    expect(await inlineStylesheets(plain, async () => 'a{}')).toEqual({ html: plain, styleHashes: [], sheets: [] });
  });
});
