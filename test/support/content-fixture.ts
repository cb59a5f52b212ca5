import type { Database } from '../../src/adapters/postgres/database';
import * as t from '../../src/adapters/postgres/schema';
import type { Offer } from '../../src/domain/content/content';
import type { ContentRecords, FaqRecord, PageRecord, PostRecord } from '../../src/domain/content/content-records';
import { fixtureSlice, media } from './catalogue-fixture';

/**
 * Hand-written editorial content every ContentReader is loaded with in the contract suite, over
 * the catalogue fixture's cities and properties. The readers' clock starts at {@link contentNow}.
 */

export const contentNow = Date.parse('2026-11-21T12:00:00.000Z');

const id = (suffix: string) => `00000000-0000-4000-8000-${suffix.padStart(12, '0')}`;

export const contentMediaIds = { coverMoney: id('ca001'), coverGuide: id('ca002'), pagePicture: id('ca003') };

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 40 === 39 ? 'end.\n\n' : 'word')).join(' ');

const post = (
  n: number,
  slug: string,
  category: string,
  publishedAt: string,
  coverMediaId: string | null = null,
  body = words(150),
  status: PostRecord['status'] = 'published',
): PostRecord => ({
  id: id(`cb${String(n).padStart(3, '0')}`),
  slug,
  title: slug.replace(/-/g, ' '),
  excerpt: `About ${slug}.`,
  body,
  category,
  author: 'The team',
  publishedAt,
  coverMediaId,
  status,
});

const faq = (n: number, category: string, position: number, propertyId: string | null = null): FaqRecord => ({
  _id: id(`cc${String(n).padStart(3, '0')}`),
  category,
  question: `Question ${n}?`,
  answer: `Answer ${n}.`,
  property_id: propertyId,
  city_id: propertyId ? 'manchester' : null,
  position,
});

const offer = (n: number, slug: string, starts_at: string, ends_at: string, where: Partial<Offer> = {}): Offer => ({
  _id: id(`cd${String(n).padStart(3, '0')}`),
  slug,
  title: slug.replace(/-/g, ' '),
  summary: `Summary of ${slug}.`,
  terms: `Terms of ${slug}.`,
  code: slug.toUpperCase().replace(/-/g, ''),
  starts_at,
  ends_at,
  city_id: null,
  city_name: null,
  property_id: null,
  property_name: null,
  ...where,
});

const aboutUs: PageRecord = {
  id: id('ce001'),
  slug: 'about-us',
  title: 'About us',
  description: 'Who we are and what we care about.',
  updatedAt: '2026-10-01T08:30:00.000Z',
  blocks: [
    { type: 'rich-text', heading: 'Who we are', body: 'A small team.\n\nIn two cities.' },
    { type: 'image', mediaId: contentMediaIds.pagePicture, alt: 'Our team in the lounge', caption: 'Welcome week.' },
    {
      type: 'cards',
      heading: 'What we care about',
      cards: [
        { title: 'Honest prices', body: 'Bills included.' },
        { title: 'Fast repairs', body: 'Within a day.', href: '/support' },
      ],
    },
    { type: 'faq-list', heading: 'Booking questions', category: 'Booking' },
    {
      type: 'call-to-action',
      heading: 'Find a room',
      body: 'Browse our cities.',
      label: 'Explore',
      href: '/city-listing',
    },
    { type: 'property-list', heading: 'Featured', featuredOnly: true },
    { type: 'property-list', heading: 'In Manchester', citySlug: 'manchester' },
    { type: 'property-list', heading: 'Everywhere' },
    { type: 'property-list', heading: 'In Leeds', citySlug: 'leeds' },
    { type: 'form', form: 'contact', heading: 'Write to us' },
    { type: 'hero', mediaId: contentMediaIds.pagePicture, alt: 'Residents in the courtyard' },
    {
      type: 'media-text',
      heading: 'A team in every building',
      body: 'On site every weekday.',
      mediaId: contentMediaIds.pagePicture,
      alt: 'The lounge',
      mediaSide: 'left',
      link: { label: 'Student life', href: '/student-life' },
    },
    { type: 'media-text', heading: 'Space to focus', body: 'Study pods.', mediaId: null, alt: '' },
    { type: 'facts', facts: [{ value: '15', label: 'student homes' }] },
    { type: 'aside', style: 'contact', heading: 'Talk to us', body: 'We answer within a day.' },
    { type: 'aside', style: 'links', heading: 'Related pages', links: [{ label: 'Parents', href: '/parent' }] },
  ],
};

const university: PageRecord = {
  id: id('ce002'),
  slug: 'university',
  title: 'Universities',
  description: 'Homes near your university.',
  updatedAt: '2026-09-15T00:00:00.000Z',
  blocks: [
    { type: 'rich-text', body: 'Live close to your lectures.' },
    { type: 'university-list', heading: 'Find a home near your university' },
    { type: 'form', form: 'group-booking' },
  ],
};

