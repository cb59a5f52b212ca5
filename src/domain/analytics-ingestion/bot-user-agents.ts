import { createIsbotFromList, list } from 'isbot';

/**
 * Whether a user agent names itself a crawler, a link previewer or a monitor: their page views are
 * not visitors'. isbot's maintained list of self-declared bots (search engines, AI crawlers, link
 * previewers, Lighthouse, WebPageTest, synthetic monitors), less its "headless" entry:
 * HeadlessChrome is how our own end-to-end tests, and some real tools, browse. A bot that dresses
 * as a browser is not found by its name.
 */
export const isBot: (userAgent: string) => boolean = createIsbotFromList(
  list.filter((pattern) => pattern !== 'headless'),
);
