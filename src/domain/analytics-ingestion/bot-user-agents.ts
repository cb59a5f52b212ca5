/**
 * Whether a user agent names itself a crawler, a link previewer or a monitor: their page views are
 * not visitors'. Only self-declared ones: a bot that dresses as a browser is not found by its
 * name. Headless browsers are not dropped by that name alone (HeadlessChrome is how our own
 * end-to-end tests, and some real tools, browse); Lighthouse, WebPageTest (PTST) and synthetic
 * monitors are, since they measure the site rather than use it.
 */
const botPattern = new RegExp(
  [
    // Googlebot, bingbot, AhrefsBot, GPTBot, UptimeRobot, Pingdom.com_bot, … but not a CUBOT phone.
    '(?<!cu)bot(?![a-z])',
    'crawler',
    'spider',
    'slurp',
    'facebookexternalhit',
    'ia_archiver',
    'google-inspectiontool',
    'mediapartners-google',
    'feedfetcher',
    'chrome-lighthouse',
    '\\bptst/',
    'gtmetrix',
    'statuscake',
    'site24x7',
    'datadogsynthetics',
    'newrelicpinger',
    'pingdom',
  ].join('|'),
  'i',
);

export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent);
}
