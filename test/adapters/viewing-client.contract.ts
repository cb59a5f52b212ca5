import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Slot } from '../../src/domain/viewings/viewing';
import { isViewingReference } from '../../src/domain/viewings/viewing';
import type { ViewingAvailability, ViewingBookingRequest } from '../../src/domain/viewings/viewing-outcomes';
import type { ViewingClient } from '../../src/ports/viewing-client.port';

export interface ViewingClientUnderTest {
  readonly client: ViewingClient;
  /** A property that offers viewings of both kinds. */
  readonly propertySlug: string;
  /** A property that offers only one kind, when the data has one. */
  readonly singleKindSlug?: string;
  readonly close?: () => Promise<void>;
}

/**
 * What every ViewingClient does, whatever answers it (the memory fake now; the HTTP client against
 * the real API once the routes exist). Each test starts from fresh data and uses only the client,
 * so the same cases run against any of them.
 */
export function viewingClientContract(name: string, make: () => Promise<ViewingClientUnderTest>) {
  describe(`ViewingClient contract: ${name}`, () => {
    let subject: ViewingClientUnderTest;
    let client: ViewingClient;
    beforeEach(async () => {
      subject = await make();
      client = subject.client;
    });
    afterEach(async () => {
      await subject?.close?.();
    });

    async function availability(slug = subject.propertySlug): Promise<ViewingAvailability> {
      const answer = await client.availability(slug);
      if (!answer.ok) throw new Error(`no availability for ${slug}: ${answer.message}`);
      return answer.availability;
    }
    const freeSlots = async (slug?: string) => (await availability(slug)).days.flatMap((d) => d.slots);
    async function slotAt(index: number, slug?: string): Promise<Slot> {
      const slot = (await freeSlots(slug))[index];
      if (!slot) throw new Error(`no free slot ${index}`);
      return slot;
    }
    const remainingAt = async (start: string, slug?: string) =>
      (await freeSlots(slug)).find((s) => s.start === start)?.remaining ?? 0;

    const request = (slot: Slot, overrides: Partial<ViewingBookingRequest> = {}): ViewingBookingRequest => ({
      propertySlug: subject.propertySlug,
      kind: 'in-person',
      start: slot.start,
      name: 'Zoë Ng',
      email: 'zoe@example.com',
      countryCode: '+44',
      phone: '07700 900123',
      partySize: 2,
      message: 'Can my mum join by phone?',
      agreedToTerms: true,
      idempotencyKey: randomUUID(),
      ...overrides,
    });

    async function book(slot: Slot, overrides: Partial<ViewingBookingRequest> = {}) {
      const result = await client.book(request(slot, overrides));
      if (!result.ok) throw new Error(`not booked: ${result.message}`);
      return { ...result, token: new URLSearchParams(result.manageUrl.split('?')[1]).get('token') ?? '' };
    }

    it('lists every day of the window with only its free slots, the property and what it offers', async () => {
      const a = await availability();
      expect(a.property.slug).toBe(subject.propertySlug);
      expect(a.kinds).toEqual(expect.arrayContaining(['in-person', 'video-call']));
      expect(a.maxPartySize).toBeGreaterThanOrEqual(1);
      expect(a.days.length).toBeGreaterThan(0);
      const dates = a.days.map((d) => d.date);
      expect([...dates].sort()).toEqual(dates);
      for (const day of a.days) {
        expect(day.status === 'open').toBe(day.slots.length > 0);
        for (const s of day.slots) {
          expect(s.date).toBe(day.date);
          expect(s.remaining).toBeGreaterThan(0);
          expect(Date.parse(s.end)).toBeGreaterThan(Date.parse(s.start));
          expect(s.time).toMatch(/^\d{2}:\d{2}$/);
        }
      }
      expect(a.days.some((d) => d.status === 'open')).toBe(true);
    });

    it('answers not_found for a property without viewings', async () => {
      expect(await client.availability('no-such-place')).toMatchObject({ ok: false, reason: 'not_found' });
    });

    it('books a free slot, takes one of its places, and gives a manage link its owner can read it back with', async () => {
      const slot = await slotAt(0);
      const booked = await book(slot, { kind: 'video-call' });
      expect(isViewingReference(booked.viewing.reference)).toBe(true);
      expect(booked.viewing).toMatchObject({
        status: 'booked',
        kind: 'video-call',
        start: slot.start,
        end: slot.end,
        date: slot.date,
        time: slot.time,
        name: 'Zoë Ng',
        email: 'zoe@example.com',
        partySize: 2,
        message: 'Can my mum join by phone?',
        property: { slug: subject.propertySlug },
      });
      expect(booked.manageUrl).toMatch(new RegExp(`^/viewing-detail\\?ref=${booked.viewing.reference}&token=[\\w-]+$`));
      expect(await remainingAt(slot.start)).toBe(slot.remaining - 1);
      expect(await client.find(booked.viewing.reference, booked.token)).toEqual({ ok: true, viewing: booked.viewing });
    });

    it('books a repeated idempotency key once, answering with the same booking', async () => {
      const slot = await slotAt(1);
      const first = request(slot);
      const a = await client.book(first);
      const b = await client.book(first);
      expect(a.ok && b.ok).toBe(true);
      expect(b).toEqual(a);
      expect(await remainingAt(slot.start)).toBe(slot.remaining - 1);
    });

    it('refuses fields it cannot take, one message per field, and books nothing', async () => {
      const slot = await slotAt(0);
      const result = await client.book(
        request(slot, {
          name: ' ',
          email: 'not-an-email',
          phone: 'call me',
          partySize: 99,
          agreedToTerms: false as true,
        }),
      );
      expect(result).toMatchObject({ ok: false, reason: 'invalid' });
      if (result.ok || result.reason !== 'invalid') return;
      expect(Object.keys(result.fields).sort()).toEqual(['agreedToTerms', 'email', 'name', 'partySize', 'phone']);
      expect(await remainingAt(slot.start)).toBe(slot.remaining);
    });

    it('refuses a time that is not one of the slots as invalid, naming the start', async () => {
      const slot = await slotAt(0);
      const odd = new Date(Date.parse(slot.start) + 7 * 60_000).toISOString();
      const result = await client.book(request({ ...slot, start: odd }));
      expect(result).toMatchObject({ ok: false, reason: 'invalid', fields: { start: expect.any(String) } });
    });

    it('refuses a kind the property does not offer, naming the kind', async ({ skip }) => {
      if (!subject.singleKindSlug) return skip();
      const a = await availability(subject.singleKindSlug);
      const other = a.kinds.includes('in-person') ? 'video-call' : 'in-person';
      const slot = await slotAt(0, subject.singleKindSlug);
      const result = await client.book(request(slot, { propertySlug: subject.singleKindSlug, kind: other }));
      expect(result).toMatchObject({ ok: false, reason: 'invalid', fields: { kind: expect.any(String) } });
    });

    it('answers not_found for a booking at a property without viewings', async () => {
      const slot = await slotAt(0);
      expect(await client.book(request(slot, { propertySlug: 'no-such-place' }))).toMatchObject({
        ok: false,
        reason: 'not_found',
      });
    });

    it('takes no more parties than a slot has places: then 409 with other free times, and the slot is gone', async () => {
      const slot = await slotAt(2);
      for (let i = 0; i < slot.remaining; i++) await book(slot);
      const refused = await client.book(request(slot));
      expect(refused).toMatchObject({ ok: false, reason: 'unavailable' });
      if (refused.ok || refused.reason !== 'unavailable') return;
      expect(refused.message).not.toBe('');
      expect(refused.alternatives.length).toBeGreaterThan(0);
      const free = await freeSlots();
      for (const alternative of refused.alternatives) {
        expect(alternative.start).not.toBe(slot.start);
        expect(free.map((s) => s.start)).toContain(alternative.start);
      }
      expect(free.map((s) => s.start)).not.toContain(slot.start);
    });

    it('does not tell a wrong token from an unknown reference', async () => {
      const booked = await book(await slotAt(0));
      const wrong = await client.find(booked.viewing.reference, 'not-the-token');
      const unknown = await client.find('VW-ZZZZZZ', booked.token);
      expect(wrong).toMatchObject({ ok: false, reason: 'not_found' });
      expect(wrong).toEqual(unknown);
      expect(await client.cancel(booked.viewing.reference, 'not-the-token')).toEqual(unknown);
      expect(
        await client.move(booked.viewing.reference, 'not-the-token', {
          kind: 'in-person',
          start: booked.viewing.start,
        }),
      ).toEqual(unknown);
    });

    it('cancels a booking once (again is the same answer), giving its place back', async () => {
      const slot = await slotAt(0);
      const booked = await book(slot);
      const cancelled = await client.cancel(booked.viewing.reference, booked.token);
      expect(cancelled).toMatchObject({
        ok: true,
        viewing: { status: 'cancelled', reference: booked.viewing.reference },
      });
      expect(await client.cancel(booked.viewing.reference, booked.token)).toEqual(cancelled);
      expect(await client.find(booked.viewing.reference, booked.token)).toEqual(cancelled);
      expect(await remainingAt(slot.start)).toBe(slot.remaining);
    });

    it('moves a booking to another free time (or kind), giving the old place back and taking the new', async () => {
      const from = await slotAt(0);
      const to = await slotAt(3);
      const booked = await book(from);
      const moved = await client.move(booked.viewing.reference, booked.token, { kind: 'video-call', start: to.start });
      expect(moved).toMatchObject({
        ok: true,
        viewing: {
          reference: booked.viewing.reference,
          status: 'booked',
          kind: 'video-call',
          start: to.start,
          end: to.end,
          time: to.time,
        },
      });
      expect(await remainingAt(from.start)).toBe(from.remaining);
      expect(await remainingAt(to.start)).toBe(to.remaining - 1);
      // Staying at the same time with another kind needs no new place.
      const kindOnly = await client.move(booked.viewing.reference, booked.token, {
        kind: 'in-person',
        start: to.start,
      });
      expect(kindOnly).toMatchObject({ ok: true, viewing: { kind: 'in-person', start: to.start } });
      expect(await remainingAt(to.start)).toBe(to.remaining - 1);
    });

    it('refuses a move to a full time with alternatives, to a time that is not a slot, and of a cancelled booking', async () => {
      const full = await slotAt(4);
      for (let i = 0; i < full.remaining; i++) await book(full);
      const booked = await book(await slotAt(0));
      const toFull = await client.move(booked.viewing.reference, booked.token, {
        kind: 'in-person',
        start: full.start,
      });
      expect(toFull).toMatchObject({ ok: false, reason: 'unavailable' });
      const odd = new Date(Date.parse(full.start) + 7 * 60_000).toISOString();
      expect(
        await client.move(booked.viewing.reference, booked.token, { kind: 'in-person', start: odd }),
      ).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
      await client.cancel(booked.viewing.reference, booked.token);
      const free = await slotAt(0);
      expect(
        await client.move(booked.viewing.reference, booked.token, { kind: 'in-person', start: free.start }),
      ).toMatchObject({
        ok: false,
        reason: 'unavailable',
      });
    });
  });
}
