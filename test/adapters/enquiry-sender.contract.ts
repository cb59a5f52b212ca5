import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS, type FormKind, isEnquiryReference } from '../../src/domain/enquiries/enquiry';
import { formMessages } from '../../src/domain/enquiries/enquiry-forms';
import type { ChatEnquiry, EnquirySender, FormEnquiry, RoomFinderEnquiry } from '../../src/ports/enquiry-sender.port';

export interface SenderUnderTest {
  readonly sender: EnquirySender;
  readonly close?: () => Promise<void>;
  /**
   * The form token to send with a form: by default the sender's own. A real server refuses a form
   * sent sooner after its token than a person types, so its tests send one issued a while ago.
   */
  readonly formToken?: () => string;
}

/** A complete room-finder enquiry, a submission of its own each time. */
export function aRoomFinderEnquiry(overrides: Partial<RoomFinderEnquiry> = {}): RoomFinderEnquiry {
  return {
    city: 'manchester',
    moveInDate: '2027-09-04',
    duration: ['44'],
    price: ['under-200'],
    space: ['studio'],
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '07700 900123',
    countryCode: '+44',
    agreedToTerms: true,
    submissionId: randomUUID(),
    sourcePage: '/room-finder/contact',
    utm: { source: 'newsletter' },
    ...overrides,
  };
}

/** Answers each form accepts (the fixture catalogue's residences), without the contact fields and envelope. */
export const validAnswers: Readonly<Record<FormKind, Readonly<Record<string, unknown>>>> = {
  contact: { topic: 'booking', message: 'Do you have parking?' },
  'group-booking': {
    groupName: 'Leeds Rowing Club',
    groupSize: 12,
    university: 'University of Leeds',
    roomKinds: ['ensuite', 'studio'],
    moveInDate: '2027-09-04',
    message: '',
  },
  agent: {
    agencyName: 'Study Abroad Ltd',
    agencyCountry: 'India',
    studentName: '',
    studentUniversity: '',
    message: 'We send 40 students a year.',
  },
  parent: { studentName: 'Sam', property: 'square-gardens', message: 'Is there a warden at night?' },
  friend: { property: 'square-gardens', friendName: 'Grace Hopper', friendEmail: 'grace@example.com' },
  support: {
    property: 'square-gardens',
    room: 'Flat 3, room B',
    category: 'internet',
    message: 'No Wi-Fi since Monday.',
  },
  rebook: {
    property: 'square-gardens',
    room: 'Flat 3, room B',
    nextProperty: '',
    roomKinds: ['studio'],
    tenancyWeeks: '51',
    message: '',
  },
  'summer-stays': { arrival: '2027-07-01', departure: '2027-07-15', guests: 2, property: '', message: '' },
  // A current offer of the content fixture (test/support/content-fixture.ts).
  offer: { offerCode: 'MANCHESTER250OFF', property: '', message: '' },
};

/** A complete enquiry of one of the nine forms, a submission of its own each time. */
export function aFormEnquiry(kind: FormKind, overrides: Partial<FormEnquiry> = {}): FormEnquiry {
  return {
    ...validAnswers[kind],
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '07700 900123',
    countryCode: '+44',
    agreedToTerms: true,
    submissionId: randomUUID(),
    sourcePage: kind === 'offer' ? '/offers' : `/${kind === 'contact' ? 'contact-us' : kind}`,
    utm: { source: 'newsletter' },
    formToken: '',
    ...overrides,
  };
}

/** A chat message, a submission of its own each time. */
export function aChatEnquiry(overrides: Partial<ChatEnquiry> = {}): ChatEnquiry {
  return {
    message: 'Do you take pets?',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    submissionId: randomUUID(),
    sourcePage: '/',
    utm: {},
    formToken: '',
    ...overrides,
  };
}

/**
 * What every EnquirySender answers, the memory fake as the real server does: accepted with a
 * reference and a thank-you, the same reference for a repeated submission, and refusals with the
 * server's field messages.
 */
