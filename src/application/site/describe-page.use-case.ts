import type { CityDetail, CitySummary, Media, SiteSettings, TenancyOption } from '../../domain/catalogue/catalogue';
import { catalogueKey } from '../../domain/catalogue/catalogue-keys';
import { parseCompareShare, parseIdList } from '../../domain/compare/compare-share';
import type { ContentPage, PostDetail } from '../../domain/content/content';
import { contentKey } from '../../domain/content/content-keys';
import { parsePostListQuery, postListSearch } from '../../domain/content/post-list-query';
import type { FormKind } from '../../domain/enquiries/enquiry';
import { fromPriceText, lengthText } from '../../domain/pricing/weekly-price';
import { formatLondonDate } from '../../domain/shared/london-date';
import { matchSiteRoute } from '../../domain/site/site-routes';
import type { SlugRedirects } from '../../ports/catalogue-editor.port';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { ContentReader } from '../../ports/content-reader.port';
import { favouritesLimit } from '../favourites/favourites.store';

/** The page modules of the UI, by name. */
export type PageName =
  | 'home'
  | 'city-listing'
  | 'city'
  | 'property'
  | 'room-type'
  | 'content-page'
  | 'offers'
  | 'faqs'
  | 'blog-listing'
  | 'blog-post'
  | 'compare'
  | 'favourites'
  | 'room-finder'
  | 'book-a-viewing'
  | 'viewing-detail'
  | 'reserve'
  | 'login'
  | 'account'
  | 'not-found';

/** What the server needs to answer a first load of a page: status, head tags and initial data. */
export interface PageDescription {
  /** Which page renders it (the UI's page module of the same name). */
  readonly page: PageName;
  readonly status: 200 | 301 | 404;
  /**
   * A private page (a booking's manage link carries its secret in the address): never indexed,
   * never kept by a shared cache. Not Found pages are not indexed either, whatever this says.
   */
  readonly private?: boolean;
  /** Where a 301 sends the visitor. */
  readonly location?: string;
  readonly title: string;
  readonly description: string;
  readonly canonicalPath: string;
  readonly image: string | null;
  readonly heading: string;
  readonly jsonLd: Readonly<Record<string, unknown>> | null;
  readonly initialData: Readonly<Record<string, unknown>>;
  /**
   * The enquiry forms on the page. Such a page is made afresh for every visit: it carries a form
   * token (when the form was shown) and, after a refused post without JavaScript, the visitor's answers.
   */
  readonly forms?: readonly FormKind[];
}

const clip = (text: string, max = 158) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

const largeImage = (media: readonly Media[]) => media[0]?.formats.large.url ?? null;

function breadcrumbLd(items: readonly [string, string][]) {
  return { '@context': 'https://schema.org', ...breadcrumbs(items) };
}

function breadcrumbs(items: readonly [string, string][]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: path })),
  };
}

