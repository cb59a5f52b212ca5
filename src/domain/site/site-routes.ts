/**
 * The site's routes as data, shared by the browser router and the server that answers first
 * loads (status, title, initial data). Paths follow spec section 2.
 */

export type SiteRoute =
  | { readonly name: 'home' }
  | { readonly name: 'city-listing' }
  | { readonly name: 'city'; readonly cityId: string }
  | { readonly name: 'property'; readonly cityId: string; readonly propertyId: string }
  | { readonly name: 'room'; readonly cityId: string; readonly propertyId: string; readonly roomId: string }
  | { readonly name: 'not-found' };

/** wouter patterns, in the order they are tried. */
export const routePatterns = {
  home: '/',
  cityListing: '/city-listing',
  notFound: '/404',
  city: '/:cityId',
  property: '/:cityId/:propertyId',
  room: '/:cityId/:propertyId/:roomId',
} as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** First path segments that are never a city. */
const reserved = new Set(['404', 'api', 'assets', 'media', 'city-listing', 'favicon.ico', 'robots.txt', 'sitemap.xml']);

export function isSlug(value: string): boolean {
  return value.length <= 80 && slugPattern.test(value);
}

export function matchSiteRoute(pathname: string): SiteRoute {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/' || trimmed === '') return { name: 'home' };
  if (trimmed === routePatterns.cityListing) return { name: 'city-listing' };
  const segments = trimmed.slice(1).split('/');
  const [cityId, propertyId, roomId, ...rest] = segments;
  if (rest.length > 0 || !cityId || reserved.has(cityId) || !segments.every(isSlug)) return { name: 'not-found' };
  if (propertyId === undefined) return { name: 'city', cityId };
  if (roomId === undefined) return { name: 'property', cityId, propertyId };
  return { name: 'room', cityId, propertyId, roomId };
}

export function sitePath(route: SiteRoute): string {
  switch (route.name) {
    case 'home':
      return '/';
    case 'city-listing':
      return routePatterns.cityListing;
    case 'city':
      return `/${route.cityId}`;
    case 'property':
      return `/${route.cityId}/${route.propertyId}`;
    case 'room':
      return `/${route.cityId}/${route.propertyId}/${route.roomId}`;
    case 'not-found':
      return routePatterns.notFound;
  }
}
