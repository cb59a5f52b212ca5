import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/domain/staff/audit-entry';
import {
  AUDIT_RECORD_KINDS,
  actorName,
  describeAuditEntry,
  recordLabel,
  valueText,
} from '../../../src/domain/staff/audit-phrasing';

const option = {
  id: '00000000-0000-4000-8000-0000000b0001',
  roomTypeId: '00000000-0000-4000-8000-0000000a0001',
  academicYear: '2026/27',
  weeks: 51,
  startDate: '2026-09-05',
  endDate: '2027-08-27',
  pricePerWeekPence: 27_100,
  billingFrequency: 'weekly',
  currency: 'GBP',
  roomsAvailable: 3,
  soldOut: false,
  version: 4,
};

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  at: 0,
  staffId: 's1',
  actor: 'sana@digs.local',
  action: 'update',
  entity: 'tenancy_option',
  entityId: option.id,
  summary: '',
  before: null,
  after: null,
  ip: null,
  ...over,
});

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-/i;
const name = 'Mill · En-suite · 51 weeks from 5 Sep 2026';

describe('the audit log in words', () => {
  it('names what went to the trash, came back or was purged (ADR 086), in one verb', () => {
    const said = (action: string, summary: string) =>
      describeAuditEntry(
        entry({
          action,
          entity: 'offer',
          entityId: '00000000-0000-4000-8000-00000000c001',
          summary,
          before: null,
          after: null,
        }),
      ).sentence;
    expect(said('trash', 'moved the offer “Half off” to the trash')).toBe(
      'Sana moved the offer “Half off” to the trash',
    );
    expect(said('restore', 'restored the offer “Half off” from the trash, as a draft')).toBe(
      'Sana restored the offer “Half off” from the trash, as a draft',
    );
    expect(said('purge', 'purged the offer “Half off” 30 days after sana@digs.test moved it to the trash')).toMatch(
      /^Sana purged the offer “Half off” 30 days after/,
    );
  });

  it('says who raised which named room’s price, from what to what, in pounds', () => {
    const view = describeAuditEntry(
      entry({
        before: { ...option, displayName: name },
        after: { ...option, pricePerWeekPence: 27_600, version: 5, displayName: name },
      }),
    );
    expect(view.sentence).toBe(`Sana raised ${name}, from £271 to £276 a week`);
    expect(view.record).toBe('Prices and tenancies');
    expect(view.changes).toEqual([
      { field: 'pricePerWeekPence', label: 'Price per week', before: '£271', after: '£276' },
    ]);
  });

  it('says lowered, sold out and available again in one verb each', () => {
    const named = { ...option, displayName: name };
    expect(
      describeAuditEntry(entry({ action: 'import', before: named, after: { ...named, pricePerWeekPence: 26_950 } }))
        .sentence,
    ).toBe(`Sana lowered ${name}, from £271 to £269.50 a week`);
    expect(describeAuditEntry(entry({ before: named, after: { ...named, soldOut: true } })).sentence).toBe(
      `Sana marked ${name} sold out`,
    );
    expect(
      describeAuditEntry(entry({ before: { ...named, soldOut: true }, after: { ...named, soldOut: false } })).sentence,
    ).toBe(`Sana marked ${name} available again`);
  });

  it('lists several changes by their labels, with UK dates, never a field code or an id', () => {
    const view = describeAuditEntry(
      entry({
        actor: 'tom.jones@digs.local',
        summary: `Changed tenancy option 2026/27 (51 weeks from 2026-09-05): pricePerWeekPence £271.00 -> £276.00`,
        before: option,
        after: { ...option, pricePerWeekPence: 27_600, startDate: '2026-09-12', roomsAvailable: 2 },
      }),
    );
    // An entry from before names were kept: the tenancy is named from its fields.
    expect(view.sentence).toBe(
      'Tom Jones changed the 2026/27 tenancy of 51 weeks from 12 Sep 2026: start date 5 Sep 2026 → 12 Sep 2026; price per week £271 → £276; rooms available 3 → 2',
    );
    expect(view.sentence).not.toMatch(/pricePerWeekPence|Changed|changed changed/);
    expect(JSON.stringify(view)).not.toMatch(uuid);
    expect(view.changes.map((c) => c.label)).toEqual(['Start date', 'Price per week', 'Rooms available']);
  });

  it('reads an old import by the name its summary gave', () => {
    const view = describeAuditEntry(
      entry({
        action: 'import',
        summary: 'Mill, En-suite 2026/27 (51 weeks): pricePerWeekPence £271.00 -> £276.00',
        before: option,
        after: { ...option, pricePerWeekPence: 27_600 },
      }),
    );
    expect(view.sentence).toBe('Sana raised Mill, En-suite, 51 weeks from 5 Sep 2026, from £271 to £276 a week');
  });

  it('says a deleted residence by its kept name', () => {
    const view = describeAuditEntry(
      entry({
        action: 'delete',
        entity: 'property',
        summary: 'Deleted residence "Mill"',
        before: { id: option.id, cityId: option.roomTypeId, name: 'Mill', displayName: 'Mill', status: 'live' },
      }),
    );
    expect(view.sentence).toBe('Sana deleted Mill');
    expect(view.record).toBe('Residences');
    expect(view.changes).toEqual([
      { field: 'name', label: 'Name', before: 'Mill', after: '' },
      { field: 'status', label: 'Status', before: 'live', after: '' },
    ]);
  });

  it('never doubles a verb that the stored summary already says', () => {
    expect(
      describeAuditEntry(
        entry({ action: 'invite', entity: 'staff_member', summary: 'Invited jo@digs.local as editor' }),
      ).sentence,
    ).toBe('Sana invited jo@digs.local as editor');
    expect(describeAuditEntry(entry({ action: 'publish', entity: 'page', summary: 'published /about' })).sentence).toBe(
      'Sana published /about',
    );
    expect(
      describeAuditEntry(
        entry({ action: 'update', entity: 'reservation', summary: 'DG-1234: marked paid (£250 received directly)' }),
      ).sentence,
    ).toBe('Sana changed the reservation DG-1234: marked paid (£250 received directly)');
    expect(
      describeAuditEntry(entry({ action: 'note', entity: 'enquiry', summary: 'EN-77: note added' })).sentence,
    ).toBe('Sana added a note to the enquiry EN-77: note added');
    expect(
      describeAuditEntry(entry({ action: 'sign_in_refused', entity: 'session', actor: 'who@x.test', staffId: null }))
        .sentence,
    ).toBe('A sign-in as who@x.test was refused');
    expect(
      describeAuditEntry(
        entry({ action: 'sign_in', entity: 'session', summary: 'sana@digs.local signed in (passkey)' }),
      ).sentence,
    ).toBe('Sana signed in (passkey)');
    expect(
      describeAuditEntry(
        entry({ action: 'password_change_refused', entity: 'staff_member', summary: 'wrong password' }),
      ).sentence,
    ).toBe('A password change by Sana was refused');
  });

  it('removes ids from stored summaries', () => {
    const view = describeAuditEntry(
      entry({ action: 'update', entity: 'viewing_rules', summary: `Changed the rules of ${option.id}` }),
    );
    expect(view.sentence).not.toMatch(uuid);
    expect(view.record).toBe('Viewing rules');
  });

  it('has a human label for every kind of record, and one for a kind it does not know', () => {
    for (const kind of [
      'city',
      'property',
      'room_type',
      'tenancy_option',
      'media',
      'page',
      'post',
      'offer',
      'faq',
      'enquiry',
      'viewing',
      'viewing_rules',
      'reservation',
      'staff_member',
      'session',
    ])
      expect(AUDIT_RECORD_KINDS[kind]).toMatch(/^[A-Z]/);
    expect(recordLabel('gift_card')).toBe('Gift card');
    expect(Object.values(AUDIT_RECORD_KINDS).join(' ')).not.toMatch(/_/);
  });

  it('shows values as people read them', () => {
    expect(valueText('depositPence', 25_000)).toBe('£250');
    expect(valueText('pricePerWeekPence', 117_950)).toBe('£1,179.50');
    expect(valueText('startDate', '2026-09-05')).toBe('5 Sep 2026');
    expect(valueText('publishedAt', '2026-09-05T10:30:00.000Z')).toBe('5 Sep 2026, 10:30');
    expect(valueText('featured', true)).toBe('yes');
    expect(valueText('amenities', ['gym', 'wifi'])).toBe('gym, wifi');
    expect(actorName('')).toBe('Someone');
    expect(actorName('sana@digs.local')).toBe('Sana');
  });

  it('names the residence or room and the picture of a gallery change (ADR 091)', () => {
    const entry = (action: string, summary: string) => ({
      actor: 'sana@digs.local',
      action,
      entity: 'room_type',
      summary,
      before: { gallery: ['00000000-0000-4000-8000-00000000a001'], displayName: 'Mill · En-suite' },
      after: { gallery: ['00000000-0000-4000-8000-00000000a002'], displayName: 'Mill · En-suite' },
    });
    expect(
      describeAuditEntry(entry('gallery_make_first', 'made “The lounge” the first picture of Mill · En-suite'))
        .sentence,
    ).toBe('Sana made “The lounge” the first picture of Mill · En-suite');
    expect(
      describeAuditEntry(
        entry('gallery_replace', 'replaced “A bedroom” by “A new bedroom” in the gallery of Mill · En-suite'),
      ).sentence,
    ).toBe('Sana replaced “A bedroom” by “A new bedroom” in the gallery of Mill · En-suite');
    expect(
      describeAuditEntry(
        entry('gallery_put_back', 'put “The lounge” back in the gallery of Mill · En-suite, as picture 2'),
      ).sentence,
    ).toBe('Sana put “The lounge” back in the gallery of Mill · En-suite, as picture 2');
    expect(describeAuditEntry(entry('gallery_remove', 'removed “The lounge” from the gallery of Mill')).record).toBe(
      'Room types',
    );
  });
});
