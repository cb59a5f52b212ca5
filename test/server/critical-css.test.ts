// A page's own rules (ADR 067): the stylesheet cut to the rules its markup uses, so a small page
// carries a small stylesheet; the whole one follows once the largest picture is drawn.
import { describe, expect, it } from 'vitest';
import { withPageStylesheets } from '../../src/adapters/http-api/critical-css';
import { styleHash } from '../../src/adapters/http-api/security-headers';
import { criticalStylesheet } from '../../src/adapters/http-api/stylesheet-cut';

const css = [
  '.card{padding:1rem}',
  '.missing{color:red}',
  '.card:hover{outline:1px solid}',
  '@media (min-width:40rem){.card{padding:2rem}.missing{margin:0}}',
  '@keyframes pulse{from{opacity:0}to{opacity:1}}',
  '@keyframes unused{from{opacity:0}to{opacity:1}}',
  '.pulse{animation:pulse 1s}',
  ':root{--ink:#111}',
  'body{color:var(--ink)}',
  ".pictures-later .card-media img[loading='lazy']{display:none}",
  '#root{display:flex;min-height:100vh}',
  '.faq[open] summary::after{content:"-"}',
].join('\n');

describe('the rules a page uses', () => {
  it('keeps the rules whose selectors match the markup, their states and media queries, and drops the rest', async () => {
    const kept = await criticalStylesheet('<main><div class="card pulse">A room</div></main>', css);
    expect(kept).toContain('.card{padding:1rem}');
    expect(kept).toContain('.card:hover{outline:1px solid}');
    expect(kept).toMatch(/@media \(min-width:40rem\)\{\.card\{padding:2rem\}\}/);
    expect(kept).toContain('@keyframes pulse');
    expect(kept).toContain(':root{--ink:#111}');
    expect(kept).toContain('body{color:var(--ink)}');
    expect(kept).not.toContain('.missing');
    expect(kept).not.toContain('unused');
    // The template's #root holds the markup.
    expect(kept).toContain('#root{display:flex;min-height:100vh}');
    // Neither a lazy card picture nor a <details> on this page: their rules go.
    expect(kept).not.toContain('pictures-later');
    expect(kept).not.toContain('[open]');
  });

  it('keeps the rules of the states a page takes without the app: the head script’s class, an opened <details>', async () => {
    const markup =
      '<div class="card-media"><img loading="lazy" alt=""></div><details class="faq"><summary>Q</summary>A</details>';
    const kept = await criticalStylesheet(markup, css);
    expect(kept).toContain('.pictures-later .card-media img');
    expect(kept).toContain('.faq[open] summary');
  });

  it('reads the markup as markup: text that looks like a selector or a tag is not matched', async () => {
    const kept = await criticalStylesheet('<p>&lt;div class="missing"&gt; .missing</p>', css);
    expect(kept).not.toContain('.missing');
    expect(kept).not.toContain('.card{');
  });

  it('never returns text that would end the <style> element', async () => {
    const hostile = 'p::after{content:"</style><script>alert(1)</script>"}';
    await expect(criticalStylesheet('<p>x</p>', hostile)).rejects.toThrow(/style/);
  });
});

describe('a page with its own stylesheet', () => {
  const sheet = { href: '/assets/main-X.css', css };
  const template = (style: string) =>
    `<html><head>${style}<title>A</title></head><body><div id="root"><div class="card">A room</div></div></body></html>`;

  it("cuts the template stylesheet to the page, names the whole one, and gives the cut text's hash", async () => {
    const markup = '<div class="card">A room</div>';
    const page = await withPageStylesheets(
      { html: template(`<style>${css}</style>`), scriptHashes: ["'sha256-x'"] },
      markup,
      [sheet],
    );
    const own = await criticalStylesheet(markup, css);
    expect(page.html).toBe(template(`<style data-full="/assets/main-X.css">${own}</style>`));
    expect(page.styleHashes).toEqual([styleHash(own)]);
    expect(page.scriptHashes).toEqual(["'sha256-x'"]);
  });

  it('leaves a page whose template did not inline the stylesheet as it is', async () => {
    const linked = template('<link rel="stylesheet" href="/assets/main-X.css">');
    const page = await withPageStylesheets({ html: linked, scriptHashes: [] }, '<p>x</p>', [sheet]);
    expect(page.html).toBe(linked);
    expect(page.styleHashes).toEqual([]);
  });
});
