// Every path of spec section 2 with the demo operator's slugs: the status the server answers, the
// title and main heading the visitor sees, no console error and no axe violation of any impact.
import AxeBuilder from '@axe-core/playwright';
import { BRAND, expect, sharedPage, test } from './helpers';

interface RouteCase {
  readonly path: string;
  readonly status: 200 | 301 | 404;
  /** The title after any redirect, without the " | brand" suffix. */
  readonly title: string | RegExp;
  readonly heading: string | RegExp;
  /** Where a 301 lands. */
  readonly location?: string;
}

const page = (path: string, title: string, heading = title): RouteCase => ({ path, status: 200, title, heading });
const notFound = (path: string): RouteCase => ({
  path,
  status: 404,
  title: 'Page not found',
  heading: 'We couldn’t find that page',
});

const specRoutes: readonly RouteCase[] = [
  {
    path: '/',
    status: 200,
    title: /^Ember & Oak Student Living \| /,
    heading: 'Student homes near your university, bills included',
  },
  page('/manchester', 'Student accommodation in Manchester'),
  page('/manchester/square-gardens', 'Square Gardens, Manchester', 'Square Gardens'),
  page(
    '/manchester/square-gardens/courtyard-studio',
    'Courtyard Studio at Square Gardens, Manchester',
    'Courtyard Studio',
  ),
  {
    path: '/student-life-at-downing',
    status: 301,
    location: '/student-life',
    title: 'Student life with Ember & Oak',
    heading: 'Student life with Ember & Oak',
  },
  page('/about-us', 'About Ember & Oak'),
  page('/parent', 'Information for parents and guardians'),
  page('/agent', 'For education agents'),
  page('/friend', 'Refer a friend'),
  {
    path: '/downing-rebook',
    status: 301,
    location: '/rebook',
    title: 'Rebook for next year',
    heading: 'Rebook for next year',
  },
  page('/support', 'Help and support for residents'),
  page('/group-booking', 'Group bookings'),
  page('/contact-us', 'Contact us'),
  page('/offers', 'Offers on student rooms', 'Offers'),
  page('/faqs', 'Frequently asked questions'),
  page('/blog-listing', 'Guides and news', 'Blog'),
  page('/blog/budgeting-your-first-year', 'How to budget your first year at uni (without living on beans)'),
  page('/city-listing', 'Student accommodation by city', 'Our cities'),
  page('/privacy-policy', 'Privacy policy'),
  page('/cookie-policy', 'Cookie policy'),
  page('/terms-and-conditions', 'Terms and conditions'),
  page('/summer-stays', 'Summer stays'),
  page('/university', 'For universities and colleges'),
  page('/wellness-welfare', 'Wellbeing and welfare'),
  page('/special-needs', 'Accessibility and additional needs'),
  page('/compare', 'Compare residences side by side', 'Compare residences'),
  page('/favourite', 'Your favourites'),
  {
    path: '/find-your-room/city',
    status: 200,
    title: /^(City \| )?Find your room \| Ember & Oak Student Living$/,
    heading: 'Find your room',
  },
  page(
    '/book-a-viewing/square-gardens',
    'Book a viewing at Square Gardens, Manchester',
    'Book a viewing at Square Gardens',
  ),
  page('/viewing-detail', 'Your viewing'),
  notFound('/book-a-viewing/no-such-place'),
  notFound('/404'),
  notFound('/no/such/path/here'),
  notFound('/manchester/no-such-place'),
  notFound('/blog/no-such-post'),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titlePattern = (title: string | RegExp) =>
  typeof title === 'string' ? new RegExp(`^${escapeRegExp(title)}( \\(.*\\))? \\| ${escapeRegExp(BRAND)}`) : title;

test.describe('every route of the spec', () => {
  const shared = sharedPage();
  const errors: string[] = [];
  test.beforeAll(() => {
    shared().on('console', (m) => {
      // The browser logs the 404 document itself; anything else is a fault.
      if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
    });
    shared().on('pageerror', (e) => errors.push(e.message));
  });

  for (const route of specRoutes) {
    test(`${route.path} answers ${route.status}`, async ({ request }) => {
      const first = await request.get(route.path, { maxRedirects: 0 });
      expect(first.status()).toBe(route.status);
      if (route.status === 301) expect(first.headers().location).toBe(route.location);
      if (route.status !== 301) expect(first.headers()['content-type']).toContain('text/html');

      errors.length = 0;
      const p = shared();
      await p.goto(route.path);
      if (route.location) await expect(p).toHaveURL(new RegExp(`${escapeRegExp(route.location)}$`));
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(p).toHaveTitle(titlePattern(route.title));
      await expect(p.locator('[aria-busy="true"]')).toHaveCount(0);
      const axe = await new AxeBuilder({ page: p }).analyze();
      expect(
        axe.violations.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `axe on ${route.path}`,
      ).toEqual([]);
      expect(errors, `console errors on ${route.path}`).toEqual([]);
    });
  }
});
