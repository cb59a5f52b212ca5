import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { AuditLog } from '../../src/ports/audit-log.port';
import type { CatalogueEditor } from '../../src/ports/catalogue-editor.port';

export interface CatalogueEditorUnderTest {
  /** Holding the catalogue fixture (test/support/catalogue-fixture.ts). */
  readonly editor: CatalogueEditor;
  readonly audit: AuditLog;
  close?(): Promise<void>;
}

const ids = {
  manchester: '00000000-0000-4000-8000-00000000c001',
  leeds: '00000000-0000-4000-8000-00000000c002',
  squareGardens: '00000000-0000-4000-8000-00000000e001',
  canalView: '00000000-0000-4000-8000-00000000e002',
  classicStudio: '00000000-0000-4000-8000-00000000f001',
  canalStudio: '00000000-0000-4000-8000-00000000f003',
  option1: '00000000-0000-4000-8000-0000000b0001',
  option2: '00000000-0000-4000-8000-0000000b0002',
  option6: '00000000-0000-4000-8000-0000000b0006',
};

const entry = (entity: string, entityId: string | null, summary: string): AuditEntry => ({
  at: Date.parse('2026-11-25T12:00:00Z'),
  staffId: null,
  actor: 'editor@digs.test',
  action: 'update',
  entity,
  entityId,
  summary,
  before: null,
  after: null,
  ip: null,
});

