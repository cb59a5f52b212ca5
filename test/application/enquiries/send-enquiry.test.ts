import { describe, expect, it } from 'vitest';
import { SendEnquiry, unreachable } from '../../../src/application/enquiries/send-enquiry.use-case';
import type { FormEnquiry, RoomFinderEnquiry, SendResult } from '../../../src/ports/enquiry-sender.port';

const sent: SendResult = { ok: true, reference: 'EQ-AAAAAA', message: 'Thanks' };

describe('sending an enquiry from the browser', () => {
  it("passes the server's answer on", async () => {
    const send = new SendEnquiry({ sendForm: async () => sent, sendRoomFinder: async () => sent });
    await expect(send.form('contact', {} as FormEnquiry)).resolves.toEqual(sent);
    await expect(send.roomFinder({} as RoomFinderEnquiry)).resolves.toEqual(sent);
  });

  it('never rejects: a sender that failed (its code did not load) is an unreachable refusal', async () => {
    const failing = async (): Promise<SendResult> => {
      throw new Error('chunk failed');
    };
    const send = new SendEnquiry({ sendForm: failing, sendRoomFinder: failing });
    await expect(send.form('contact', {} as FormEnquiry)).resolves.toEqual(unreachable);
    await expect(send.roomFinder({} as RoomFinderEnquiry)).resolves.toMatchObject({ ok: false, reason: 'unreachable' });
  });
});
