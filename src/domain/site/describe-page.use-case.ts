import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { CitySummary, Media, SiteSettings } from '../catalogue/catalogue';
import { catalogueKey } from '../catalogue/catalogue-keys';
import { billingPeriod, currencySymbol, formatPrice } from '../pricing/price-format';
import { matchSiteRoute } from './site-routes';

/** What the server needs to answer a first load of a page: status, head tags and initial data. */
export interface PageDescription {
  /** Which page renders it (the UI's page module of the same name). */
  readonly page: 'home' | 'city-listing' | 'city' | 'property' | 'room-type' | 'not-found';
  readonly status: 200 | 404;
  readonly title: string;
  readonly description: string;
  readonly canonicalPath: string;
  readonly image: string | null;
  readonly heading: string;
  readonly jsonLd: Readonly<Record<string, unknown>> | null;
  readonly initialData: Readonly<Record<string, unknown>>;
}

const clip = (text: string, max = 158) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

const largeImage = (media: readonly Media[]) => media[0]?.formats.large.url ?? null;

function fromPrice(doc: {
  room_starting_price: number | null;
  room_starting_price_billing_frequency: string | null;
  room_starting_price_currency: string | null;
}) {
  const price = formatPrice(doc.room_starting_price);
  return price === ''
    ? ''
    : `from ${currencySymbol(doc.room_starting_price_currency)}${price} per ${billingPeriod(doc.room_starting_price_billing_frequency)}`;
}

function breadcrumbs(items: readonly [string, string][]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: path })),
  };
}

/** Describes the page at a path from the catalogue: the use case behind every first load. */
export class DescribePage {
  constructor(private readonly catalogue: CatalogueReader) {}

  async run(pathname: string): Promise<PageDescription> {
    const route = matchSiteRoute(pathname);
    // Every page shows the brand and the cities (header and footer), so every page gets them.
    const [settings, cities] = await Promise.all([this.catalogue.getSiteSettings(), this.catalogue.listCities()]);
    const brand = settings.brand_name;
    const base = { [catalogueKey.settings()]: settings, [catalogueKey.cities()]: cities };

    switch (route.name) {
      case 'home': {
        const [cities, featured] = await Promise.all([
          this.catalogue.listCities(),
          this.catalogue.listFeaturedProperties(),
        ]);
        return {
          page: 'home',
          status: 200,
          title: `${brand} | ${settings.tagline}`,
          description: clip(
            `${settings.tagline}. Student rooms, studios and en-suites in ${listNames(cities)}. Compare rooms, book a viewing and move in with bills included.`,
          ),
          canonicalPath: '/',
          image: largeImage(featured[0]?.media_gallery ?? []),
          heading: brand,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: brand,
            email: settings.support_email,
            telephone: settings.phone,
          },
          initialData: { ...base, [catalogueKey.featured()]: featured },
        };
      }
      case 'city-listing': {
        return {
          page: 'city-listing',
          status: 200,
          title: `Student accommodation by city | ${brand}`,
          description: clip(
            `Find student accommodation in ${listNames(cities)}: halls near every university, prices per week and rooms still available.`,
          ),
          canonicalPath: '/city-listing',
          image: largeImage(cities[0]?.media ?? []),
          heading: 'Our cities',
          jsonLd: null,
          initialData: base,
        };
      }
      case 'city': {
        const city = await this.catalogue.getCity(route.cityId);
        if (!city) return this.notFound(settings, { ...base, [catalogueKey.city(route.cityId)]: null });
        const price = fromPrice(city);
        return {
          page: 'city',
          status: 200,
          title: `Student accommodation in ${city.name} | ${brand}`,
          description: clip(
            `${city.property_count} student residences in ${city.name}${price ? `, ${price}` : ''}. ${city.intro}`,
          ),
          canonicalPath: `/${city.id}`,
          image: largeImage(city.media),
          heading: `Student accommodation in ${city.name}`,
          jsonLd: {
            '@context': 'https://schema.org',
            ...breadcrumbs([
              [brand, '/'],
              [city.name, `/${city.id}`],
            ]),
          },
          initialData: { ...base, [catalogueKey.city(city.id)]: city },
        };
      }
      case 'property': {
        const property = await this.catalogue.getProperty(route.cityId, route.propertyId);
        if (!property)
          return this.notFound(settings, { ...base, [catalogueKey.property(route.cityId, route.propertyId)]: null });
        const path = `/${property.city_id}/${property.id}`;
        return {
          page: 'property',
          status: 200,
          title: `${property.name}, ${property.city_name} | ${brand}`,
          description: clip(`${property.description}`),
          canonicalPath: path,
          image: largeImage(property.media_gallery),
          heading: property.name,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'LodgingBusiness',
            name: property.name,
            description: clip(property.description, 300),
            address: {
              '@type': 'PostalAddress',
              streetAddress: property.address.line1,
              addressLocality: property.address.city,
              postalCode: property.address.postcode,
              addressCountry: 'GB',
            },
            geo: { '@type': 'GeoCoordinates', latitude: property.geo.lat, longitude: property.geo.lng },
            amenityFeature: property.amenities.map((name) => ({
              '@type': 'LocationFeatureSpecification',
              name,
              value: true,
            })),
            ...(property.room_starting_price !== null ? { priceRange: `${fromPrice(property)}` } : {}),
          },
          initialData: { ...base, [catalogueKey.property(property.city_id, property.id)]: property },
        };
      }
      case 'room': {
        const room = await this.catalogue.getRoomType(route.cityId, route.propertyId, route.roomId);
        if (!room) {
          const missing = catalogueKey.room(route.cityId, route.propertyId, route.roomId);
          return this.notFound(settings, { ...base, [missing]: null });
        }
        const price = fromPrice(room);
        return {
          page: 'room-type',
          status: 200,
          title: `${room.name} at ${room.property_name}, ${room.city_name} | ${brand}`,
          description: clip(
            `${room.name}: ${room.bed_type.toLowerCase()} bed, ${room.size_sqm} m²${price ? `, ${price}` : ''}. ${room.description}`,
          ),
          canonicalPath: `/${room.city_id}/${room.property_id}/${room.id}`,
          image: largeImage(room.media_gallery),
          heading: room.name,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Accommodation',
            name: `${room.name} at ${room.property_name}`,
            floorSize: { '@type': 'QuantitativeValue', value: room.size_sqm, unitCode: 'MTK' },
            offers: room.tenancy_options.map((o) => ({
              '@type': 'Offer',
              name: `${o.academic_year}, ${o.weeks} weeks`,
              price: o.price_per_week,
              priceCurrency: o.currency,
              availability: o.rooms_available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            })),
          },
          initialData: { ...base, [catalogueKey.room(room.city_id, room.property_id, room.id)]: room },
        };
      }
      case 'not-found':
        return this.notFound(settings, base);
    }
  }

  /** The Not Found page; `initialData` says which answer is missing, so the browser does not ask again. */
  private notFound(settings: SiteSettings, initialData: Record<string, unknown>): PageDescription {
    return {
      page: 'not-found',
      status: 404,
      title: `Page not found | ${settings.brand_name}`,
      description: 'We could not find that page. Search our cities and residences instead.',
      canonicalPath: '/404',
      image: null,
      heading: 'Page not found',
      jsonLd: null,
      initialData,
    };
  }
}

function listNames(cities: readonly CitySummary[]): string {
  const names = cities.map((c) => c.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