/** What every CatalogueEditor does: versioned reads and writes, each write with its audit entry, all or nothing. */
export function catalogueEditorContract(name: string, make: () => Promise<CatalogueEditorUnderTest>) {
  describe(`CatalogueEditor contract: ${name}`, () => {
    let subject: CatalogueEditorUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    it('lists and reads records at version 1, residences published, lets not sold out', async () => {
      const cities = await subject.editor.list('city');
      expect(cities.map((c) => c.slug).sort()).toEqual(['leeds', 'manchester']);
      expect(cities.every((c) => c.version === 1)).toBe(true);
      const property = await subject.editor.get('property', ids.squareGardens);
      expect(property).toMatchObject({ slug: 'square-gardens', status: 'published', version: 1 });
      expect(await subject.editor.get('tenancy_option', ids.option1)).toMatchObject({ soldOut: false, version: 1 });
      expect(await subject.editor.get('city', '00000000-0000-4000-8000-000000000999')).toBeNull();
      expect(await subject.editor.get('city', 'not-an-id')).toBeNull();
    });

    it('saves a change from the current version, raises it, and writes the audit entry with it', async () => {
      const saved = await subject.editor.update(
        'room_type',
        ids.classicStudio,
        1,
        { name: 'Classic Studio Plus', sizeSqm: 22 },
        entry('room_type', ids.classicStudio, 'renamed the studio'),
      );
      expect(saved).toMatchObject({
        outcome: 'saved',
        record: { name: 'Classic Studio Plus', sizeSqm: 22, version: 2 },
      });
      const log = await subject.audit.list({ entity: 'room_type', entityId: ids.classicStudio, limit: 5 });
      expect(log[0]?.summary).toBe('renamed the studio');
    });

    it('refuses a save from an older version, writing nothing, and gives the record as it is', async () => {
      const stale = await subject.editor.update(
        'room_type',
        ids.classicStudio,
        1,
        { name: 'Overwritten' },
        entry('room_type', ids.classicStudio, 'should not be logged'),
      );
      expect(stale).toMatchObject({ outcome: 'stale', current: { name: 'Classic Studio Plus', version: 2 } });
      const log = await subject.audit.list({ entity: 'room_type', entityId: ids.classicStudio, limit: 5 });
      expect(log.map((e) => e.summary)).not.toContain('should not be logged');
    });

    it('lets only one of two concurrent saves from the same version win', async () => {
      const results = await Promise.all(
        [19_000, 19_500, 20_000].map((pence) =>
          subject.editor.update(
            'tenancy_option',
            ids.option2,
            1,
            { pricePerWeekPence: pence },
            entry('tenancy_option', ids.option2, `to ${pence}`),
          ),
        ),
      );
      const saved = results.filter((r) => r.outcome === 'saved');
      expect(saved).toHaveLength(1);
      expect(results.filter((r) => r.outcome === 'stale')).toHaveLength(2);
      const now = await subject.editor.get('tenancy_option', ids.option2);
      expect(now?.version).toBe(2);
      expect(saved[0]?.outcome === 'saved' && saved[0].record.pricePerWeekPence).toBe(now?.pricePerWeekPence);
      expect(await subject.audit.list({ entityId: ids.option2, limit: 10 })).toHaveLength(1);
    });

    it('refuses a slug another record holds, and keeps the redirects a move leaves', async () => {
      const taken = await subject.editor.update(
        'property',
        ids.canalView,
        1,
        { slug: 'square-gardens' },
        entry('property', ids.canalView, 'clash'),
      );
      expect(taken).toEqual({ outcome: 'slug_taken' });
      const moved = await subject.editor.update(
        'property',
        ids.canalView,
        1,
        { slug: 'canal-view-house' },
        entry('property', ids.canalView, 'moved'),
        [
          { fromPath: '/manchester/canal-view', toPath: '/manchester/canal-view-house' },
          { fromPath: '/manchester/canal-view/studio', toPath: '/manchester/canal-view-house/studio' },
        ],
      );
      expect(moved.outcome).toBe('saved');
      expect(await subject.editor.findRedirect('/manchester/canal-view/studio')).toBe(
        '/manchester/canal-view-house/studio',
      );
      expect(await subject.editor.findRedirect('/manchester/nowhere')).toBeNull();
      expect((await subject.editor.listRedirects()).length).toBe(2);
    });

    it('applies many lets in one transaction, or none of them when one has moved on', async () => {
      const before = await subject.editor.get('tenancy_option', ids.option6);
      if (!before) throw new Error('fixture option missing');
      const fields = { ...before, pricePerWeekPence: 22_000, soldOut: true };
      const refused = await subject.editor.updateTenancyOptions(
        [
          { id: ids.option6, version: 1, fields },
          { id: ids.option2, version: 1, fields: { ...fields, pricePerWeekPence: 1 } },
        ],
        [entry('tenancy_option', ids.option6, 'bulk a'), entry('tenancy_option', ids.option2, 'bulk b')],
      );
      expect(refused).toEqual({ outcome: 'stale', id: ids.option2 });
      expect(await subject.editor.get('tenancy_option', ids.option6)).toMatchObject({
        pricePerWeekPence: 21_000,
        version: 1,
      });
      expect((await subject.audit.list({ limit: 50 })).map((e) => e.summary)).not.toContain('bulk a');

      const applied = await subject.editor.updateTenancyOptions(
        [{ id: ids.option6, version: 1, fields }],
        [entry('tenancy_option', ids.option6, 'bulk a')],
      );
      expect(applied).toEqual({ outcome: 'applied', count: 1 });
      expect(await subject.editor.get('tenancy_option', ids.option6)).toMatchObject({
        pricePerWeekPence: 22_000,
        soldOut: true,
        version: 2,
      });
    });

    it('creates a record at version 1 with its audit entry, and refuses a taken slug', async () => {
      const created = await subject.editor.create(
        'city',
        {
          slug: 'york',
          name: 'York',
          region: 'Yorkshire',
          intro: 'Walls.',
          lat: 53.96,
          lng: -1.08,
          heroMediaId: null,
          sort: 3,
        },
        (city) => entry('city', city.id, 'created York'),
      );
      if (created.outcome !== 'created') throw new Error('not created');
      expect(created.record).toMatchObject({ slug: 'york', version: 1 });
      expect((await subject.audit.list({ entityId: created.record.id, limit: 1 }))[0]?.summary).toBe('created York');
      const again = await subject.editor.create(
        'city',
        { slug: 'york', name: 'York 2', region: 'Yorkshire', intro: 'x', lat: 1, lng: 1, heroMediaId: null, sort: 4 },
        (city) => entry('city', city.id, 'dup'),
      );
      expect(again).toEqual({ outcome: 'slug_taken' });
    });

    it('refuses to delete a city with residences, deletes one without, and a residence with its rooms', async () => {
      expect(await subject.editor.remove('city', ids.manchester, 1, entry('city', ids.manchester, 'x'))).toEqual({
        outcome: 'in_use',
      });
      expect(await subject.editor.remove('city', ids.leeds, 7, entry('city', ids.leeds, 'x'))).toMatchObject({
        outcome: 'stale',
      });
      expect(await subject.editor.remove('city', ids.leeds, 1, entry('city', ids.leeds, 'deleted Leeds'))).toEqual({
        outcome: 'deleted',
      });
      expect(await subject.editor.get('city', ids.leeds)).toBeNull();
      const canal = await subject.editor.get('property', ids.canalView);
      expect(
        await subject.editor.remove(
          'property',
          ids.canalView,
          canal?.version ?? 0,
          entry('property', ids.canalView, 'gone'),
        ),
      ).toEqual({ outcome: 'deleted' });
      expect(await subject.editor.get('room_type', ids.canalStudio)).toBeNull();
      expect(await subject.editor.get('tenancy_option', ids.option6)).toBeNull();
      expect(await subject.editor.remove('property', ids.canalView, 1, entry('property', ids.canalView, 'x'))).toEqual({
        outcome: 'not_found',
      });
    });
  });
}
