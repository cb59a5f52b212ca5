import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EnquiryKind } from '../../src/domain/enquiries/enquiry';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import type { ViewingStatus } from '../../src/domain/viewings/viewing';
import type { EnquiryRecords, PersonalData } from '../../src/ports/enquiry-records.port';

/** An enquiry as the site stores it (status new), created at `createdAt`. */
export interface SeedEnquiry {
  readonly reference: string;
  readonly email: string;
  readonly name?: string;
  readonly kind?: EnquiryKind;
  readonly fields?: Readonly<Record<string, unknown>>;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** A viewing of the test property; a booked one holds a place in its slot, as a booking would. */
export interface SeedViewing {
  readonly reference: string;
  readonly email: string;
  /** ISO 8601, on a whole half hour. */
  readonly start: string;
  readonly status: ViewingStatus;
}

export interface EnquiryRecordsUnderTest {
  readonly records: EnquiryRecords;
  addEnquiry(enquiry: SeedEnquiry): Promise<void>;
  addViewing(viewing: SeedViewing): Promise<void>;
  /** Staff's internal note on an enquiry (the inbox's). */
  addNote(reference: string, note: { author: string; body: string; createdAt: string }): Promise<void>;
  /** A reply sent from the inbox, kept on the enquiry. */
  addReply(
    reference: string,
    reply: { author: string; to: string; subject: string; body: string; createdAt: string },
  ): Promise<void>;
  /** Queues a message in the outbox; `sent` marks it delivered. */
  addMail(mail: OutgoingMail, status?: 'pending' | 'sent'): Promise<void>;
  /** How many places are taken in the test property's slot starting at `start`. */
  bookedPlaces(start: string): Promise<number>;
  /** Forgets everything, between tests. */
  clear(): Promise<void>;
  close?(): Promise<void>;
}

export type MakeEnquiryRecords = () => Promise<EnquiryRecordsUnderTest>;

const t0 = Date.parse('2026-09-01T09:00:00.000Z');
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const referencesOf = (data: PersonalData) => ({
  enquiries: data.enquiries.map((e) => e.reference),
  viewings: data.viewings.map((v) => v.reference),
  mails: data.mails.map((m) => m.mail.subject),
});

/**
 * What every EnquiryRecords does, whatever keeps the data: closing and reopening enquiries (the
 * first closing time kept), deleting closed ones closed before a cutoff and nothing else, finding
 * everything held about an address (its enquiries, enquiries that name it, its viewings, messages
 * that name it; as whole addresses, any case) and erasing exactly that, giving booked places back.
 */
export function enquiryRecordsContract(name: string, make: MakeEnquiryRecords) {
  describe(`EnquiryRecords contract: ${name}`, () => {
    let subject: EnquiryRecordsUnderTest;
    let records: EnquiryRecords;
    beforeAll(async () => {
      subject = await make();
      records = subject.records;
    });
    beforeEach(async () => {
      await subject.clear();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    describe('closing', () => {
      it('closes an enquiry at the time given and opens it again, answering the whole record', async () => {
        await subject.addEnquiry({
          reference: 'EQ-AAAAA2',
          email: 'Ada@Example.com',
          name: 'Ada Lovelace',
          kind: 'contact',
          fields: { topic: 'general', message: 'Hello' },
          createdAt: iso(t0),
        });
        const closed = await records.setStatus('EQ-AAAAA2', 'closed', t0 + day);
        expect(closed).toMatchObject({
          reference: 'EQ-AAAAA2',
          email: 'Ada@Example.com',
          name: 'Ada Lovelace',
          kind: 'contact',
          fields: { topic: 'general', message: 'Hello' },
          status: 'closed',
          created_at: iso(t0),
          closed_at: iso(t0 + day),
        });
        const reopened = await records.setStatus('EQ-AAAAA2', 'new', t0 + 2 * day);
        expect(reopened).toMatchObject({ reference: 'EQ-AAAAA2', status: 'new', closed_at: null });
      });

      it('keeps the first closing time when a closed enquiry is closed again', async () => {
        await subject.addEnquiry({ reference: 'EQ-AAAAA3', email: 'a@example.com', createdAt: iso(t0) });
        await records.setStatus('EQ-AAAAA3', 'closed', t0 + day);
        expect(await records.setStatus('EQ-AAAAA3', 'closed', t0 + 5 * day)).toMatchObject({
          status: 'closed',
          closed_at: iso(t0 + day),
        });
        // Opened and closed again: the new closing counts.
        await records.setStatus('EQ-AAAAA3', 'new', t0 + 6 * day);
        expect(await records.setStatus('EQ-AAAAA3', 'closed', t0 + 7 * day)).toMatchObject({
          closed_at: iso(t0 + 7 * day),
        });
      });

      it('answers null for a reference it does not hold', async () => {
        expect(await records.setStatus('EQ-ZZZZZZ', 'closed', t0)).toBeNull();
        expect(await records.setStatus('not a reference', 'new', t0)).toBeNull();
      });
    });

    describe('retention', () => {
      it('deletes closed enquiries closed before the cutoff, and nothing else', async () => {
        for (const [reference, createdDaysAgo] of [
          ['EQ-OLDCL2', 900],
          ['EQ-EDGE22', 800],
          ['EQ-RECNT2', 30],
          ['EQ-OLDNW2', 2000],
        ] as const) {
          await subject.addEnquiry({ reference, email: 'a@example.com', createdAt: iso(t0 - createdDaysAgo * day) });
        }
        await records.setStatus('EQ-OLDCL2', 'closed', t0 - 800 * day);
        await records.setStatus('EQ-EDGE22', 'closed', t0 - 700 * day);
        await records.setStatus('EQ-RECNT2', 'closed', t0 - 10 * day);
        // EQ-OLDNW2 is older than all of them but still open: it stays.
        const cutoff = t0 - 700 * day;
        expect(await records.deleteClosedBefore(cutoff)).toBe(1);
        expect(await records.deleteClosedBefore(cutoff)).toBe(0);
        // Closed exactly at the cutoff is not before it.
        expect(referencesOf(await records.exportFor('a@example.com')).enquiries).toEqual([
          'EQ-OLDNW2',
          'EQ-EDGE22',
          'EQ-RECNT2',
        ]);
        expect(await records.deleteClosedBefore(cutoff + 1)).toBe(1);
        expect(await records.deleteClosedBefore(t0)).toBe(1);
        expect(referencesOf(await records.exportFor('a@example.com')).enquiries).toEqual(['EQ-OLDNW2']);
      });

      it('does not delete an enquiry that was closed and opened again', async () => {
        await subject.addEnquiry({ reference: 'EQ-REOPN2', email: 'a@example.com', createdAt: iso(t0 - 900 * day) });
        await records.setStatus('EQ-REOPN2', 'closed', t0 - 800 * day);
        await records.setStatus('EQ-REOPN2', 'new', t0 - 700 * day);
        expect(await records.deleteClosedBefore(t0)).toBe(0);
      });
    });

    describe('export and erasure', () => {
      const slotA = iso(t0 + 3 * day);
      const slotPast = iso(t0 - 3 * day);

      /** Ada's data, and other people's around it. */
      async function arrange() {
        await subject.addEnquiry({ reference: 'EQ-ADA222', email: 'ada@example.com', createdAt: iso(t0 - 2 * day) });
        await subject.addEnquiry({
          reference: 'EQ-ADA333',
          email: 'ADA@EXAMPLE.COM',
          kind: 'room-finder',
          createdAt: iso(t0 - day),
        });
        // Bob referred Ada: her address is one of his enquiry's answers.
        await subject.addEnquiry({
          reference: 'EQ-BOBREF',
          email: 'bob@example.com',
          kind: 'friend',
          fields: { friendName: 'Ada', friendEmail: 'Ada@example.com', message: 'She wants a studio.' },
          createdAt: iso(t0 - 3 * day),
        });
        // Near misses: longer addresses that contain Ada's, and a LIKE pattern's wildcards.
        await subject.addEnquiry({ reference: 'EQ-NADA22', email: 'nada@example.com', createdAt: iso(t0) });
        await subject.addEnquiry({
          reference: 'EQ-CAROL2',
          email: 'carol@example.com',
          fields: { message: 'Copy ada@example.com.au and ada@example.community please' },
          createdAt: iso(t0),
        });
        await subject.addViewing({ reference: 'VW-ADA222', email: 'Ada@Example.com', start: slotA, status: 'booked' });
        await subject.addViewing({ reference: 'VW-BOB222', email: 'bob@example.com', start: slotA, status: 'booked' });
        await subject.addViewing({
          reference: 'VW-ADAOLD',
          email: 'ada@example.com',
          start: slotPast,
          status: 'booked',
        });
        await subject.addViewing({
          reference: 'VW-ADACNX',
          email: 'ada@example.com',
          start: iso(t0 + 4 * day),
          status: 'cancelled',
        });
        await subject.addMail(
          { to: 'Ada Lovelace <ada@example.com>', subject: 'Your viewing', text: 'Booked.' },
          'sent',
        );
        await subject.addMail({
          to: 'viewings@house.example',
          replyTo: 'ADA@example.com',
          subject: 'Staff: new viewing',
          text: 'Ada Lovelace booked.',
        });
        await subject.addMail({
          to: 'enquiries@house.example',
          subject: 'Staff: referral',
          text: 'Bob referred a friend: ada@example.com',
        });
        await subject.addMail({ to: 'bob@example.com', subject: 'For Bob', text: 'Thanks, Bob.' });
        await subject.addMail({ to: 'nada@example.com', subject: 'For Nada', text: 'Hi.' });
      }

      it('finds every enquiry, viewing and message that names the address, in any case, oldest first', async () => {
        await arrange();
        const data = await records.exportFor('  Ada@Example.COM ');
        expect(referencesOf(data)).toEqual({
          enquiries: ['EQ-BOBREF', 'EQ-ADA222', 'EQ-ADA333'],
          viewings: ['VW-ADAOLD', 'VW-ADA222', 'VW-ADACNX'],
          mails: ['Your viewing', 'Staff: new viewing', 'Staff: referral'],
        });
        expect(data.email).toBe('  Ada@Example.COM ');
        expect(data.enquiries[0]).toMatchObject({
          kind: 'friend',
          email: 'bob@example.com',
          fields: { friendEmail: 'Ada@example.com' },
          status: 'new',
          closed_at: null,
        });
        expect(data.viewings[1]).toMatchObject({ email: 'Ada@Example.com', start: slotA, status: 'booked' });
        expect(data.mails[0]).toMatchObject({
          id: expect.any(String),
          mail: { to: 'Ada Lovelace <ada@example.com>', subject: 'Your viewing', text: 'Booked.' },
          status: 'sent',
          created_at: expect.any(String),
        });
        expect(data.mails[1]).toMatchObject({ status: 'pending', sent_at: null });
      });

      it('exports the team’s notes and replies kept on the person’s own enquiries, oldest first', async () => {
        await arrange();
        await subject.addReply('EQ-ADA333', {
          author: 'Sam <sam@staff.test>',
          to: 'ada@example.com',
          subject: 'Re: your message',
          body: 'Yes, there is parking.',
          createdAt: '2026-09-03T10:00:00.000Z',
        });
        await subject.addNote('EQ-ADA333', {
          author: 'Sam <sam@staff.test>',
          body: 'Rang her back.',
          createdAt: '2026-09-03T11:00:00.000Z',
        });
        await subject.addNote('EQ-ADA222', {
          author: 'Olivia <olivia@staff.test>',
          body: 'Wants a studio.',
          createdAt: '2026-09-02T09:00:00.000Z',
        });
        // Bob's referral names Ada, but its notes are about Bob's request: not hers.
        await subject.addNote('EQ-BOBREF', {
          author: 'Sam <sam@staff.test>',
          body: 'Bob is a resident.',
          createdAt: '2026-09-02T08:00:00.000Z',
        });
        const data = await records.exportFor('ADA@example.com');
        expect(data.notes).toEqual([
          {
            reference: 'EQ-ADA222',
            author: 'Olivia <olivia@staff.test>',
            body: 'Wants a studio.',
            created_at: '2026-09-02T09:00:00.000Z',
          },
          {
            reference: 'EQ-ADA333',
            author: 'Sam <sam@staff.test>',
            body: 'Rang her back.',
            created_at: '2026-09-03T11:00:00.000Z',
          },
        ]);
        expect(data.replies).toEqual([
          {
            reference: 'EQ-ADA333',
            author: 'Sam <sam@staff.test>',
            to: 'ada@example.com',
            subject: 'Re: your message',
            body: 'Yes, there is parking.',
            created_at: '2026-09-03T10:00:00.000Z',
          },
        ]);
        expect((await records.exportFor('bob@example.com')).notes.map((n) => n.body)).toEqual(['Bob is a resident.']);
        expect((await records.exportFor('nada@example.com')).replies).toEqual([]);
      });

      it('finds nothing for an address it does not hold, and nothing else for a near miss', async () => {
        await arrange();
        expect(referencesOf(await records.exportFor('zed@example.com'))).toEqual({
          enquiries: [],
          viewings: [],
          mails: [],
        });
        expect(referencesOf(await records.exportFor('nada@example.com'))).toEqual({
          enquiries: ['EQ-NADA22'],
          viewings: [],
          mails: ['For Nada'],
        });
        // A wildcard of SQL's LIKE is an ordinary character here.
        expect(referencesOf(await records.exportFor('_da@example.com')).enquiries).toEqual([]);
      });

      it('refuses anything that is not one address, so nothing can match everything', async () => {
        await arrange();
        for (const email of ['', '   ', 'example.com', '%', '@', 'ada@example.com, bob@example.com']) {
          await expect(records.exportFor(email)).rejects.toThrow(RangeError);
          await expect(records.eraseFor(email, t0)).rejects.toThrow(RangeError);
        }
        expect(referencesOf(await records.exportFor('bob@example.com')).enquiries).toEqual(['EQ-BOBREF']);
      });

      it('erases exactly what the export finds, giving back the places of booked viewings', async () => {
        await arrange();
        expect(await subject.bookedPlaces(slotA)).toBe(2);
        expect(await subject.bookedPlaces(slotPast)).toBe(1);
        const bobBefore = await records.exportFor('bob@example.com');

        expect(await records.eraseFor('ada@EXAMPLE.com', t0)).toEqual({
          enquiries: 2,
          enquiriesRedacted: 1,
          viewings: 3,
          upcomingCancelled: 1,
          mails: 3,
        });

        expect(referencesOf(await records.exportFor('ada@example.com'))).toEqual({
          enquiries: [],
          viewings: [],
          mails: [],
        });
        // Ada's place is free again; Bob keeps his.
        expect(await subject.bookedPlaces(slotA)).toBe(1);
        expect(await subject.bookedPlaces(slotPast)).toBe(0);
        // Bob's referral of Ada is Bob's request: kept, with Ada's name and address taken out.
        const bobAfter = await records.exportFor('bob@example.com');
        expect(referencesOf(bobAfter)).toEqual({
          enquiries: ['EQ-BOBREF'],
          viewings: ['VW-BOB222'],
          mails: ['For Bob'],
        });
        expect(referencesOf(bobBefore).enquiries).toEqual(['EQ-BOBREF']);
        expect(bobAfter.enquiries[0]).toMatchObject({ kind: 'friend', email: 'bob@example.com', status: 'new' });
        expect(bobAfter.enquiries[0]?.fields).toEqual({ message: 'She wants a studio.' });
        expect(referencesOf(await records.exportFor('nada@example.com')).enquiries).toEqual(['EQ-NADA22']);
        expect(referencesOf(await records.exportFor('carol@example.com')).enquiries).toEqual(['EQ-CAROL2']);

        expect(await records.eraseFor('ada@example.com', t0)).toEqual({
          enquiries: 0,
          enquiriesRedacted: 0,
          viewings: 0,
          upcomingCancelled: 0,
          mails: 0,
        });
      });

      it('gives back no place for a viewing that was already cancelled', async () => {
        const slot = iso(t0 + 5 * day);
        await subject.addViewing({
          reference: 'VW-CNX222',
          email: 'eve@example.com',
          start: slot,
          status: 'cancelled',
        });
        await subject.addViewing({ reference: 'VW-OTH222', email: 'finn@example.com', start: slot, status: 'booked' });
        expect(await records.eraseFor('eve@example.com', t0)).toEqual({
          enquiries: 0,
          enquiriesRedacted: 0,
          viewings: 1,
          upcomingCancelled: 0,
          mails: 0,
        });
        expect(await subject.bookedPlaces(slot)).toBe(1);
      });
    });
  });
}
