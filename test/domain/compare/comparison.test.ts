import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import type { PropertyDetail, RoomTypeListing } from '../../../src/domain/catalogue/catalogue';
import { comparedItem } from '../../../src/domain/compare/compared-item';
import { compareProperties, compareRooms, liveStatuses } from '../../../src/domain/compare/comparison';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';

/** Before the fixture's 2026/27 lets start (12 Sep 2026): every let is sold in full (ADR 083). */
const beforeTheLets = new ManualTime(Date.parse('2026-08-03T12:00:00Z'));
const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings, beforeTheLets);

async function properties(): Promise<PropertyDetail[]> {
  const city = await catalogue.getCity('manchester');
  const all = await Promise.all((city?.properties ?? []).map((p) => catalogue.getProperty(p.city_id, p.id)));
  return all.filter((p): p is PropertyDetail => p !== null);
}

describe('comparing residences', () => {
  it('gives one row per fact with a cell per residence, and marks the rows that differ', async () => {
    const docs = await properties();
    expect(docs.length).toBeGreaterThanOrEqual(2);
    const rows = compareProperties(docs);
    for (const row of rows) expect(row.cells).toHaveLength(docs.length);
    const price = rows.find((r) => r.key === 'price');
    expect(price?.cells[0]).toMatch(
      /^£[\d,]+(\.\d\d)? per week(\nbilled £[\d,]+(\.\d\d)? (monthly|yearly))?\n£[\d,]+(\.\d\d)? for \d+ weeks, no fees$|^Price on request$/,
    );
    for (const row of rows) expect(row.differs).toBe(new Set(row.cells).size > 1);
    // Amenities: present or absent for each, over every amenity any of them has.
    const amenities = new Set(docs.flatMap((d) => d.amenities));
    expect(
      rows
        .filter((r) => r.group === 'amenities')
        .map((r) => r.label)
        .sort(),
    ).toEqual([...amenities].sort());
    for (const row of rows.filter((r) => r.group === 'amenities'))
      for (const cell of row.cells) expect(['Yes', 'No']).toContain(cell);
    // Distances: one row per university any of them is near.
    const universities = new Set(docs.flatMap((d) => d.distances.map((u) => u.name)));
    expect(
      rows
        .filter((r) => r.group === 'distances')
        .map((r) => r.label)
        .sort(),
    ).toEqual([...universities].sort());
  });

  it('marks nothing as different with a single residence', async () => {
    const [one] = await properties();
    if (!one) throw new Error('fixture has no residence');
    expect(compareProperties([one]).every((r) => !r.differs)).toBe(true);
  });
});

describe('comparing rooms', () => {
  it('lists residence, price, tenancy lengths, bed, size, features and availability', async () => {
    const docs = await catalogue.findRoomTypes(
      (await properties()).flatMap((p) => p.room_types.map((r) => r._id)).slice(0, 3),
    );
    const rows = compareRooms(docs as RoomTypeListing[]);
    const keys = rows.map((r) => r.key);
    for (const key of ['residence', 'price', 'weeks', 'bed', 'size', 'availability']) expect(keys).toContain(key);
    expect(rows.find((r) => r.key === 'size')?.cells[0]).toMatch(/^\d+(\.\d+)? m²$/);
  });
});

