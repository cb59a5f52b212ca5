import { describe, expect, it } from 'vitest';
import type { PropertySummary } from '../../../src/domain/catalogue/catalogue';
import type { MediaRecord } from '../../../src/domain/catalogue/catalogue-records';
import type { Faq, UniversityWithProperties } from '../../../src/domain/content/content';
import type { PageRecord } from '../../../src/domain/content/content-records';
import { blockNeeds, mediaDoc, propertySelectionKey, resolvePage } from '../../../src/domain/content/page-blocks';
import { pageLayout } from '../../../src/domain/content/page-layout';

const picture: MediaRecord = {
  id: 'pic',
  alt: 'Stored alt',
  formats: {
    thumbnail: { url: '/media/pic/thumbnail.webp', width: 240, height: 160 },
    small: { url: '/media/pic/small.webp', width: 480, height: 320 },
    phone: { url: '/media/pic/phone.webp', width: 800, height: 533 },
    tablet: { url: '/media/pic/tablet.webp', width: 1200, height: 800 },
    medium: { url: '/media/pic/medium.webp', width: 960, height: 640 },
    large: { url: '/media/pic/large.webp', width: 1600, height: 1067 },
  },
};

const faq = (id: string, category: string, property_id: string | null = null): Faq => ({
  _id: id,
  category,
  question: '?',
  answer: '.',
  property_id,
  city_id: property_id ? 'manchester' : null,
});

const page: PageRecord = {
  id: 'page-1',
  slug: 'about-us',
  title: 'About us',
  description: 'Who we are.',
  updatedAt: '2026-10-01T00:00:00.000Z',
  blocks: [
    { type: 'rich-text', body: 'Hello.' },
    { type: 'image', mediaId: 'pic', alt: 'Block alt', caption: 'A caption' },
    { type: 'image', mediaId: 'gone', alt: 'Missing' },
    {
      type: 'cards',
      cards: [
        { title: 'A', body: 'a' },
        { title: 'B', body: 'b', href: '/b' },
      ],
    },
    { type: 'faq-list', heading: 'Booking', category: 'Booking' },
    { type: 'call-to-action', heading: 'Go', body: 'Now', label: 'Go', href: '/go' },
    { type: 'property-list', featuredOnly: true },
    { type: 'property-list', citySlug: 'manchester' },
    { type: 'property-list', citySlug: 'manchester', featuredOnly: false, heading: 'Again' },
    { type: 'university-list', heading: 'Universities' },
    { type: 'form', form: 'contact' },
  ],
};

describe('blockNeeds', () => {
  it('names the pictures, FAQs, property selections (once each) and universities a page needs', () => {
    expect(blockNeeds(page.blocks)).toEqual({
      mediaIds: ['pic', 'gone'],
      faqs: true,
      propertySelections: [
        { citySlug: null, featuredOnly: true },
        { citySlug: 'manchester', featuredOnly: false },
      ],
      universities: true,
    });
    expect(blockNeeds([{ type: 'rich-text', body: '' }])).toEqual({
      mediaIds: [],
      faqs: false,
      propertySelections: [],
      universities: false,
    });
  });
});

describe('resolvePage', () => {
  const featured = [{ id: 'square-gardens' } as PropertySummary];
  const manchester = [{ id: 'square-gardens' }, { id: 'canal-view' }] as PropertySummary[];
  const universities = [{ city_name: 'Manchester' } as UniversityWithProperties];
  const resolved = resolvePage(page, {
    media: [picture],
    faqs: [faq('b1', 'Booking'), faq('m1', 'Moving in'), faq('own', 'Booking', 'square-gardens'), faq('b2', 'Booking')],
    properties: new Map([
      [propertySelectionKey({ citySlug: null, featuredOnly: true }), featured],
      [propertySelectionKey({ citySlug: 'manchester', featuredOnly: false }), manchester],
    ]),
    universities,
  });

  it('keeps the page fields', () => {
    expect(resolved).toMatchObject({ _id: 'page-1', slug: 'about-us', title: 'About us', updated_at: page.updatedAt });
  });

  it('fills in every kind of block, with nulls for what is not set', () => {
    expect(resolved.blocks).toEqual([
      { type: 'rich-text', heading: null, body: 'Hello.' },
      { type: 'image', media: { _id: 'pic', alt: 'Block alt', formats: picture.formats }, caption: 'A caption' },
      { type: 'image', media: null, caption: null },
      {
        type: 'cards',
        heading: null,
        cards: [
          { title: 'A', body: 'a', href: null },
          { title: 'B', body: 'b', href: '/b' },
        ],
      },
      { type: 'faq-list', heading: 'Booking', category: 'Booking', faqs: [faq('b1', 'Booking'), faq('b2', 'Booking')] },
      { type: 'call-to-action', heading: 'Go', body: 'Now', label: 'Go', href: '/go' },
      { type: 'property-list', heading: null, properties: featured },
      { type: 'property-list', heading: null, properties: manchester },
      { type: 'property-list', heading: 'Again', properties: manchester },
      { type: 'university-list', heading: 'Universities', universities },
      { type: 'form', form: 'contact', heading: null },
    ]);
  });
});

