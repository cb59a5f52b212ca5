import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredPageBlock } from '../../../src/domain/content/content-records';
import {
  BLOCK_TYPES,
  blockIssues,
  emptyBlock,
  MAX_BLOCKS,
  moveBlock,
  pageDraftIssues,
  pageSlugIssue,
  pageStatus,
  publicationDue,
  scheduleIssue,
} from '../../../src/domain/content/page-editing';
import { isSafeLink as isSafeHref } from '../../../src/domain/shared/safe-link';

describe('links a page may hold', () => {
  it('takes site paths, web addresses, mail and phone links', () => {
    for (const href of [
      '/about-us',
      '/',
      '/blog/a-post?x=1#top',
      'https://example.com/a',
      'mailto:hi@digs.test',
      'tel:+44 161 000 0000',
    ])
      expect(isSafeHref(href), href).toBe(true);
  });
  it('refuses scripts, data, scheme-relative and odd addresses, whatever their case or padding', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.test',
      '',
      'about-us',
      '/a b',
      'https://',
      // https only (issue 40): a page never sends a visitor to an address anyone on the way can change.
      'http://example.com',
    ])
      expect(isSafeHref(href), href).toBe(false);
  });
});

describe('a block’s rules', () => {
  it('every kind’s empty block asks for what it needs, and no more', () => {
    expect(blockIssues(emptyBlock('rich-text'))).toEqual({ body: 'Fill this in.' });
    expect(blockIssues(emptyBlock('call-to-action'))).toEqual({
      heading: 'Fill this in.',
      body: 'Fill this in.',
      label: 'Fill this in.',
      href: 'A path on the site (/about-us), an https:// address or a mailto: or tel: link.',
    });
    expect(blockIssues(emptyBlock('form'))).toEqual({});
    expect(blockIssues(emptyBlock('university-list'))).toEqual({});
    expect(blockIssues(emptyBlock('property-list'))).toEqual({});
    expect(blockIssues(emptyBlock('faq-list'))).toEqual({ category: 'Fill this in.' });
    expect(blockIssues(emptyBlock('image'))).toEqual({ mediaId: 'Choose a picture.' });
    expect(blockIssues(emptyBlock('hero'))).toEqual({ mediaId: 'Choose a picture.' });
    expect(blockIssues(emptyBlock('media-text'))).toEqual({ heading: 'Fill this in.', body: 'Fill this in.' });
    expect(blockIssues(emptyBlock('cards'))).toEqual({
      'cards.0.title': 'Fill this in.',
      'cards.0.body': 'Fill this in.',
    });
    expect(blockIssues(emptyBlock('facts'))).toEqual({
      'facts.0.value': 'Fill this in.',
      'facts.0.label': 'Fill this in.',
    });
    expect(blockIssues(emptyBlock('aside'))).toEqual({ heading: 'Fill this in.' });
  });

  it('there is an empty block of every kind the site renders', () => {
    expect(BLOCK_TYPES.map((t) => emptyBlock(t).type)).toEqual(BLOCK_TYPES);
  });

  it('refuses script links in a call to action, a card, a feature row’s link and a side panel', () => {
    const bad = 'javascript:alert(1)';
    expect(blockIssues({ type: 'call-to-action', heading: 'H', body: 'B', label: 'Go', href: bad })).toHaveProperty(
      'href',
    );
    expect(blockIssues({ type: 'cards', cards: [{ title: 'T', body: 'B', href: bad }] })).toHaveProperty([
      'cards.0.href',
    ]);
    expect(
      blockIssues({
        type: 'media-text',
        heading: 'H',
        body: 'B',
        mediaId: null,
        alt: '',
        link: { label: 'More', href: bad },
      }),
    ).toHaveProperty(['link.href']);
    expect(
      blockIssues({
        type: 'aside',
        style: 'links',
        heading: 'H',
        links: [
          { label: 'x', href: '/ok' },
          { label: 'y', href: bad },
        ],
      }),
    ).toEqual({ 'links.1.href': 'A path on the site (/about-us), an https:// address or a mailto: or tel: link.' });
  });

  it('keeps text as given: markup in text is the renderer’s to escape, not a refusal', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    expect(blockIssues({ type: 'rich-text', heading: hostile, body: hostile })).toEqual({});
  });

  it('limits lengths and counts, refuses an unknown form, a bad city slug and bare fields', () => {
    expect(blockIssues({ type: 'rich-text', body: 'x'.repeat(20_001) })).toEqual({
      body: 'At most 20,000 characters.',
    });
    expect(blockIssues({ type: 'rich-text', heading: 'h'.repeat(201), body: 'ok' })).toEqual({
      heading: 'At most 200 characters.',
    });
    expect(blockIssues({ type: 'form', form: 'nope' as never })).toEqual({ form: 'Choose one of the site’s forms.' });
    expect(blockIssues({ type: 'property-list', citySlug: 'Not A Slug' })).toEqual({
      citySlug: 'A city’s slug, like manchester.',
    });
    expect(
      blockIssues({ type: 'facts', facts: Array.from({ length: 9 }, () => ({ value: '1', label: 'x' })) }),
    ).toEqual({ facts: 'At most 8.' });
    expect(blockIssues({ type: 'cards', cards: [] })).toEqual({ cards: 'Add at least one.' });
    expect(blockIssues({ type: 'aside', style: 'odd' as never, heading: 'H' })).toEqual({ style: 'Contact or links.' });
    expect(
      blockIssues({ type: 'media-text', heading: 'H', body: 'B', mediaId: null, alt: '', mediaSide: 'up' as never }),
    ).toEqual({ mediaSide: 'Left or right.' });
  });
});

