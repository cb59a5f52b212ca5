import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryContent } from '../../../src/adapters/memory/memory-content.adapter';
import { DescribePage } from '../../../src/application/site/describe-page.use-case';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { contentNow, fixtureContent } from '../../support/content-fixture';

// A day before the fixture's first tenancy starts, so every let is sold in full (ADR 083).
const catalogue = new MemoryCatalogue(
  fixtureSlice,
  fixtureSettings,
  new ManualTime(Date.parse('2026-08-03T12:00:00Z')),
);
const describePage = new DescribePage(
  catalogue,
  new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow)),
);

describe('DescribePage', () => {
  it('describes the home page with the brand, cities and featured properties as initial data', async () => {
    const page = await describePage.run('/');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Test Living | Homes for students');
    expect(Object.keys(page.initialData).sort()).toEqual([
      'cities',
      'faqs',
      'featured',
      'offers',
      'posts::1',
      'settings',
    ]);
    expect(page.jsonLd).toMatchObject({ '@type': 'Organization', name: 'Test Living' });
  });

  it('describes a property with its name, city, description and breadcrumbs', async () => {
    const page = await describePage.run('/manchester/square-gardens');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Square Gardens, Manchester | Test Living');
    expect(page.description).toContain('A calm building.');
    expect(page.canonicalPath).toBe('/manchester/square-gardens');
    expect(page.image).toBe('/media/00000000-0000-4000-8000-00000000a002/large.webp');
    expect(page.heading).toBe('Square Gardens');
    expect(page.initialData['property:manchester/square-gardens']).toMatchObject({ id: 'square-gardens' });
    expect(page.jsonLd).toMatchObject({
      '@type': 'LodgingBusiness',
      name: 'Square Gardens',
      address: { postalCode: 'M1 7HL' },
    });
  });

  it('describes a room type with its starting price', async () => {
    const page = await describePage.run('/manchester/square-gardens/classic-studio');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Classic Studio at Square Gardens, Manchester | Test Living');
    expect(page.description).toContain('from £249 per week, £12,699 for 51 weeks, no fees');
  });

  it('offers each let of a room in its JSON-LD at the price paid for it in all, the weekly rent as its unit price', async () => {
    const page = await describePage.run('/manchester/square-gardens/classic-studio');
    const offers = (page.jsonLd as { offers: Record<string, unknown>[] }).offers;
    expect(offers).toEqual([
      {
        '@type': 'Offer',
        name: '2026/27, 44 weeks',
        price: 11660,
        priceCurrency: 'GBP',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 265,
          priceCurrency: 'GBP',
          unitCode: 'WEE',
          unitText: 'week',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
        },
        eligibleDuration: { '@type': 'QuantitativeValue', value: 44, unitCode: 'WEE' },
        availability: 'https://schema.org/InStock',
      },
      expect.objectContaining({ name: '2026/27, 51 weeks', price: 12699 }),
      expect.objectContaining({ name: '2027/28, 51 weeks', price: 13209 }),
    ]);
  });

  it('gives a residence’s JSON-LD price range and its description the total beside the weekly price', async () => {
    const page = await describePage.run('/manchester/square-gardens');
    expect(page.jsonLd).toMatchObject({ priceRange: 'from £199 per week, £8,756 for 44 weeks, no fees' });
    const city = await describePage.run('/manchester');
    expect(city.description).toContain('from £199 per week, £8,756 for 44 weeks, no fees');
  });

  it('describes the city and city listing pages', async () => {
    expect((await describePage.run('/manchester')).title).toBe('Student accommodation in Manchester | Test Living');
    expect((await describePage.run('/city-listing')).initialData).toHaveProperty('cities');
  });

  it.each([
    '/atlantis',
    '/manchester/no-such-place',
    '/manchester/square-gardens/no-room',
    '/no/such/path/here',
    '/404',
  ])('answers %s with 404 and the Not Found page', async (path) => {
    const page = await describePage.run(path);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found | Test Living');
    expect(page.initialData).toHaveProperty('cities');
  });

  it('describes a content page by its slug, when no city has that slug', async () => {
    const page = await describePage.run('/about-us');
    expect(page).toMatchObject({
      page: 'content-page',
      status: 200,
      title: 'About us | Test Living',
      heading: 'About us',
    });
    expect(page.initialData['page:about-us']).toMatchObject({ slug: 'about-us' });
    expect(page.jsonLd).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('marks the pages that hold enquiry forms, with the residences their lists offer', async () => {
    const about = await describePage.run('/about-us');
    expect(about.forms).toEqual(['contact']);
    expect(about.initialData['property-options']).toEqual(await catalogue.listPropertyOptions());
    const offers = await describePage.run('/offers');
    expect(offers.forms).toEqual(['offer']);
    expect(offers.initialData).toHaveProperty(['property-options']);
    for (const path of ['/', '/manchester', '/faqs', '/atlantis']) {
      const page = await describePage.run(path);
      expect(page.forms ?? []).toEqual([]);
      expect(page.initialData).not.toHaveProperty(['property-options']);
    }
  });

  it('answers an unknown single segment with 404, telling the browser both the city and the page are missing', async () => {
    const page = await describePage.run('/atlantis');
    expect(page.status).toBe(404);
    expect(page.initialData).toMatchObject({ 'city:atlantis': null, 'page:atlantis': null });
  });

  it.each([
    ['/student-life-at-downing', '/student-life'],
    ['/downing-rebook', '/rebook'],
  ])('sends %s on to %s with a permanent redirect', async (from, to) => {
    expect(await describePage.run(from)).toMatchObject({ status: 301, location: to });
  });

  it('describes a blog post with its BlogPosting and breadcrumbs', async () => {
    const page = await describePage.run('/blog/budgeting-basics');
    expect(page).toMatchObject({ page: 'blog-post', status: 200, canonicalPath: '/blog/budgeting-basics' });
    expect(page.jsonLd).toMatchObject({
      '@graph': [{ '@type': 'BlogPosting', headline: 'budgeting basics' }, { '@type': 'BreadcrumbList' }],
    });
    expect((await describePage.run('/blog/winter-news')).status).toBe(404); // not published yet
  });

  it('describes the blog listing for the page and category in the query, and 404s past the last page', async () => {
    const first = await describePage.run('/blog-listing');
    expect(first).toMatchObject({ status: 200, canonicalPath: '/blog-listing', heading: 'Blog' });
    expect(first.initialData).toHaveProperty(['posts::1']);
    const money = await describePage.run('/blog-listing', '?category=Money');
    expect(money).toMatchObject({ status: 200, canonicalPath: '/blog-listing?category=Money', heading: 'Money' });
    expect((await describePage.run('/blog-listing', '?page=9')).status).toBe(404);
    expect((await describePage.run('/blog-listing', '?category=Nothing')).status).toBe(404);
  });

  it('describes the FAQs with FAQPage structured data of the general questions', async () => {
    const page = await describePage.run('/faqs');
    expect(page.status).toBe(200);
    expect((page.jsonLd as { mainEntity: unknown[] }).mainEntity).toHaveLength(6);
    expect(page.initialData).toHaveProperty('faqs');
  });

  it('describes the offers page with the current offers, and gives a property page its offers and FAQs', async () => {
    const offers = await describePage.run('/offers');
    expect(offers.description).toContain('refer a friend');
    const property = await describePage.run('/manchester/square-gardens');
    expect(property.initialData).toHaveProperty('offers');
    expect(property.initialData).toHaveProperty('faqs');
  });

  it("describes the compare page, with a share link's items (live, in the order named) as initial data", async () => {
    const own = await describePage.run('/compare');
    expect(own).toMatchObject({ page: 'compare', status: 200, canonicalPath: '/compare' });
    expect(Object.keys(own.initialData).sort()).toEqual(['cities', 'settings']);
    const property = await catalogue.getProperty('manchester', 'square-gardens');
    const ids = [property?._id ?? '', 'not-a-real-id'];
    const shared = await describePage.run('/compare', `?properties=${ids.join(',')}`);
    expect(shared.initialData[`properties:${ids.join(',')}`]).toEqual([property]);
  });

  it('describes booking a viewing at a property named by its slug, with the property as initial data', async () => {
    const page = await describePage.run('/book-a-viewing/square-gardens');
    expect(page).toMatchObject({
      page: 'book-a-viewing',
      status: 200,
      title: 'Book a viewing at Square Gardens, Manchester | Test Living',
      heading: 'Book a viewing at Square Gardens',
      canonicalPath: '/book-a-viewing/square-gardens',
      image: '/media/00000000-0000-4000-8000-00000000a002/large.webp',
    });
    expect(page.private).toBeFalsy();
    expect(page.description).toContain('in person or by video call');
    expect(page.initialData['property-by-slug:square-gardens']).toEqual(
      await catalogue.getProperty('manchester', 'square-gardens'),
    );
    expect(page.jsonLd).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers booking a viewing at an unknown property with 404, telling the browser it is missing', async () => {
    const page = await describePage.run('/book-a-viewing/no-such-place');
    expect(page).toMatchObject({ page: 'not-found', status: 404 });
    expect(page.initialData).toMatchObject({ 'property-by-slug:no-such-place': null });
  });

  it('describes the viewing detail page as private, whatever its query, with no booking in it', async () => {
    const page = await describePage.run('/viewing-detail', '?ref=VW-7K3P9Q&token=secret');
    expect(page).toMatchObject({
      page: 'viewing-detail',
      status: 200,
      private: true,
      title: 'Your viewing | Test Living',
      canonicalPath: '/viewing-detail',
    });
    expect(Object.keys(page.initialData).sort()).toEqual(['cities', 'settings']);
  });

  it('describes the favourites page and the room finder at any step', async () => {
    expect(await describePage.run('/favourite')).toMatchObject({ page: 'favourites', status: 200 });
    expect(await describePage.run('/find-your-room/preferences')).toMatchObject({
      page: 'room-finder',
      status: 200,
      canonicalPath: '/find-your-room/city',
      title: 'Find your room | Test Living',
    });
  });
});