describe('the marketing blocks (issue 22, defect 7)', () => {
  const marketing: PageRecord = {
    ...page,
    blocks: [
      { type: 'hero', mediaId: 'pic', alt: 'Hero alt' },
      { type: 'rich-text', body: 'Intro.' },
      { type: 'aside', style: 'contact', heading: 'Talk to us' },
      { type: 'media-text', heading: 'Team', body: 'On site.', mediaId: 'pic', alt: '' },
      { type: 'facts', heading: 'At a glance', facts: [{ value: '15', label: 'homes' }] },
      { type: 'hero', mediaId: 'gone', alt: 'Second hero' },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related',
        body: 'More to read.',
        links: [{ label: 'Parents', href: '/parent' }],
      },
      {
        type: 'media-text',
        heading: 'Study',
        body: 'Pods.',
        mediaId: 'gone',
        alt: 'Pods',
        mediaSide: 'left',
        link: { label: 'More', href: '/student-life' },
      },
    ],
  };
  const sources = { media: [picture], faqs: [], properties: new Map(), universities: [] };

  it('asks for the pictures of heroes and pictures beside text', () => {
    expect(blockNeeds(marketing.blocks).mediaIds).toEqual(['pic', 'gone']);
  });

  it('resolves them, with the block’s alt text, the picture on the right unless told, and empty lists', () => {
    const blocks = resolvePage(marketing, sources).blocks;
    expect(blocks[0]).toEqual({ type: 'hero', media: { _id: 'pic', alt: 'Hero alt', formats: picture.formats } });
    expect(blocks[2]).toEqual({ type: 'aside', style: 'contact', heading: 'Talk to us', body: null, links: [] });
    expect(blocks[3]).toEqual({
      type: 'media-text',
      heading: 'Team',
      body: 'On site.',
      media: { _id: 'pic', alt: 'Stored alt', formats: picture.formats },
      media_side: 'right',
      link: null,
    });
    expect(blocks[4]).toEqual({ type: 'facts', heading: 'At a glance', facts: [{ value: '15', label: 'homes' }] });
    expect(blocks[7]).toMatchObject({
      media: null,
      media_side: 'left',
      link: { label: 'More', href: '/student-life' },
    });
  });

  it('lays a page out: the first hero beside the title, side panels in their column, the rest in order', () => {
    const layout = pageLayout(resolvePage(marketing, sources).blocks);
    expect(layout.hero).toEqual({ _id: 'pic', alt: 'Hero alt', formats: picture.formats });
    expect(layout.asides.map((a) => a.heading)).toEqual(['Talk to us', 'Related']);
    expect(layout.main.map((b) => b.type)).toEqual(['rich-text', 'media-text', 'facts', 'media-text']);
  });

  it('gives no hero when the first hero’s picture is missing, and lays out a page without marketing blocks as it is', () => {
    const missing = pageLayout([
      { type: 'hero', media: null },
      { type: 'hero', media: mediaDoc(picture) },
    ]);
    expect(missing.hero).toBeNull();
    const plain = resolvePage(page, { ...sources, faqs: [] }).blocks;
    expect(pageLayout(plain)).toEqual({ hero: null, main: plain, asides: [] });
  });
});

describe('links a stored page holds that are not safe to follow (issue 19)', () => {
  it('are dropped when the page is put together, whatever else the block says', () => {
    const bad = 'javascript:alert(1)';
    const resolved = resolvePage(
      {
        ...page,
        blocks: [
          { type: 'call-to-action', heading: 'Go', body: 'b', label: 'Click', href: bad },
          { type: 'cards', cards: [{ title: 'T', body: 'b', href: bad }] },
          { type: 'media-text', heading: 'H', body: 'b', mediaId: null, alt: '', link: { label: 'More', href: bad } },
          {
            type: 'aside',
            style: 'links',
            heading: 'A',
            links: [
              { label: 'ok', href: '/ok' },
              { label: 'no', href: bad },
            ],
          },
        ],
      },
      { media: [], faqs: [], properties: new Map(), universities: [] },
    );
    expect(JSON.stringify(resolved)).not.toContain('javascript:');
    expect(resolved.blocks[0]).toMatchObject({ type: 'call-to-action', label: 'Click', href: '' });
    expect(resolved.blocks[3]).toMatchObject({ links: [{ label: 'ok', href: '/ok' }] });
  });
});

describe('stored links that a browser reads as another host (issue 40)', () => {
  it('are no links when the page is put together', () => {
    const bad = '/\\evil.example';
    const resolved = resolvePage(
      {
        ...page,
        blocks: [
          { type: 'call-to-action', heading: 'Go', body: 'b', label: 'Click', href: bad },
          { type: 'cards', cards: [{ title: 'T', body: 'b', href: '/%2F/evil.example' }] },
          { type: 'media-text', heading: 'H', body: 'b', mediaId: null, alt: '', link: { label: 'More', href: bad } },
          { type: 'aside', style: 'links', heading: 'A', links: [{ label: 'no', href: '/\t/evil.example' }] },
        ],
      },
      { media: [], faqs: [], properties: new Map(), universities: [] },
    );
    expect(JSON.stringify(resolved)).not.toContain('evil.example');
  });
});