describe('a page’s draft', () => {
  const ok = {
    title: 'About us',
    description: 'Who we are.',
    blocks: [{ type: 'rich-text', body: 'Hi' } as StoredPageBlock],
  };
  it('needs a title and a description, and names each block’s issues by its place', () => {
    expect(pageDraftIssues(ok)).toEqual({});
    expect(pageDraftIssues({ ...ok, title: ' ', blocks: [...ok.blocks, { type: 'rich-text', body: '' }] })).toEqual({
      title: 'Fill this in.',
      'blocks.1.body': 'Fill this in.',
    });
  });
  it('holds at most MAX_BLOCKS blocks and one hero', () => {
    const many = Array.from({ length: MAX_BLOCKS + 1 }, () => ok.blocks[0] as StoredPageBlock);
    expect(pageDraftIssues({ ...ok, blocks: many })).toEqual({ blocks: `At most ${MAX_BLOCKS} blocks.` });
    const hero: StoredPageBlock = { type: 'hero', mediaId: '00000000-0000-4000-8000-000000000001', alt: '' };
    expect(pageDraftIssues({ ...ok, blocks: [hero, hero] })).toEqual({
      'blocks.1': 'A page has one picture beside its title.',
    });
  });
});

describe('a page’s address', () => {
  it('is a slug nobody else has, and not one of the site’s own', () => {
    expect(pageSlugIssue('open-days', ['about-us'])).toBeNull();
    expect(pageSlugIssue('about-us', ['about-us'])).toBe('Another page or a city already has this address.');
    for (const reserved of ['admin', 'api', 'blog', 'offers', 'faqs', 'compare', 'sitemap.xml', 'login'])
      expect(pageSlugIssue(reserved, []), reserved).toBe('The site uses this address itself: choose another.');
    for (const bad of ['', 'Open Days', 'a/b', '-x', 'x'.repeat(81)])
      expect(pageSlugIssue(bad, []), bad).toBe('Lower-case letters, digits and single hyphens, like open-days.');
  });
});

describe('publishing', () => {
  const at = (iso: string) => Date.parse(iso);
  it('a page is a draft until first published, then published, changed while a draft waits, scheduled when a time is set', () => {
    expect(pageStatus({ publishedAt: null, hasDraft: true, publishAt: null })).toBe('draft');
    expect(pageStatus({ publishedAt: '2026-11-01T00:00:00Z', hasDraft: false, publishAt: null })).toBe('published');
    expect(pageStatus({ publishedAt: '2026-11-01T00:00:00Z', hasDraft: true, publishAt: null })).toBe('changed');
    expect(pageStatus({ publishedAt: null, hasDraft: true, publishAt: '2026-12-01T09:00:00Z' })).toBe('scheduled');
  });
  it('a publication time is in the future and within a year', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(scheduleIssue(at('2026-11-26T10:05:00Z'), now)).toBeNull();
    expect(scheduleIssue(now, now)).toBe('Choose a time in the future.');
    expect(scheduleIssue(at('2027-11-27T10:00:00Z'), now)).toBe('Choose a time within a year.');
  });
  it('is due from its time on, never before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e9, max: 1e9 }), (time, offset) => {
        expect(publicationDue(new Date(time).toISOString(), time + offset)).toBe(offset >= 0);
      }),
    );
    expect(publicationDue(null, 0)).toBe(false);
  });
});

describe('moving a block', () => {
  it('moves one block by an offset and keeps every other in its order (model: splice)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: -3, max: 3 }),
        (list, i, offset) => {
          const moved = moveBlock(list, i, offset);
          const from = i;
          const to = from + offset;
          if (from >= list.length || to < 0 || to >= list.length) {
            expect(moved).toEqual(list);
            return;
          }
          const model = [...list];
          const [item] = model.splice(from, 1);
          model.splice(to, 0, item as number);
          expect(moved).toEqual(model);
          expect([...moved].sort()).toEqual([...list].sort());
        },
      ),
    );
  });
});

describe('links that a browser reads as another host (issue 40)', () => {
  const leaving = [
    '/\\evil.example',
    '/\t/evil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    'http://evil.example',
  ];
  it.each(leaving)('refuses %j in every link of a block, naming the field', (bad) => {
    expect(blockIssues({ type: 'call-to-action', heading: 'H', body: 'B', label: 'Go', href: bad })).toHaveProperty(
      'href',
    );
    expect(blockIssues({ type: 'cards', cards: [{ title: 'T', body: 'B', href: bad }] })).toHaveProperty([
      'cards.0.href',
    ]);
    expect(
      blockIssues({ type: 'aside', style: 'links', heading: 'A', links: [{ label: 'y', href: bad }] }),
    ).toHaveProperty(['links.0.href']);
  });
});
