import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueConsole } from '../../src/ports/catalogue-console.port';

export interface CatalogueConsoleUnderTest {
  /** Holding the catalogue fixture (test/support/catalogue-fixture.ts). */
  readonly api: CatalogueConsole;
  close?(): Promise<void>;
}

const option1 = '00000000-0000-4000-8000-0000000b0001';
const canalView = '00000000-0000-4000-8000-00000000e002';
const manchester = '00000000-0000-4000-8000-00000000c001';

/** What every CatalogueConsole does: lists, versioned saves with refusals as values, the price sheet. */
export function catalogueConsoleContract(name: string, make: () => Promise<CatalogueConsoleUnderTest>) {
  describe(`CatalogueConsole contract: ${name}`, () => {
    let subject: CatalogueConsoleUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    it('lists records of a kind, filtered by a field', async () => {
      const residences = await subject.api.list('property', { cityId: manchester });
      expect(residences.map((r) => r.slug).sort()).toEqual(['canal-view', 'square-gardens']);
      expect(await subject.api.get('property', '00000000-0000-4000-8000-000000000999')).toBeNull();
    });

    it('saves from the current version, refuses a broken rule with its field, and a stale save', async () => {
      const saved = await subject.api.update('tenancy_option', option1, 1, { pricePerWeekPence: 25_000 });
      expect(saved).toMatchObject({ kind: 'saved', record: { pricePerWeekPence: 25_000, version: 2 } });
      const invalid = await subject.api.update('tenancy_option', option1, 2, { pricePerWeekPence: 0 });
      expect(invalid.kind === 'invalid' && invalid.fields.pricePerWeekPence).toBeTruthy();
      const stale = await subject.api.update('tenancy_option', option1, 1, { roomsAvailable: 1 });
      expect(stale).toMatchObject({ kind: 'stale', current: { version: 2 } });
      expect(stale.kind === 'stale' && stale.message).toContain('changed this since you opened it');
    });

    it('refuses to delete a city with residences, and deletes a residence at its version', async () => {
      expect((await subject.api.remove('city', manchester, 1)).kind).toBe('refused');
      expect(await subject.api.remove('property', canalView, 1)).toEqual({ kind: 'deleted' });
    });

    it('previews a price sheet row by row, applies nothing while a row is refused, and the good rows when told to', async () => {
      const header =
        'option_id,city,residence,room_type,academic_year,weeks,start_date,end_date,price_per_week,billing_frequency,currency,rooms_available,sold_out,version';
      const sheet = `${header}\r\n${option1},M,S,C,2026/27,51,2026-09-12,2027-09-03,260.00,weekly,GBP,4,no,2\r\nffffffff-0000-4000-8000-000000000000,M,S,C,2026/27,51,2026-09-12,2027-09-03,1.00,weekly,GBP,4,no,1`;
      const preview = await subject.api.previewPrices(sheet);
      if (preview.kind !== 'plan') throw new Error(preview.message);
      expect(preview.plan.changes.map((c) => c.optionId)).toEqual([option1]);
      expect(preview.plan.refused).toHaveLength(1);
      expect(await subject.api.applyPrices(sheet)).toMatchObject({ kind: 'refused' });
      expect(await subject.api.get('tenancy_option', option1)).toMatchObject({ version: 2 });
      expect(await subject.api.applyPrices(sheet, { skipRefused: true })).toEqual({ kind: 'applied', count: 1 });
      expect(await subject.api.get('tenancy_option', option1)).toMatchObject({ pricePerWeekPence: 26_000, version: 3 });
      expect((await subject.api.previewPrices('nothing,here')).kind).toBe('refused');
    });
  });
}
