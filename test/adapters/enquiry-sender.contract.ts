import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEnquiryReference } from '../../src/domain/enquiries/enquiry';
import type { EnquirySender, RoomFinderEnquiry } from '../../src/ports/enquiry-sender.port';

export interface SenderUnderTest {
  readonly sender: EnquirySender;
  readonly close?: () => Promise<void>;
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
        status: 400,
        message: 'Please check the highlighted fields.',
        fields: {
          email: 'Enter your email address, like name@example.com.',
          agreedToTerms: 'Please accept the terms to continue.',
        },
      });
    });
  });
}
