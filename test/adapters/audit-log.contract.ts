import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { AuditLog } from '../../src/ports/audit-log.port';

export interface AuditLogUnderTest {
  readonly log: AuditLog;
  close?(): Promise<void>;
}

const t0 = Date.parse('2026-09-01T09:00:00.000Z');

/** What every AuditLog does: keeps entries as given, newest first, filtered and paged by id. */
export function auditLogContract(name: string, make: () => Promise<AuditLogUnderTest>) {
  describe(`AuditLog contract: ${name}`, () => {
    let subject: AuditLogUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    const entry = (entityId: string, at: number, change: Partial<AuditEntry> = {}): AuditEntry => ({
      at: t0 + at,
      staffId: null,
      actor: 'editor@example.com',
      action: 'update',
      entity: 'tenancy_option',
      entityId,
      summary: `changed ${entityId}`,
      before: { pricePerWeekPence: 18_900 },
      after: { pricePerWeekPence: 19_500, notes: ['a', 'b'] },
      ip: '192.0.2.1',
      ...change,
    });

    it('gives a record’s entries back newest first, as they were written', async () => {
      const record = randomUUID();
      const first = entry(record, 0);
      const second = entry(record, 1_000, { action: 'delete', after: null });
      await subject.log.record(first);
      await subject.log.record(entry(randomUUID(), 500));
      await subject.log.record(second);
      const found = await subject.log.list({ entity: 'tenancy_option', entityId: record, limit: 10 });
      expect(found.map(({ id: _id, ...rest }) => rest)).toEqual([second, first]);
      expect(found[0]?.id).toBeGreaterThan(found[1]?.id ?? Number.POSITIVE_INFINITY);
    });

    it('pages by id and keeps to the limit', async () => {
      const record = randomUUID();
      for (let i = 0; i < 5; i++) await subject.log.record(entry(record, 2_000 + i, { summary: `step ${i}` }));
      const page1 = await subject.log.list({ entityId: record, limit: 2 });
      expect(page1.map((e) => e.summary)).toEqual(['step 4', 'step 3']);
      const page2 = await subject.log.list({ entityId: record, limit: 2, beforeId: page1[1]?.id ?? 0 });
      expect(page2.map((e) => e.summary)).toEqual(['step 2', 'step 1']);
    });

    it('keeps a refused sign-in, which names no staff member and no record', async () => {
      const tried = `${randomUUID()}@example.com`;
      const refused = entry('x', 3_000, {
        actor: tried,
        action: 'sign_in_refused',
        entity: 'session',
        entityId: null,
        before: null,
        after: null,
        ip: null,
      });
      await subject.log.record(refused);
      const found = await subject.log.list({ entity: 'session', limit: 50 });
      expect(found.find((e) => e.actor === tried)).toMatchObject({ ...refused });
    });
  });
}