/** Describes the page at a path from the catalogue: the use case behind every first load. */
export class DescribePage {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly content: ContentReader,
    /** Old addresses of renamed cities, residences and room types (issue 18): a missing page found there is a 301. */
    private readonly redirects?: SlugRedirects,
  ) {}

  /** `search` is the query string (the blog listing reads its page and category from it). */
  async run(pathname: string, search = ''): Promise<PageDescription> {
    const page = await this.describe(pathname, search);
    if (page.status !== 404 || !this.redirects) return page;
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const to = await this.redirects.find(trimmed);
    if (!to) return page;
    return {
      ...page,
      page: 'not-found',
      status: 301,
      location: to,
      title: 'This page has moved',
      description: `This page has moved to ${to}.`,
      canonicalPath: to,
      heading: 'This page has moved',
    };
  }

  private async describe(pathname: string, search: string): Promise<PageDescription> {
    const route = matchSiteRoute(pathname);
    // Every page shows the brand and the cities (header and footer), so every page gets them.
    const [settings, cities] = await Promise.all([this.catalogue.getSiteSettings(), this.catalogue.listCities()]);
    const brand = settings.brand_name;
    const base = { [catalogueKey.settings()]: settings, [catalogueKey.cities()]: cities };

    switch (route.name) {
      case 'home': {
        const latest = { page: 1, category: null };
        const [featured, offers, posts, faqs] = await Promise.all([
          this.catalogue.listFeaturedProperties(),
          this.content.listOffers(),
          this.content.listPosts(latest),
          this.content.listFaqs(),
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
          initialData: {
            ...base,
            [catalogueKey.featured()]: featured,
            [contentKey.offers()]: offers,
            [contentKey.posts(latest)]: posts,
            [contentKey.faqs()]: faqs,
          },
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
      case 'city-or-page': {
        const city = await this.catalogue.getCity(route.slug);
        if (city) return this.cityPage(city, brand, base);
        const page = await this.content.getPage(route.slug);
        if (page) return this.withForms(this.contentPage(page, brand, base), formsOn(page));
        return this.notFound(settings, {
          ...base,
          [catalogueKey.city(route.slug)]: null,
          [contentKey.page(route.slug)]: null,
        });
      }
      case 'offers': {
        const offers = await this.content.listOffers();
        return this.withForms(
          {
            page: 'offers',
            status: 200,
            title: `Offers on student rooms | ${brand}`,
            description: clip(
              offers.length
                ? `Current offers: ${offers.map((o) => o.title).join('; ')}.`
                : 'Offers on student rooms, cashback and discounts for booking early.',
            ),
            canonicalPath: '/offers',
            image: null,
            heading: 'Offers',
            jsonLd: breadcrumbLd([
              [brand, '/'],
              ['Offers', '/offers'],
            ]),
            initialData: { ...base, [contentKey.offers()]: offers },
          },
          ['offer'],
        );
      }
      case 'compare': {
        // A share link's comparison is on the page from the start; the visitor's own lists live on their device.
        const shared = parseCompareShare(search);
        const lookup: Record<string, unknown> = {};
        if (shared?.kind === 'properties')
          lookup[catalogueKey.properties(shared.ids)] = await this.catalogue.findProperties(shared.ids);
        if (shared?.kind === 'rooms')
          lookup[catalogueKey.roomTypes(shared.ids)] = await this.catalogue.findRoomTypes(shared.ids);
        return {
          page: 'compare',
          status: 200,
          title: `Compare ${shared?.kind === 'rooms' || new URLSearchParams(search).get('view') === 'rooms' ? 'rooms' : 'residences'} side by side | ${brand}`,
          description:
            'Compare up to four residences or rooms side by side: prices per week, tenancy lengths, sizes, amenities, distances to your university and what is still available.',
          canonicalPath: '/compare',
          image: null,
          heading: 'Compare',
          jsonLd: null,
          initialData: { ...base, ...lookup },
        };
      }
      case 'favourites': {
        const query = new URLSearchParams(search);
        const propertyIds = parseIdList(query.get('properties'), favouritesLimit);
        const roomIds = parseIdList(query.get('rooms'), favouritesLimit);
        const lookup: Record<string, unknown> = {};
        if (propertyIds.length > 0)
          lookup[catalogueKey.properties(propertyIds)] = await this.catalogue.findProperties(propertyIds);
        if (roomIds.length > 0) lookup[catalogueKey.roomTypes(roomIds)] = await this.catalogue.findRoomTypes(roomIds);
        return {
          page: 'favourites',
          status: 200,
          title: `Your favourites | ${brand}`,
          description:
            'The residences and rooms you saved, with today’s prices and availability, ready to compare or share.',
          canonicalPath: '/favourite',
          image: null,
          heading: 'Your favourites',
          jsonLd: null,
          initialData: { ...base, ...lookup },
        };
      }
      case 'room-finder':
        return {
          page: 'room-finder',
          status: 200,
          title: `Find your room | ${brand}`,
          description: clip(
            `Tell us your city, move-in date, budget and the kind of room you want, and see the rooms in ${listNames(cities)} that fit best.`,
          ),
          canonicalPath: '/find-your-room/city',
          image: null,
          heading: 'Find your room',
          jsonLd: null,
          initialData: base,
        };
      case 'book-a-viewing': {
        const property = await this.catalogue.getPropertyBySlug(route.propertySlug);
        if (!property)
          return this.notFound(settings, { ...base, [catalogueKey.propertyBySlug(route.propertySlug)]: null });
        const path = `/book-a-viewing/${property.id}`;
        return {
          page: 'book-a-viewing',
          status: 200,
          title: `Book a viewing at ${property.name}, ${property.city_name} | ${brand}`,
          description: clip(
            `Book a free 15 to 30 minute tour of ${property.name}, ${property.address.line1}, ${property.city_name}: in person or by video call, at a time that suits you.`,
          ),
          canonicalPath: path,
          image: largeImage(property.media_gallery),
          heading: `Book a viewing at ${property.name}`,
          jsonLd: breadcrumbLd([
            [brand, '/'],
            [property.city_name, `/${property.city_id}`],
            [property.name, `/${property.city_id}/${property.id}`],
            ['Book a viewing', path],
          ]),
          initialData: { ...base, [catalogueKey.propertyBySlug(property.id)]: property },
        };
      }
      case 'login':
        // Private: the address may carry an e-mailed sign-in link's token (ADR 053).
        return {
          page: 'login',
          status: 200,
          private: true,
          title: `Sign in | ${brand}`,
          description: 'Sign in with your e-mail address: we send you a link and a code, no password needed.',
          canonicalPath: '/login',
          image: null,
          heading: 'Sign in',
          jsonLd: null,
          initialData: base,
        };
      case 'account':
        // Whose account it is depends on the session cookie: the browser asks for it.
        return {
          page: 'account',
          status: 200,
          private: true,
          title: `Your account | ${brand}`,
          description: 'Your viewings, enquiries, details and shortlists.',
          canonicalPath: '/account',
          image: null,
          heading: 'Your account',
          jsonLd: null,
          initialData: base,
        };
      case 'viewing-detail':
        // Whose viewing it is depends on the secret in the address: the browser asks for it.
        return {
          page: 'viewing-detail',
          status: 200,
          private: true,
          title: `Your viewing | ${brand}`,
          description: 'See the viewing you booked, change its time or cancel it.',
          canonicalPath: '/viewing-detail',
          image: null,
          heading: 'Your viewing',
          jsonLd: null,
          initialData: base,
        };
      case 'reserve':
        // A reservation belongs to whoever holds its token: the browser asks for it.
        return {
          page: 'reserve',
          status: 200,
          private: true,
          title: `Reserve your room | ${brand}`,
          description: 'Reserve a room: your details, the price in full and the holding deposit.',
          canonicalPath: '/reserve',
          image: null,
          heading: 'Reserve your room',
          jsonLd: null,
          initialData: base,
        };
      case 'faqs': {
        const faqs = await this.content.listFaqs();
        const general = faqs.filter((f) => f.property_id === null);
        return {
          page: 'faqs',
          status: 200,
          title: `Frequently asked questions | ${brand}`,
          description: clip(
            `Answers about booking, payments, viewings, moving in and living with ${brand}: ${general.length} questions in one place.`,
          ),
          canonicalPath: '/faqs',
          image: null,
          heading: 'Frequently asked questions',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: general.map((f) => ({
              '@type': 'Question',
              name: f.question,
              acceptedAnswer: { '@type': 'Answer', text: f.answer },
            })),
          },
          initialData: { ...base, [contentKey.faqs()]: faqs },
        };
      }
      case 'blog-listing': {
        const query = parsePostListQuery(search);
        const list = await this.content.listPosts(query);
        const outOfRange = query.page > list.page_count || (query.category !== null && list.total === 0);
        if (outOfRange) return this.notFound(settings, { ...base, [contentKey.posts(query)]: list });
        // The category as the posts spell it, whatever the letter case asked: one canonical address.
        const category = list.category;
        const on = category ? `${category} articles` : 'Guides and news';
        const pageNote = query.page > 1 ? ` (page ${query.page} of ${list.page_count})` : '';
        return {
          page: 'blog-listing',
          status: 200,
          title: `${on}${pageNote} | ${brand} blog`,
          description: clip(
            `${on} for students and parents from ${brand}: ${list.posts.map((p) => p.title).join('; ')}.`,
          ),
          canonicalPath: `/blog-listing${postListSearch({ page: query.page, category })}`,
          image: largeImage(list.posts[0]?.cover ? [list.posts[0].cover] : []),
          heading: category ?? 'Blog',
          jsonLd: breadcrumbLd([
            [brand, '/'],
            ['Blog', '/blog-listing'],
          ]),
          initialData: { ...base, [contentKey.posts(query)]: list },
        };
      }
      case 'blog-post': {
        const post = await this.content.getPost(route.slug);
        if (!post) return this.notFound(settings, { ...base, [contentKey.post(route.slug)]: null });
        return this.blogPost(post, brand, base);
      }
      case 'redirect':
        return {
          page: 'not-found',
          status: 301,
          location: route.to,
          title: `Moved | ${brand}`,
          description: `This page has moved to ${route.to}.`,
          canonicalPath: route.to,
          image: null,
          heading: 'This page has moved',
          jsonLd: null,
          initialData: base,
        };
      case 'property': {
        const [property, offers, faqs] = await Promise.all([
          this.catalogue.getProperty(route.cityId, route.propertyId),
          this.content.listOffers(),
          this.content.listFaqs(),
        ]);
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
            ...(property.room_starting_price !== null ? { priceRange: `${fromPriceText(property)}` } : {}),
          },
          initialData: {
            ...base,
            [catalogueKey.property(property.city_id, property.id)]: property,
            [contentKey.offers()]: offers,
            [contentKey.faqs()]: faqs,
          },
        };
      }
      case 'room': {
        const room = await this.catalogue.getRoomType(route.cityId, route.propertyId, route.roomId);
        if (!room) {
          const missing = catalogueKey.room(route.cityId, route.propertyId, route.roomId);
          return this.notFound(settings, { ...base, [missing]: null });
        }
        const price = fromPriceText(room);
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
            offers: room.tenancy_options.flatMap(tenancyOffer),
          },
          initialData: { ...base, [catalogueKey.room(room.city_id, room.property_id, room.id)]: room },
        };
      }
      case 'not-found':
        return this.notFound(settings, base);
    }
  }

  private cityPage(city: CityDetail, brand: string, base: Record<string, unknown>): PageDescription {
    const price = fromPriceText(city);
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
      jsonLd: breadcrumbLd([
        [brand, '/'],
        ['Cities', '/city-listing'],
        [city.name, `/${city.id}`],
      ]),
      initialData: { ...base, [catalogueKey.city(city.id)]: city },
    };
  }

  private contentPage(page: ContentPage, brand: string, base: Record<string, unknown>): PageDescription {
    const picture = page.blocks.find((b) => b.type === 'image');
    return {
      page: 'content-page',
      status: 200,
      title: `${page.title} | ${brand}`,
      description: clip(page.description),
      canonicalPath: `/${page.slug}`,
      image: picture?.type === 'image' && picture.media ? picture.media.formats.large.url : null,
      heading: page.title,
      jsonLd: breadcrumbLd([
        [brand, '/'],
        [page.title, `/${page.slug}`],
      ]),
      initialData: { ...base, [contentKey.page(page.slug)]: page },
    };
  }

  private blogPost(post: PostDetail, brand: string, base: Record<string, unknown>): PageDescription {
    const path = `/blog/${post.slug}`;
    return {
      page: 'blog-post',
      status: 200,
      title: `${post.title} | ${brand}`,
      description: clip(post.excerpt),
      canonicalPath: path,
      image: post.cover?.formats.large.url ?? null,
      heading: post.title,
      jsonLd: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'BlogPosting',
            headline: post.title,
            description: clip(post.excerpt, 300),
            datePublished: post.published_at,
            author: { '@type': 'Person', name: post.author },
            publisher: { '@type': 'Organization', name: brand },
            articleSection: post.category,
            ...(post.cover ? { image: post.cover.formats.large.url } : {}),
            mainEntityOfPage: path,
          },
          breadcrumbs([
            [brand, '/'],
            ['Blog', '/blog-listing'],
            [post.title, path],
          ]),
        ],
      },
      initialData: { ...base, [contentKey.post(post.slug)]: post },
    };
  }

  /** A page holding enquiry forms: marked, with the residences the forms' lists offer. */
  private async withForms(page: PageDescription, forms: readonly FormKind[]): Promise<PageDescription> {
    if (forms.length === 0) return page;
    const options = await this.catalogue.listPropertyOptions();
    return { ...page, forms, initialData: { ...page.initialData, [catalogueKey.propertyOptions()]: options } };
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

/** The enquiry forms among a content page's blocks, each once. */
function formsOn(page: ContentPage): FormKind[] {
  return [...new Set(page.blocks.flatMap((block) => (block.type === 'form' ? [block.form] : [])))];
}

function listNames(cities: readonly CitySummary[]): string {
  const names = cities.map((c) => c.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * One let as a schema.org Offer (ADR 084): its `price` is what the let costs in all on the day, the
 * same total the room page and /reserve show (its `sale`, ADR 083: a tenancy that has started is
 * priced for its days left), so a reader of `price` alone is never shown less than is paid; the
 * weekly rent is its unit price. A let no longer offered has no offer.
 */
function tenancyOffer(o: TenancyOption) {
  const sale = o.sale;
  if (sale.kind === 'not_offered') return [];
  const proRata = sale.kind === 'pro_rata';
  return {
    '@type': 'Offer',
    name: proRata
      ? `${o.academic_year}, ${lengthText(sale.days)} from ${formatLondonDate(sale.move_in)}`
      : `${o.academic_year}, ${o.weeks} weeks`,
    price: sale.total,
    priceCurrency: o.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: o.price_per_week,
      priceCurrency: o.currency,
      unitCode: 'WEE',
      unitText: 'week',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
    },
    eligibleDuration: proRata
      ? { '@type': 'QuantitativeValue', value: sale.days, unitCode: 'DAY' }
      : { '@type': 'QuantitativeValue', value: o.weeks, unitCode: 'WEE' },
    availability: o.rooms_available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
}
