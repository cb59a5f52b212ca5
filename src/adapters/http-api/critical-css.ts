import type { InlinedStylesheet } from './inline-stylesheet';
import { styleHash } from './security-headers';
import { escapeHtml, type RenderedShell } from './spa-shell';
import { criticalStylesheet } from './stylesheet-cut';
import type { CutStylesheet } from './stylesheet-cutter';

/**
 * The page with each of the template's inlined stylesheets cut to the rules its markup uses, and
 * marked with the whole stylesheet's address (`data-full`) for the loader to add once the largest
 * picture is drawn (ADR 067); with the hashes of the cut texts, which the page's CSP must name.
 * `cutStylesheet` is the server's cutter (a worker thread, ADR 101); in process by default.
 */
export async function withPageStylesheets(
  shell: RenderedShell,
  markup: string,
  sheets: readonly InlinedStylesheet[],
  cutStylesheet: CutStylesheet = criticalStylesheet,
): Promise<RenderedShell> {
  let html = shell.html;
  const hashes: string[] = [];
  for (const { href, css } of sheets) {
    // The template's element comes first (in the head), before any of the page's own markup.
    const whole = `<style>${css}</style>`;
    const at = html.indexOf(whole);
    if (at < 0) continue;
    const own = await cutStylesheet(markup, css);
    const cut = `<style data-full="${escapeHtml(href)}">${own}</style>`;
    html = `${html.slice(0, at)}${cut}${html.slice(at + whole.length)}`;
    hashes.push(styleHash(own));
  }
  return { ...shell, html, styleHashes: [...(shell.styleHashes ?? []), ...hashes] };
}
