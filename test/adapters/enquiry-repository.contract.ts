import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEnquiryReference, type NewEnquiry, type StoredEnquiry } from '../../src/domain/enquiries/enquiry';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import type { EnquiryRepository } from '../../src/ports/enquiry-repository.port';

export interface RepositoryUnderTest {
  readonly repository: EnquiryRepository;
  /** Lets time pass, so the next save is newer than the last. */
  readonly tick: () => Promise<void>;
  /** Every message in the outbox the repository queues to, oldest first. */
  readonly queuedMails: () => Promise<readonly OutgoingMail[]>;
  readonly close?: () => Promise<void>;
}

/** Makes an empty repository; `newReference`, when given, replaces its random references. */
export type MakeRepository = (options?: { readonly newReference?: () => string }) => Promise<RepositoryUnderTest>;

let visitors = 0;

/** A room-finder enquiry from a visitor of its own (a fresh address and submission). */
export function aNewEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  visitors += 1;
  return {
    kind: 'room-finder',
    submission_id: randomUUID(),
    name: 'Ada Lovelace',
    email: `ada.${visitors}.${randomUUID().slice(0, 8)}@example.com`,
    fields: {
      city: 'manchester',
      moveInDate: '2027-09-04',
      duration: ['44', '51'],
      price: ['under-200'],
      space: ['studio'],
      phone: '07700 900123',
      countryCode: '+44',
    },
    source_page: '/room-finder/contact',
    utm: { source: 'newsletter', campaign: 'autumn' },
    consent: true,
    ...overrides,
  };
}

/**
 * What every EnquiryRepository does, whatever keeps the enquiries: one copy per submission even
 * when it arrives twenty times at once, references of the published form, filters by kind and
 * address, newest first.
 */
