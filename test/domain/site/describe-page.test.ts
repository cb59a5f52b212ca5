import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { DescribePage } from '../../../src/domain/site/describe-page.use-case';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';

const describePage = new DescribePage(new MemoryCatalogue(fixtureSlice, fixtureSettings));

describe('DescribePage', () => {
  it('describes the home page with the brand, cities and featured properties as initial data', async () => {
    const page = await describePage.run('/');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Test Living | Homes for students');
    expect(Object.keys(page.initialData).sort()).toEqual(['cities', 'featured', 'settings']);
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
    expect(page.description).toContain('from £249 per week');
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
});
