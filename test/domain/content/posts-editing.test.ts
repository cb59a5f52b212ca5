import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FaqPlace,
  isPostLive,
  moveFaq,
  offerDays,
  offerWindow,
  postPathChange,
} from '../../../src/domain/content/posts-editing';

describe('a post is on the site', () => {
  const at = '2026-12-01T09:00:00.000Z';
  it('when published and its publish time has come', () => {
    expect(isPostLive({ status: 'published', publishedAt: at }, Date.parse(at))).toBe(true);
    expect(isPostLive({ status: 'published', publishedAt: at }, Date.parse(at) + 1)).toBe(true);
  });
  it('not before its publish time (a future date waits)', () => {
    expect(isPostLive({ status: 'published', publishedAt: at }, Date.parse(at) - 1)).toBe(false);
  });
  it('never while a draft, whatever its date', () => {
    expect(isPostLive({ status: 'draft', publishedAt: at }, Date.parse(at) + 86_400_000)).toBe(false);
  });
});

describe('a changed post address', () => {
  it('leaves a redirect from the old path to the new one', () => {
    expect(postPathChange('old-name', 'new-name', [])).toEqual([
      { fromPath: '/blog/old-name', toPath: '/blog/new-name' },
    ]);
  });
  it('leaves none when the slug stays', () => {
    expect(postPathChange('same', 'same', [])).toEqual([]);
  });
  it('points older redirects at the new path too (no chains) and none at itself', () => {
    expect(
      postPathChange('b', 'c', [
        { fromPath: '/blog/a', toPath: '/blog/b' },
        { fromPath: '/blog/c', toPath: '/blog/x' },
      ]),
    ).toEqual(
      expect.arrayContaining([
        { fromPath: '/blog/a', toPath: '/blog/c' },
        { fromPath: '/blog/b', toPath: '/blog/c' },
      ]),
    );
    // A post moving back to an address that redirected elsewhere takes it back.
    expect(postPathChange('b', 'a', [{ fromPath: '/blog/a', toPath: '/blog/b' }])).toEqual([
      { fromPath: '/blog/b', toPath: '/blog/a' },
    ]);
  });
});

describe('an offer runs on London days', () => {
  it('from the start of its first day to the end of its last, in winter (GMT)', () => {
    expect(offerWindow('2026-12-01', '2026-12-31')).toEqual({
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
    });
  });
  it('in summer a London day starts at 23:00 UTC the evening before (BST)', () => {
    expect(offerWindow('2026-07-01', '2026-07-31')).toEqual({
      startsAt: '2026-06-30T23:00:00.000Z',
      endsAt: '2026-07-31T23:00:00.000Z',
    });
  });
  it('across the clocks going back: the last day is 25 hours long', () => {
    const w = offerWindow('2026-10-25', '2026-10-25');
    expect(w).toEqual({ startsAt: '2026-10-24T23:00:00.000Z', endsAt: '2026-10-26T00:00:00.000Z' });
  });
  it('refuses a last day before the first, and dates that are not days', () => {
    expect(offerWindow('2026-12-02', '2026-12-01')).toBeNull();
    expect(offerWindow('2026-02-30', '2026-03-01')).toBeNull();
    expect(offerWindow('tomorrow', '2026-03-01')).toBeNull();
  });
  it('reads back as the days it was given, across the year (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        (start, length) => {
          const from = start.toISOString().slice(0, 10);
          const to = new Date(start.getTime() + length * 86_400_000).toISOString().slice(0, 10);
          const window = offerWindow(from, to);
          expect(window).not.toBeNull();
          expect(offerDays(window?.startsAt ?? '', window?.endsAt ?? '')).toEqual({ validFrom: from, validTo: to });
        },
      ),
    );
  });
});

describe('moving a question within its category', () => {
  const faqs: FaqPlace[] = [
    { id: 'a', category: 'Booking', position: 0 },
    { id: 'b', category: 'Booking', position: 1 },
    { id: 'x', category: 'Moving in', position: 2 },
    { id: 'c', category: 'Booking', position: 3 },
  ];
  const order = (list: readonly FaqPlace[]) => [...list].sort((p, q) => p.position - q.position).map((f) => f.id);

  it('swaps it with the question before it in its category (others keep their places)', () => {
    const moved = moveFaq(faqs, 'c', 'up');
    expect(moved).toEqual([
      { id: 'b', position: 3 },
      { id: 'c', position: 1 },
    ]);
  });
  it('does nothing at the top or bottom of its category, or for an unknown id', () => {
    expect(moveFaq(faqs, 'a', 'up')).toEqual([]);
    expect(moveFaq(faqs, 'c', 'down')).toEqual([]);
    expect(moveFaq(faqs, 'x', 'up')).toEqual([]);
    expect(moveFaq(faqs, 'nope', 'up')).toEqual([]);
  });
  it('up then down puts every question back; other categories never move (property)', () => {
    const arbFaqs = fc
      .uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
      .chain((positions) =>
        fc.tuple(
          fc.constant(positions),
          fc.array(fc.constantFrom('Booking', 'Viewings', 'Moving in'), {
            minLength: positions.length,
            maxLength: positions.length,
          }),
        ),
      )
      .map(([positions, categories]) =>
        positions.map((position, i) => ({ id: `f${i}`, category: categories[i] ?? 'Booking', position })),
      );
    fc.assert(
      fc.property(arbFaqs, fc.nat(), (list, pick) => {
        const target = list[pick % list.length];
        if (!target) return;
        const apply = (l: readonly FaqPlace[], changes: readonly { id: string; position: number }[]) =>
          l.map((f) => ({ ...f, position: changes.find((c) => c.id === f.id)?.position ?? f.position }));
        const up = apply(list, moveFaq(list, target.id, 'up'));
        // The set of positions is kept; other categories' questions are where they were.
        expect(up.map((f) => f.position).sort()).toEqual(list.map((f) => f.position).sort());
        for (const f of up.filter((f) => f.category !== target.category))
          expect(f.position).toBe(list.find((g) => g.id === f.id)?.position);
        if (moveFaq(list, target.id, 'up').length > 0) {
          const back = apply(up, moveFaq(up, target.id, 'down'));
          expect(order(back)).toEqual(order(list));
        }
      }),
    );
  });
});
