import Beasties from 'beasties';

/**
 * A page's own rules (ADR 067): the stylesheet cut by Beasties to the rules whose selectors match
 * the page's markup (their `:hover` and other states, the media queries and keyframes they use, and
 * every rule of `:root`, `html` and `body`). Only the stylesheet is taken from Beasties' answer:
 * the page is sent as it was rendered, never as Beasties serialises it again. This module is what
 * the cutting worker (stylesheet-cut.worker.ts, ADR 101) runs, and the server runs in process
 * when there is no worker.
 */
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: true,
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  logLevel: 'silent',
});

/** The style elements of Beasties' answer; a text inside one cannot hold `</style` (it would have ended it). */
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The rules of `css` that `markup` (the page's render, inside the template's `#root`) uses, in the
 * states it can take without the app: under the class the head's script puts on <html> (ADR 067),
 * and with every <details> open (a visitor opens one without the app).
 */
export async function criticalStylesheet(markup: string, css: string): Promise<string> {
  if (/<\/style/i.test(css)) throw new Error('the stylesheet holds "</style", which would end its <style> element');
  const opened = markup.replace(/<details\b/g, '<details open');
  const page = await beasties.process(
    `<!doctype html><html class="pictures-later"><head><style>${css}</style></head><body><div id="root">${opened}</div></body></html>`,
  );
  return [...page.matchAll(styleElement)].map(([, text = '']) => text).join('');
}