describe('prices in one unit', () => {
  it('shows every column per week, with how it is billed beneath when that is not weekly', async () => {
    const [first, second] = await properties();
    if (!first || !second) throw new Error('fixture needs two residences');
    const monthly = {
      ...first,
      room_starting_price: 1135.33,
      room_starting_price_billing_frequency: 'monthly' as const,
    };
    const weekly = { ...second, room_starting_price: 249, room_starting_price_billing_frequency: 'weekly' as const };
    expect(compareProperties([monthly, weekly]).find((r) => r.key === 'price')?.cells).toEqual([
      `£262 per week\nbilled £1,135.33 monthly\n£${first.room_starting_total?.toLocaleString('en-US')} for ${first.room_starting_total_weeks} weeks, no fees`,
      `£249 per week\n£${second.room_starting_total?.toLocaleString('en-US')} for ${second.room_starting_total_weeks} weeks, no fees`,
    ]);
  });

  it('puts the total of the let beside every column’s price, rooms as residences', async () => {
    const docs = await catalogue.findRoomTypes((await properties()).flatMap((p) => p.room_types.map((r) => r._id)));
    const cells = compareRooms(docs).find((r) => r.key === 'price')?.cells ?? [];
    expect(cells).toHaveLength(docs.length);
    for (const [i, d] of docs.entries())
      expect(cells[i]?.split('\n').at(-1)).toBe(
        `£${(d.room_starting_total ?? 0).toLocaleString('en-US', { maximumFractionDigits: 2 })} for ${d.room_starting_total_weeks} weeks, no fees`,
      );
  });

  it('puts beside the price of a let that has started what is left of it, from the first day a visitor could move in', async () => {
    // 29 Nov 2026: the 2026/27 lets began on 12 Sep; a visitor could move in on 2 Dec (ADR 083).
    const started = new MemoryCatalogue(
      fixtureSlice,
      fixtureSettings,
      new ManualTime(Date.parse('2026-11-29T12:00:00Z')),
    );
    const city = await started.getCity('manchester');
    const ids = (city?.properties ?? []).map((p) => p._id);
    const docs = await started.findRoomTypes(
      (await started.findProperties(ids)).flatMap((p) => p.room_types.map((r) => r._id)),
    );
    expect(docs.length).toBeGreaterThan(0);
    const cells = compareRooms(docs).find((r) => r.key === 'price')?.cells ?? [];
    for (const [i, d] of docs.entries()) {
      const days = (d.room_starting_total_weeks ?? 0) * 7 + (d.room_starting_total_days ?? 0);
      // 12 Sep to 2 Dec is 81 days gone: a 51-week let has 276 days left, and a 44-week let 227.
      expect(d.room_starting_total_from).toBe('2026-12-02');
      expect(d.weeks_offered.map((w) => 7 * w - 81)).toContain(days);
      expect(cells[i]?.split('\n').at(-1)).toMatch(/ for \d+ weeks and \d days? from 2 Dec 2026, no fees$/);
    }
  });

  it('does not call a monthly price changed when it is the same as when it was added', async () => {
    const [first] = await properties();
    if (!first) throw new Error('fixture has no residence');
    const monthly = {
      ...first,
      room_starting_price: 1135.33,
      room_starting_price_billing_frequency: 'monthly' as const,
    };
    const kept = comparedItem(monthly);
    if (!kept) throw new Error('fixture residence has an id');
    expect(liveStatuses([kept], [monthly]).get(first._id)).toEqual({ state: 'same' });
    expect(liveStatuses([kept], [{ ...monthly, room_starting_price: 1200 }]).get(first._id)).toEqual({
      state: 'price-changed',
      was: '£262 per week (billed £1,135.33 monthly)',
      now: '£276.92 per week (billed £1,200 monthly)',
    });
  });
});

describe('the currency', () => {
  it('is a row only when the columns are priced in different currencies', async () => {
    const [first, second] = await properties();
    if (!first || !second) throw new Error('fixture needs two residences');
    expect(compareProperties([first, second]).some((r) => r.key === 'currency')).toBe(false);
    const inEuros = { ...second, room_starting_price_currency: 'EUR' };
    expect(compareProperties([first, inEuros]).find((r) => r.key === 'currency')?.cells).toEqual(['GBP', 'EUR']);
  });
});

describe('what changed since an item was added', () => {
  it('tells a price that changed and an item that is no longer listed', async () => {
    const [first, second] = await properties();
    if (!first || !second) throw new Error('fixture needs two residences');
    const [a, b] = [comparedItem(first), comparedItem(second)];
    if (!a || !b) throw new Error('fixture residences have ids');
    const saved = [a, b, { ...a, id: 'gone-id' }];
    const cheaper = { ...first, room_starting_price: (first.room_starting_price ?? 0) - 10 };
    const statuses = liveStatuses(saved, [cheaper, second]);
    expect(statuses.get(first._id)).toEqual({
      state: 'price-changed',
      was: `£${saved[0]?.price} per week`,
      now: `£${(cheaper.room_starting_price ?? 0).toLocaleString('en-US')} per week`,
    });
    expect(statuses.get(second._id)).toEqual({ state: 'same' });
    expect(statuses.get('gone-id')).toEqual({ state: 'gone' });
  });
});