export const fixtureContent: ContentRecords = {
  media: [
    media(contentMediaIds.coverMoney, 'Coins in a jar'),
    media(contentMediaIds.coverGuide, 'A city street'),
    media(contentMediaIds.pagePicture, 'A lounge'),
  ],
  posts: [
    post(1, 'budgeting-basics', 'Money', '2026-03-01T00:00:00.000Z', contentMediaIds.coverMoney, words(450)),
    post(2, 'guarantors-explained', 'Money', '2026-05-10T09:00:00.000Z', contentMediaIds.coverMoney),
    post(3, 'moving-in-checklist', 'Moving in', '2026-08-15T00:00:00.000Z'),
    post(4, 'manchester-guide', 'City guides', '2026-09-01T00:00:00.000Z', contentMediaIds.coverGuide),
    post(5, 'leeds-guide', 'City guides', '2026-09-20T00:00:00.000Z', contentMediaIds.coverGuide),
    post(6, 'exam-wellbeing', 'Wellbeing', '2026-10-05T00:00:00.000Z'),
    post(7, 'bookings-open', 'News', '2026-11-20T00:00:00.000Z'),
    post(8, 'published-this-moment', 'News', '2026-11-21T12:00:00.000Z'),
    post(9, 'winter-news', 'News', '2026-12-01T09:00:00.000Z'),
    // A draft, though its date has passed: never on the site (issue 19).
    post(10, 'money-draft', 'Money', '2026-04-01T00:00:00.000Z', null, '## Draft\n\nNot yet.', 'draft'),
  ],
  pages: [aboutUs, university],
  faqs: [
    faq(1, 'Booking', 0),
    faq(2, 'Booking', 1),
    faq(3, 'Payments', 2),
    faq(4, 'Viewings', 3),
    faq(5, 'Moving in', 4),
    faq(6, 'Booking', 5),
    faq(7, 'Living with us', 6, 'square-gardens'),
  ],
  offers: [
    offer(1, 'refer-a-friend', '2026-09-01T00:00:00.000Z', '2027-08-31T00:00:00.000Z'),
    offer(2, 'manchester-250-off', '2026-11-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z', {
      city_id: 'manchester',
      city_name: 'Manchester',
    }),
    // Stored with the property only; readers name its city as well.
    offer(3, 'square-gardens-viewing', '2026-11-10T00:00:00.000Z', '2027-01-31T00:00:00.000Z', {
      city_id: 'manchester',
      city_name: 'Manchester',
      property_id: 'square-gardens',
      property_name: 'Square Gardens',
    }),
    offer(4, 'early-bird', '2027-01-04T00:00:00.000Z', '2027-03-31T00:00:00.000Z'),
    offer(5, 'last-minute', '2026-07-01T00:00:00.000Z', '2026-08-31T00:00:00.000Z'),
    offer(6, 'ended-this-moment', '2026-11-01T00:00:00.000Z', '2026-11-21T12:00:00.000Z'),
  ],
};

/** Writes the fixture content as rows (after the catalogue fixture); callers wrap it in a transaction. */
export async function writeFixtureContent(db: Database): Promise<void> {
  const cityId = (slug: string | null) => fixtureSlice.cities.find((c) => c.slug === slug)?.id ?? null;
  const propertyId = (slug: string | null) => fixtureSlice.properties.find((p) => p.slug === slug)?.id ?? null;
  await db.insert(t.media).values(fixtureContent.media.map((m) => ({ id: m.id, alt: m.alt, formats: m.formats })));
  await db.insert(t.posts).values(fixtureContent.posts.map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) })));
  await db.insert(t.pages).values(
    fixtureContent.pages.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      description: p.description,
      blocks: [...p.blocks],
      updatedAt: new Date(p.updatedAt),
    })),
  );
  await db.insert(t.faqs).values(
    fixtureContent.faqs.map((f) => ({
      id: f._id,
      category: f.category,
      question: f.question,
      answer: f.answer,
      position: f.position,
      propertyId: propertyId(f.property_id),
    })),
  );
  await db.insert(t.offers).values(
    fixtureContent.offers.map((o) => ({
      id: o._id,
      slug: o.slug,
      title: o.title,
      summary: o.summary,
      terms: o.terms,
      code: o.code,
      startsAt: new Date(o.starts_at),
      endsAt: new Date(o.ends_at),
      // A property's offer is stored without its city, as an operator may enter it.
      cityId: o.property_id ? null : cityId(o.city_id),
      propertyId: propertyId(o.property_id),
    })),
  );
}