export function enquirySenderContract(name: string, make: () => Promise<SenderUnderTest>) {
  describe(`EnquirySender contract: ${name}`, () => {
    let subject: SenderUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    it('accepts an enquiry with a reference and a thank-you', async () => {
      const result = await subject.sender.sendRoomFinder(aRoomFinderEnquiry());
      expect(result).toEqual({ ok: true, reference: expect.any(String), message: expect.any(String) });
      if (!result.ok) return;
      expect(isEnquiryReference(result.reference)).toBe(true);
      expect(result.message).toMatch(/^Thanks, Ada Lovelace\. .*within one working day/);
    });

    it('answers a submission sent again with the same reference', async () => {
      const enquiry = aRoomFinderEnquiry();
      const first = await subject.sender.sendRoomFinder(enquiry);
      const again = await subject.sender.sendRoomFinder(enquiry);
      expect(first.ok && again.ok).toBe(true);
      expect(again).toEqual(first);
    });

    it('refuses an enquiry with wrong fields, with a message for each', async () => {
      const result = await subject.sender.sendRoomFinder(
        aRoomFinderEnquiry({ email: 'not an address', agreedToTerms: false }),
      );
      expect(result).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'Please check the highlighted fields.',
        fields: {
          email: 'Enter your email address, like name@example.com.',
          agreedToTerms: 'Please accept the terms to continue.',
        },
      });
    });
  });
}

/**
 * What every EnquirySender answers for the nine forms, the chat panel and form tokens, as the
 * server's contract says (POST /api/enquiries/:kind, /api/enquiries/chat, GET
 * /api/enquiries/form-token): each form accepted with a reference (a referral with its code), a
 * repeat with the same answer, wrong answers refused with the form schema's messages.
 */
export function formSenderContract(name: string, make: () => Promise<SenderUnderTest>) {
  describe(`EnquirySender forms contract: ${name}`, () => {
    let subject: SenderUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    it.each(FORM_KINDS)('accepts the %s form with a reference and a thank-you', async (kind) => {
      const result = await subject.sender.sendForm(kind, aFormEnquiry(kind, await tokenOf(subject)));
      expect(result).toMatchObject({ ok: true, reference: expect.any(String), message: expect.stringMatching(/\S/) });
      if (!result.ok) return;
      expect(isEnquiryReference(result.reference)).toBe(true);
      // Only a referral comes back with a code to pass on.
      if (kind === 'friend') expect(result.referralCode).toMatch(/\S/);
      else expect(result.referralCode).toBeUndefined();
    });

    it('answers a form sent again with the same reference (and the same referral code)', async () => {
      const enquiry = aFormEnquiry('friend', await tokenOf(subject));
      const first = await subject.sender.sendForm('friend', enquiry);
      const again = await subject.sender.sendForm('friend', enquiry);
      expect(first.ok).toBe(true);
      expect(again).toEqual(first);
    });

    it("refuses a form with wrong answers, with the form schema's message for each", async () => {
      const result = await subject.sender.sendForm(
        'group-booking',
        aFormEnquiry('group-booking', {
          ...(await tokenOf(subject)),
          groupSize: 2,
          roomKinds: [],
          email: 'not an address',
          agreedToTerms: false,
        }),
      );
      expect(result).toMatchObject({
        ok: false,
        reason: 'invalid',
        message: expect.stringMatching(/\S/),
        fields: {
          groupSize: formMessages.groupSize,
          roomKinds: formMessages.chooseSome('kind of room'),
          email: formMessages.email,
          agreedToTerms: formMessages.agreedToTerms,
        },
      });
    });

    it('accepts a chat message with a reference, and refuses one without an address', async () => {
      const sent = await subject.sender.sendChat(aChatEnquiry(await tokenOf(subject)));
      expect(sent).toMatchObject({ ok: true, reference: expect.any(String), message: expect.stringMatching(/\S/) });
      const refused = await subject.sender.sendChat(aChatEnquiry({ ...(await tokenOf(subject)), email: '' }));
      expect(refused).toMatchObject({ ok: false, reason: 'invalid', fields: { email: formMessages.email } });
    });

    it('gives a form token', async () => {
      expect(await subject.sender.formToken()).toMatch(/\S/);
    });
  });
}

/** The form token to send with an enquiry (see SenderUnderTest.formToken). */
async function tokenOf(subject: SenderUnderTest): Promise<{ formToken: string }> {
  return { formToken: subject.formToken ? subject.formToken() : ((await subject.sender.formToken()) ?? '') };
}