export function enquiryRepositoryContract(name: string, make: MakeRepository) {
  describe(`EnquiryRepository contract: ${name}`, () => {
    let subject: RepositoryUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    it('stores an enquiry as sent, with an id, a reference, status new and the time, and lists it', async () => {
      const enquiry = aNewEnquiry();
      const { enquiry: stored, created } = await subject.repository.save(enquiry);
      expect(created).toBe(true);
      expect(stored).toEqual({
        ...enquiry,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        reference: expect.any(String),
        status: 'new',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(isEnquiryReference(stored.reference)).toBe(true);
      expect(await subject.repository.list({ email: enquiry.email })).toEqual([stored]);
    });

    it('stores a submission sent twice once, answering the second time with the first copy', async () => {
      const first = aNewEnquiry();
      const saved = await subject.repository.save(first);
      const again = await subject.repository.save({ ...first, name: 'Someone Else' });
      expect(again.created).toBe(false);
      expect(again.enquiry).toEqual(saved.enquiry);
      expect(await subject.repository.list({ email: first.email })).toHaveLength(1);
    });

    it('stores one copy of a submission sent twenty times at once', async () => {
      const enquiry = aNewEnquiry();
      const results = await Promise.all(Array.from({ length: 20 }, () => subject.repository.save(enquiry)));
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.enquiry.reference)).size).toBe(1);
      expect(new Set(results.map((r) => r.enquiry.id)).size).toBe(1);
      expect(await subject.repository.list({ email: enquiry.email })).toHaveLength(1);
    });

    it('filters by address without regard to case, and by kind', async () => {
      const mine = aNewEnquiry({ email: `Grace.${randomUUID().slice(0, 8)}@Example.com` });
      const other = aNewEnquiry();
      await subject.repository.save(mine);
      await subject.repository.save(other);
      const byAddress = await subject.repository.list({ email: mine.email.toLowerCase() });
      expect(byAddress.map((e) => e.submission_id)).toEqual([mine.submission_id]);
      expect(byAddress[0]?.email).toBe(mine.email);
      const byKind = await subject.repository.list({ kind: 'room-finder', email: other.email });
      expect(byKind.map((e) => e.submission_id)).toEqual([other.submission_id]);
      const everything = await subject.repository.list();
      expect(everything.map((e) => e.submission_id)).toEqual(
        expect.arrayContaining([mine.submission_id, other.submission_id]),
      );
      expect(await subject.repository.list({ email: 'nobody@example.com' })).toEqual([]);
    });

    it('lists newest first', async () => {
      const email = `order.${randomUUID().slice(0, 8)}@example.com`;
      const sent: string[] = [];
      for (const n of [1, 2, 3]) {
        const enquiry = aNewEnquiry({ email, name: `Visitor ${n}` });
        await subject.repository.save(enquiry);
        sent.push(enquiry.submission_id);
        await subject.tick();
      }
      const newestFirst = [...sent].reverse();
      const listed = await subject.repository.list({ email });
      expect(listed.map((e) => e.submission_id)).toEqual(newestFirst);
      const times = listed.map((e) => e.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      // The unfiltered list keeps the same order.
      const all = (await subject.repository.list()).filter((e) => e.email === email);
      expect(all.map((e) => e.submission_id)).toEqual(newestFirst);
    });

    it('gives every enquiry its own reference of the published form', async () => {
      const saved = await Promise.all(Array.from({ length: 25 }, () => subject.repository.save(aNewEnquiry())));
      const references = saved.map((s) => s.enquiry.reference);
      expect(references.every(isEnquiryReference)).toBe(true);
      expect(new Set(references).size).toBe(references.length);
    });

    /** Two messages about the stored enquiry, marked with its submission so this test finds its own. */
    const twoMails = (stored: StoredEnquiry): OutgoingMail[] => [
      {
        to: 'staff@example.com',
        replyTo: stored.email,
        subject: `Staff ${stored.submission_id} ${stored.reference}`,
        text: 'New.',
      },
      { to: stored.email, subject: `Visitor ${stored.submission_id} ${stored.reference}`, text: 'Thanks.' },
    ];
    const mailsOf = async (enquiry: NewEnquiry) =>
      (await subject.queuedMails()).filter((m) => m.subject.includes(enquiry.submission_id));

    it('queues the mails composed from the stored enquiry with it, in order', async () => {
      const enquiry = aNewEnquiry();
      const { enquiry: stored } = await subject.repository.save(enquiry, twoMails);
      expect(await mailsOf(enquiry)).toEqual(twoMails(stored));
      expect((await mailsOf(enquiry))[0]?.subject).toContain(stored.reference);
    });

    it('queues nothing for a repeat, not even composing its mails', async () => {
      const enquiry = aNewEnquiry();
      await subject.repository.save(enquiry, twoMails);
      let composed = 0;
      const again = await subject.repository.save(enquiry, (stored) => {
        composed += 1;
        return twoMails(stored);
      });
      expect(again.created).toBe(false);
      expect(composed).toBe(0);
      expect(await mailsOf(enquiry)).toHaveLength(2);
    });

    it('queues the mails once when the same submission arrives twenty times at once', async () => {
      const enquiry = aNewEnquiry();
      await Promise.all(Array.from({ length: 20 }, () => subject.repository.save(enquiry, twoMails)));
      expect(await mailsOf(enquiry)).toHaveLength(2);
    });

    it('stores nothing when its mails cannot be composed, and takes the submission again later', async () => {
      const enquiry = aNewEnquiry();
      await expect(
        subject.repository.save(enquiry, () => {
          throw new Error('no template');
        }),
      ).rejects.toThrow('no template');
      expect(await subject.repository.list({ email: enquiry.email })).toEqual([]);
      expect(await mailsOf(enquiry)).toEqual([]);
      const later = await subject.repository.save(enquiry, twoMails);
      expect(later.created).toBe(true);
      expect(await mailsOf(enquiry)).toHaveLength(2);
    });

    it('keeps text with characters PostgreSQL refuses (NUL, a lone surrogate), marked rather than failing', async () => {
      const enquiry = aNewEnquiry({
        name: 'Ada\u0000Lovelace',
        fields: { message: 'broken \ud800 pair', '\u0000key': ['\udc00'] },
        utm: { source: 'x\u0000' },
      });
      const { enquiry: stored, created } = await subject.repository.save(enquiry);
      expect(created).toBe(true);
      expect(stored.name).toMatch(/^Ada.Lovelace$/);
      expect(String(stored.fields.message)).toMatch(/^broken . pair$/);
      expect(await subject.repository.list({ email: enquiry.email })).toEqual([stored]);
    });

    it('draws again when a reference is already taken', async () => {
      const draws = ['EQ-AAAAAA', 'EQ-AAAAAA', 'EQ-AAAAAA', 'EQ-BBBBBB'];
      const scripted = await make({ newReference: () => draws.shift() ?? 'EQ-CCCCCC' });
      try {
        const first = await scripted.repository.save(aNewEnquiry());
        const second = await scripted.repository.save(aNewEnquiry());
        expect([first.enquiry.reference, second.enquiry.reference]).toEqual(['EQ-AAAAAA', 'EQ-BBBBBB']);
        expect(second.created).toBe(true);
        expect(await scripted.repository.list()).toHaveLength(2);
      } finally {
        await scripted.close?.();
      }
    });

    describe('conditions checked in the saving transaction', () => {
      const now = Date.parse('2027-03-01T10:00:00.000Z');
      const day = 86_400_000;
      const week = 7 * day;
      let people = 0;
      const someone = (who: string) => `${who}.${++people}.${randomUUID().slice(0, 8)}@example.com`;
      const referral = (sender: string, friend: string, at = now) => ({
        sender,
        friend,
        now: at,
        perSenderPerDay: 3,
        friendEveryMs: week,
      });
      const friendMail = (stored: StoredEnquiry, friend?: { mailFriend: boolean; unsubscribeToken: string }) =>
        friend?.mailFriend
          ? [
              {
                to: String(stored.fields.friendEmail),
                subject: `Friend ${stored.submission_id}`,
                text: friend.unsubscribeToken,
              },
            ]
          : [];
      const aReferral = (sender: string, friend: string) =>
        aNewEnquiry({
          kind: 'friend',
          email: sender,
          fields: { property: 'canal-view', friendName: 'Bea', friendEmail: friend },
        });

      it('stores one enquiry per form token, even when twenty different submissions bring it at once', async () => {
        const formToken = { token: `token-${randomUUID()}`, expiresAt: now + day, now };
        const results = await Promise.all(
          Array.from({ length: 20 }, () => subject.repository.saveChecked(aNewEnquiry(), { formToken })),
        );
        expect(results.filter((r) => 'created' in r && r.created)).toHaveLength(1);
        expect(results.filter((r) => 'refused' in r && r.refused === 'form_used')).toHaveLength(19);
      });

      it('answers a repeat of the stored submission with it, whatever token it brings, and refuses nothing', async () => {
        const enquiry = aNewEnquiry();
        const formToken = { token: `token-${randomUUID()}`, expiresAt: now + day, now };
        const first = await subject.repository.saveChecked(enquiry, { formToken });
        const again = await subject.repository.saveChecked(enquiry, { formToken });
        expect(again).toEqual({ ...first, created: false });
      });

      it('forgets a used token once it has expired', async () => {
        const token = `token-${randomUUID()}`;
        await subject.repository.saveChecked(aNewEnquiry(), { formToken: { token, expiresAt: now + day, now } });
        const later = now + day + 1;
        const again = await subject.repository.saveChecked(aNewEnquiry(), {
          formToken: { token, expiresAt: later + day, now: later },
        });
        expect(again).toMatchObject({ created: true });
      });

      it('takes at most the day’s referrals from one sender when ten arrive at once, counting the address in any case', async () => {
        const sender = someone('ana');
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            subject.repository.saveChecked(aReferral(i % 2 ? sender.toUpperCase() : sender, someone('bea')), {
              referral: referral(i % 2 ? sender.toUpperCase() : sender, someone('bea')),
            }),
          ),
        );
        expect(results.filter((r) => 'created' in r)).toHaveLength(3);
        expect(results.filter((r) => 'refused' in r && r.refused === 'too_many_referrals')).toHaveLength(7);
        expect(await subject.repository.list({ email: sender })).toHaveLength(3);
        const nextDay = now + day;
        const tomorrow = await subject.repository.saveChecked(aReferral(sender, someone('bea')), {
          referral: referral(sender, someone('bea'), nextDay),
        });
        expect(tomorrow).toMatchObject({ created: true });
      });

      it('mails a friend once when ten referrals of it arrive at once, again after a week, and never after it opted out', async () => {
        const friend = someone('bea');
        const results = await Promise.all(
          Array.from({ length: 10 }, () => {
            const sender = someone('ana');
            return subject.repository.saveChecked(
              aReferral(sender, friend),
              { referral: referral(sender, friend) },
              friendMail,
            );
          }),
        );
        expect(results.filter((r) => 'created' in r)).toHaveLength(10);
        const mailed = (await subject.queuedMails()).filter((m) => m.to === friend);
        expect(mailed).toHaveLength(1);
        const token = mailed[0]?.text ?? '';
        expect(token.length).toBeGreaterThanOrEqual(16);
        expect(await subject.repository.optOutStatus(token)).toBe('subscribed');

        const weekLater = now + week;
        const sender = someone('ana');
        await subject.repository.saveChecked(
          aReferral(sender, friend),
          { referral: referral(sender, friend.toUpperCase(), weekLater) },
          friendMail,
        );
        const again = (await subject.queuedMails()).filter((m) => m.to === friend);
        expect(again).toHaveLength(2);
        expect(again[1]?.text).toBe(token);

        expect(await subject.repository.optOut(token, weekLater)).toBe(true);
        expect(await subject.repository.optOut(token, weekLater + 1)).toBe(true);
        expect(await subject.repository.optOutStatus(token)).toBe('opted_out');
        const yearLater = now + 52 * week;
        const other = someone('ana');
        const afterOptOut = await subject.repository.saveChecked(
          aReferral(other, friend),
          { referral: referral(other, friend, yearLater) },
          friendMail,
        );
        expect(afterOptOut).toMatchObject({ created: true });
        expect((await subject.queuedMails()).filter((m) => m.to === friend)).toHaveLength(2);
      });

      it('knows no token it never gave', async () => {
        expect(await subject.repository.optOutStatus(`never-${randomUUID()}`)).toBeNull();
        expect(await subject.repository.optOut(`never-${randomUUID()}`, now)).toBe(false);
      });
    });
  });
}
