import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../../src/domain/staff/audit-entry';

describe('auditEntry', () => {
  it('signs the facts with the actor and the time, keeping every fact as given', () => {
    const entry = auditEntry(
      1_700_000_000_000,
      { staffId: 'staff-1', email: 'sana@example.com', ip: '203.0.113.9' },
      { action: 'update', entity: 'page', entityId: 'p-1', summary: 'changed /about', before: { a: 1 }, after: null },
    );
    expect(entry).toEqual({
      at: 1_700_000_000_000,
      staffId: 'staff-1',
      actor: 'sana@example.com',
      action: 'update',
      entity: 'page',
      entityId: 'p-1',
      summary: 'changed /about',
      before: { a: 1 },
      after: null,
      ip: '203.0.113.9',
    });
  });

  it('keeps an actor that is not staff (a refused sign-in) and a record without an id', () => {
    const entry = auditEntry(
      5,
      { staffId: null, email: 'who@example.com', ip: null },
      { action: 'sign_in_refused', entity: 'session', entityId: null, summary: '', before: null, after: null },
    );
    expect(entry.staffId).toBeNull();
    expect(entry.entityId).toBeNull();
    expect(entry.ip).toBeNull();
    expect(entry.actor).toBe('who@example.com');
  });
});
