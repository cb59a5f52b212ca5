/**
 * The site's routes as data, shared by the browser router and the server that answers first
 * loads (status, title, initial data). Paths follow spec section 2.
 */

export type SiteRoute =
  | { readonly name: 'home' }
  | { readonly name: 'city-listing' }
  | { readonly name: 'offers' }
  | { readonly name: 'faqs' }
  | { readonly name: 'blog-listing' }
  | { readonly name: 'blog-post'; readonly slug: string }
  /** The compare page: the visitor's lists, or the ones a share link names in its query. */
  | { readonly name: 'compare' }
  | { readonly name: 'favourites' }
  /** The room finder at one of its steps (any slug: the room finder sends an unknown one to the right step). */
  | { readonly name: 'room-finder'; readonly step: string }
  /** Booking a viewing at a property, named by its slug alone (property slugs are unique site-wide). */
  | { readonly name: 'book-a-viewing'; readonly propertySlug: string }
  /** A booked viewing, seen, moved or cancelled through the secret link in its e-mail (`?ref=…&token=…`). */
  | { readonly name: 'viewing-detail' }
  /** Reserving a room (`?option=…` to start, `?ref=…&token=…` for a reservation): issue 20. */
  | { readonly name: 'reserve' }
  /** One segment: a city when one has that slug, otherwise a content page (about-us, parent…). */
  | { readonly name: 'city-or-page'; readonly slug: string }
  | { readonly name: 'property'; readonly cityId: string; readonly propertyId: string }
  | { readonly name: 'room'; readonly cityId: string; readonly propertyId: string; readonly roomId: string }
  /** Signing in without a password (issue 20, ADR 053): `?next=` the page to return to, `?token=` an e-mailed link. */
  | { readonly name: 'login' }
  /** The protected group (/account and under it): the browser's guard decides (ADR 053). */
  | { readonly name: 'account' }
  | { readonly name: 'redirect'; readonly to: string }
  | { readonly name: 'not-found' };

/** wouter patterns, in the order they are tried. */
export const routePatterns = {
  home: '/',
  cityListing: '/city-listing',
  offers: '/offers',
  faqs: '/faqs',
  blogListing: '/blog-listing',
  blogPost: '/blog/:slug',
  notFound: '/404',
  compare: '/compare',
  favourites: '/favourite',
  roomFinder: '/find-your-room/:step?',
  bookViewing: '/book-a-viewing/:propertySlug',
  viewingDetail: '/viewing-detail',
  reserve: '/reserve',
  /** The protected group (spec sections 2 and 6): no routes yet; without a token it goes to login. */
  account: '/account',
  login: '/login',
  cityOrPage: '/:cityId',
  property: '/:cityId/:propertyId',
  room: '/:cityId/:propertyId/:roomId',
} as const;

/** Old addresses of the site Digs replaces, answered with a permanent redirect. */
export const permanentRedirects: Readonly<Record<string, string>> = {
  '/student-life-at-downing': '/student-life',
  '/downing-rebook': '/rebook',
};

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** First path segments that are never a city or a content page. */
export const reservedSegments: ReadonlySet<string> = new Set([
  '404',
  'api',
  'assets',
  'media',
  'city-listing',
  'offers',
  'faqs',
  'blog-listing',
  'blog',
  'account',
  'login',
  // The operator console (issue 18), answered by the server's /admin shell.
  'admin',
  // Routes of spec section 2 matched above.
  'compare',
  'favourite',
  'find-your-room',
  'book-a-viewing',
  'viewing-detail',
  'reserve',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
]);

/** The operator console (issue 18): /admin and everything under it, a route group of its own. */
export function isConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function isSlug(value: string): boolean {
  return value.length <= 80 && slugPattern.test(value);
}

function trimPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function matchSiteRoute(pathname: string): SiteRoute {
  const trimmed = trimPath(pathname);
  if (trimmed === '/' || trimmed === '') return { name: 'home' };
  const redirect = permanentRedirects[trimmed];
  if (redirect) return { name: 'redirect', to: redirect };
  if (trimmed === routePatterns.cityListing) return { name: 'city-listing' };
  if (trimmed === routePatterns.offers) return { name: 'offers' };
  if (trimmed === routePatterns.faqs) return { name: 'faqs' };
  if (trimmed === routePatterns.blogListing) return { name: 'blog-listing' };
  if (trimmed === routePatterns.compare) return { name: 'compare' };
  if (trimmed === routePatterns.favourites) return { name: 'favourites' };
  if (trimmed === '/find-your-room') return { name: 'room-finder', step: 'city' };
  if (trimmed === routePatterns.viewingDetail) return { name: 'viewing-detail' };
  if (trimmed === routePatterns.reserve) return { name: 'reserve' };
  if (trimmed === routePatterns.login) return { name: 'login' };
  if (trimmed === routePatterns.account) return { name: 'account' };
  const segments = trimmed.slice(1).split('/');
  if (!segments.every(isSlug)) return { name: 'not-found' };
  const [first, second, third, ...rest] = segments;
  if (first === 'blog')
    return second && third === undefined ? { name: 'blog-post', slug: second } : { name: 'not-found' };
  if (first === 'find-your-room')
    return second && third === undefined ? { name: 'room-finder', step: second } : { name: 'not-found' };
  if (first === 'book-a-viewing')
    return second && third === undefined ? { name: 'book-a-viewing', propertySlug: second } : { name: 'not-found' };
  if (rest.length > 0 || !first || reservedSegments.has(first)) return { name: 'not-found' };
  if (second === undefined) return { name: 'city-or-page', slug: first };
  if (third === undefined) return { name: 'property', cityId: first, propertyId: second };
  return { name: 'room', cityId: first, propertyId: second, roomId: third };
}

export function sitePath(route: SiteRoute): string {
  switch (route.name) {
    case 'home':
      return '/';
    case 'city-listing':
      return routePatterns.cityListing;
    case 'offers':
      return routePatterns.offers;
    case 'faqs':
      return routePatterns.faqs;
    case 'blog-listing':
      return routePatterns.blogListing;
    case 'blog-post':
      return `/blog/${route.slug}`;
    case 'compare':
      return routePatterns.compare;
    case 'favourites':
      return routePatterns.favourites;
    case 'room-finder':
      return `/find-your-room/${route.step}`;
    case 'book-a-viewing':
      return `/book-a-viewing/${route.propertySlug}`;
    case 'viewing-detail':
      return routePatterns.viewingDetail;
    case 'reserve':
      return routePatterns.reserve;
    case 'city-or-page':
      return `/${route.slug}`;
    case 'property':
      return `/${route.cityId}/${route.propertyId}`;
    case 'room':
      return `/${route.cityId}/${route.propertyId}/${route.roomId}`;
    case 'login':
      return routePatterns.login;
    case 'account':
      return routePatterns.account;
    case 'redirect':
      return route.to;
    case 'not-found':
      return routePatterns.notFound;
  }
}
