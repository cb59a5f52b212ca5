import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchSiteRoute, sitePath } from '../../../src/domain/site/site-routes';

describe('matchSiteRoute', () => {
  it.each([
    ['/', { name: 'home' }],
    ['/city-listing', { name: 'city-listing' }],
    ['/manchester', { name: 'city', cityId: 'manchester' }],
    ['/manchester/', { name: 'city', cityId: 'manchester' }],
    ['/manchester/square-gardens', { name: 'property', cityId: 'manchester', propertyId: 'square-gardens' }],
    [
      '/manchester/square-gardens/classic-studio',
      { name: 'room', cityId: 'manchester', propertyId: 'square-gardens', roomId: 'classic-studio' },
    ],
    ['/404', { name: 'not-found' }],
    ['/no/such/path/here', { name: 'not-found' }],
    ['/Manchester', { name: 'not-found' }],
    ['/manchester/square gardens', { name: 'not-found' }],
    ['/api', { name: 'not-found' }],
    ['/assets', { name: 'not-found' }],
  ])('%s is %j', (path, route) => {
    expect(matchSiteRoute(path)).toEqual(route);
  });

  it('finds every route again from the path it builds', () => {
    const slug = fc
      .stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,3}$/)
      .filter((s) => !['api', 'assets', 'media', 'city-listing'].includes(s) && !/^\d+$/.test(s));
    const route = fc.oneof(
      fc.constant({ name: 'home' as const }),
      fc.constant({ name: 'city-listing' as const }),
      slug.map((cityId) => ({ name: 'city' as const, cityId })),
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
