import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  academicYearOf,
  cityDeletionIssue,
  redirectsForMove,
  slugFor,
  slugIssue,
  staleMessage,
  type TenancyOptionFields,
  tenancyOptionIssues,
  weeksBetween,
} from '../../../src/domain/catalogue/catalogue-editing';

const dayMs = 86_400_000;
const sampleOption = (): TenancyOptionFields => {
  const [o] = fc.sample(validOption, 1);
  if (!o) throw new Error('no sample');
  return o;
};
const iso = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
/** Days from 2020 to 2040. */
const dayArb = fc.integer({ min: 18_262, max: 25_567 });

/** A tenancy option that keeps every rule. */
const validOption = fc
  .record({
    start: dayArb,
    length: fc.integer({ min: 7, max: 400 }),
    pence: fc.integer({ min: 1, max: 1_000_000 }),
    billingFrequency: fc.constantFrom('weekly', 'monthly', 'yearly'),
    currency: fc.constantFrom('GBP', 'EUR', 'USD'),
    roomsAvailable: fc.integer({ min: 0, max: 10_000 }),
    soldOut: fc.boolean(),
  })
  .map(
    ({ start, length, pence, ...rest }): TenancyOptionFields => ({
      ...rest,
      startDate: iso(start),
      endDate: iso(start + length),
      weeks: Math.ceil((length + 1) / 7),
      academicYear: academicYearOf(iso(start)) ?? '',
      pricePerWeekPence: pence,
    }),
  );

describe('tenancy option rules', () => {
  it('accepts every option that keeps the rules', () => {
    fc.assert(
      fc.property(validOption, (o) => {
        expect(tenancyOptionIssues(o)).toEqual({});
      }),
    );
  });

  it('fits every let of the demo operator: 5 Sep 2026 to 26 Aug 2027 is 51 weeks, and 44 and 41 too', () => {
    expect(weeksBetween('2026-09-05', '2027-08-26')).toBe(51);
    expect(weeksBetween('2026-09-12', '2027-07-16')).toBe(44);
    expect(weeksBetween('2026-09-12', '2027-06-25')).toBe(41);
  });

  it('refuses an end on or before the start, on the end date', () => {
    fc.assert(
      fc.property(validOption, fc.integer({ min: 0, max: 300 }), (o, back) => {
        const start = Date.parse(`${o.startDate}T00:00:00Z`) / dayMs;
        const issues = tenancyOptionIssues({ ...o, endDate: iso(start - back) });
        expect(issues.endDate).toBe('The let must end after it starts.');
      }),
    );
  });

  it('refuses weeks that do not fit the dates, saying how many they are', () => {
    fc.assert(
      fc.property(
        validOption,
        fc.integer({ min: -5, max: 5 }).filter((d) => d !== 0),
        (o, delta) => {
          const weeks = o.weeks + delta;
          fc.pre(weeks >= 1 && weeks <= 60);
          expect(tenancyOptionIssues({ ...o, weeks }).weeks).toContain(`is ${o.weeks} weeks`);
        },
      ),
    );
  });

  it('refuses a price that is not positive whole pence, or above the maximum', () => {
    fc.assert(
      fc.property(
        validOption,
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: 1_000_001 }),
          fc.double({ min: 0.01, max: 1e6, noInteger: true }),
        ),
        (o, pence) => {
          expect(tenancyOptionIssues({ ...o, pricePerWeekPence: pence }).pricePerWeekPence).toBeDefined();
        },
      ),
    );
  });

  it('refuses rooms available below 0 or not whole, and billing or currency outside the lists', () => {
    fc.assert(
      fc.property(validOption, fc.oneof(fc.integer({ max: -1 }), fc.constant(1.5)), fc.string(), (o, rooms, word) => {
        fc.pre(!['weekly', 'monthly', 'yearly', 'GBP', 'EUR', 'USD'].includes(word));
        const issues = tenancyOptionIssues({ ...o, roomsAvailable: rooms, billingFrequency: word, currency: word });
        expect(Object.keys(issues).sort()).toEqual(['billingFrequency', 'currency', 'roomsAvailable']);
      }),
    );
  });

  it('refuses an academic year in the wrong form or not the start date’s', () => {
    fc.assert(
      fc.property(validOption, fc.integer({ min: 1, max: 3 }), (o, shift) => {
        const first = Number(o.academicYear.slice(0, 4)) + shift;
        const other = `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
        expect(tenancyOptionIssues({ ...o, academicYear: other }).academicYear).toContain('belongs to');
      }),
    );
    expect(academicYearOf('2026-09-05')).toBe('2026/27');
    expect(academicYearOf('2027-01-10')).toBe('2026/27');
    expect(academicYearOf('2027-07-01')).toBe('2027/28');
    expect(tenancyOptionIssues({ ...sampleOption(), academicYear: '2026-27' }).academicYear).toBe(
      'Write the academic year like 2026/27.',
    );
  });

  it('refuses dates that do not exist', () => {
    const o = sampleOption();
    expect(tenancyOptionIssues({ ...o, startDate: '2026-02-30' }).startDate).toBeDefined();
    expect(tenancyOptionIssues({ ...o, endDate: 'soon' }).endDate).toBeDefined();
  });
});

describe('slugs', () => {
  it('makes a URL-safe slug from any name, which the rules accept unless reserved or empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const slug = slugFor(name);
        if (slug === '') return;
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(80);
      }),
    );
    expect(slugFor("St. Peter's Court")).toBe('st-peters-court');
  });

  it('refuses reserved words, taken slugs, capitals and odd characters', () => {
    for (const word of ['admin', 'api', 'compare', 'blog', 'sitemap.xml', 'favourite'])
      expect(slugIssue(word, [])).not.toBeNull();
    expect(slugIssue('canal-view', ['canal-view'])).toContain('already used');
    expect(slugIssue('Canal View', [])).toContain('lower-case');
    expect(slugIssue('canal--view', [])).toContain('lower-case');
    expect(slugIssue('a'.repeat(81), [])).toContain('80');
    expect(slugIssue('canal-view', ['square-gardens'])).toBeNull();
  });
});

describe('moves and deletions', () => {
  it('leaves a redirect from the old path and from every page under it, never a chain or a loop', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/manchester/old', '/leeds/a'),
        fc.constantFrom('/manchester/new', '/leeds/b'),
        (from, to) => {
          const existing = [
            { fromPath: '/x/older', toPath: from },
            { fromPath: to, toPath: from },
          ];
          const redirects = redirectsForMove(from, to, [`${from}/studio`, '/other/room'], existing);
          const map = new Map(redirects.map((r) => [r.fromPath, r.toPath]));
          expect(map.get(from)).toBe(to);
          expect(map.get(`${from}/studio`)).toBe(`${to}/studio`);
          expect(map.get('/x/older')).toBe(to);
          expect(map.has(to)).toBe(false);
          expect(map.has('/other/room')).toBe(false);
          for (const target of map.values()) expect(map.has(target)).toBe(false);
        },
      ),
    );
  });

  it('refuses to delete a city that has residences', () => {
    expect(cityDeletionIssue(0)).toBeNull();
    expect(cityDeletionIssue(1)).toContain('1 residence;');
    expect(cityDeletionIssue(3)).toContain('3 residences');
  });

  it('says who changed a record and when, in London time', () => {
    expect(staleMessage({ actor: 'ana@digs.test', at: Date.parse('2026-07-01T09:05:00Z') })).toBe(
      'ana@digs.test (1 Jul, 10:05) changed this since you opened it. Reload to see their change.',
    );
    expect(staleMessage(null)).toContain('Someone else changed this');
  });
});
