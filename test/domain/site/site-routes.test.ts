import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchSiteRoute, permanentRedirects, sitePath } from '../../../src/domain/site/site-routes';

describe('matchSiteRoute', () => {
  it.each([
    ['/', { name: 'home' }],
    ['/city-listing', { name: 'city-listing' }],
    ['/offers', { name: 'offers' }],
    ['/faqs/', { name: 'faqs' }],
    ['/blog-listing', { name: 'blog-listing' }],
    ['/blog/moving-in-checklist', { name: 'blog-post', slug: 'moving-in-checklist' }],
    ['/blog', { name: 'not-found' }],
    ['/blog/a/b', { name: 'not-found' }],
    ['/manchester', { name: 'city-or-page', slug: 'manchester' }],
    ['/about-us', { name: 'city-or-page', slug: 'about-us' }],
    ['/manchester/', { name: 'city-or-page', slug: 'manchester' }],
    ['/manchester/square-gardens', { name: 'property', cityId: 'manchester', propertyId: 'square-gardens' }],
    [
      '/manchester/square-gardens/classic-studio',
      { name: 'room', cityId: 'manchester', propertyId: 'square-gardens', roomId: 'classic-studio' },
    ],
    ['/student-life-at-downing', { name: 'redirect', to: '/student-life' }],
    ['/downing-rebook', { name: 'redirect', to: '/rebook' }],
    ['/404', { name: 'not-found' }],
    ['/no/such/path/here', { name: 'not-found' }],
    ['/Manchester', { name: 'not-found' }],
    ['/manchester/square gardens', { name: 'not-found' }],
    ['/api', { name: 'not-found' }],
    ['/assets', { name: 'not-found' }],
    ['/login', { name: 'login' }],
    ['/login/', { name: 'login' }],
    ['/login/x', { name: 'not-found' }],
    ['/account', { name: 'account' }],
    ['/account/', { name: 'account' }],
    ['/compare', { name: 'compare' }],
    ['/compare/', { name: 'compare' }],
    ['/compare/extra', { name: 'not-found' }],
    ['/favourite', { name: 'favourites' }],
    ['/find-your-room', { name: 'room-finder', step: 'city' }],
    ['/find-your-room/contact', { name: 'room-finder', step: 'contact' }],
    // An unknown step is the room finder's to resolve (to the first step still to do).
    ['/find-your-room/banana', { name: 'room-finder', step: 'banana' }],
    ['/find-your-room/a/b', { name: 'not-found' }],
    ['/book-a-viewing/square-gardens', { name: 'book-a-viewing', propertySlug: 'square-gardens' }],
    ['/book-a-viewing/square-gardens/', { name: 'book-a-viewing', propertySlug: 'square-gardens' }],
    ['/book-a-viewing', { name: 'not-found' }],
    ['/book-a-viewing/Square-Gardens', { name: 'not-found' }],
    ['/book-a-viewing/square-gardens/extra', { name: 'not-found' }],
    ['/viewing-detail', { name: 'viewing-detail' }],
    ['/viewing-detail/VW-7K3P9Q', { name: 'not-found' }],
  ])('%s is %j', (path, route) => {
    expect(matchSiteRoute(path)).toEqual(route);
  });

  it('redirects only to pages that are themselves routes', () => {
    for (const to of Object.values(permanentRedirects)) {
      expect(matchSiteRoute(to).name).toBe('city-or-page');
    }
  });

  it('finds every route again from the path it builds', () => {
    const reserved = [
      ...['api', 'assets', 'media', 'city-listing', 'offers', 'faqs', 'blog-listing', 'blog', 'account', 'login'],
      ...['compare', 'favourite', 'find-your-room', 'book-a-viewing', 'viewing-detail', 'reserve', 'downing-rebook'],
    ];
    const slug = fc
      .stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,3}$/)
      .filter((s) => !reserved.includes(s) && s !== '404');
    const route = fc.oneof(
      fc.constant({ name: 'home' as const }),
      fc.constant({ name: 'city-listing' as const }),
      fc.constant({ name: 'offers' as const }),
      fc.constant({ name: 'faqs' as const }),
      fc.constant({ name: 'blog-listing' as const }),
      fc.constant({ name: 'compare' as const }),
      fc.constant({ name: 'favourites' as const }),
      fc.constant({ name: 'viewing-detail' as const }),
      fc.constant({ name: 'reserve' as const }),
      fc.constant({ name: 'login' as const }),
      fc.constant({ name: 'account' as const }),
      slug.map((propertySlug) => ({ name: 'book-a-viewing' as const, propertySlug })),
      slug.map((step) => ({ name: 'room-finder' as const, step })),
      slug.map((s) => ({ name: 'blog-post' as const, slug: s })),
      slug.map((s) => ({ name: 'city-or-page' as const, slug: s })),
      fc.tuple(slug, slug).map(([cityId, propertyId]) => ({ name: 'property' as const, cityId, propertyId })),
      fc
        .tuple(slug, slug, slug)
        .map(([cityId, propertyId, roomId]) => ({ name: 'room' as const, cityId, propertyId, roomId })),
    );
    fc.assert(
      fc.property(route, (r) => {
        expect(matchSiteRoute(sitePath(r))).toEqual(r);
      }),
    );
  });
});
