import { escapeHtml } from './spa-shell';

/**
 * The operator console's page (issue 18): the built index.html with nothing of the site's in it,
 * for every /admin address. The browser renders the console (no server render, no data); the page
 * is never indexed (the meta tag here, X-Robots-Tag on the answer) and never kept by any cache.
 * `modules` are the console's chunks, preloaded by the boot script as a page's are (ADR 013).
 */
export function consoleShell(template: string, modules: readonly string[]): string {
  const head = [
    '<title>Console | Digs</title>',
    '<meta name="robots" content="noindex">',
    ...(modules.length ? [`<meta name="digs-modules" content="${escapeHtml(modules.join(' '))}">`] : []),
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('<!--app-head-->', () => head)
    .replace(
      '<!--app-html-->',
      () => '<main class="shell-fallback"><h1>Digs console</h1><p>The console needs JavaScript. Loading…</p></main>',
    )
    .replace('<!--app-data-->', '');
}
