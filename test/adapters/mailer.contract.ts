import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import { calendarInvite } from '../../src/domain/viewings/calendar-invite';
import type { Mailer } from '../../src/ports/mailer.port';

/** A delivered message as its recipient's mail client reads it. */
export interface Received {
  /** The To header: `Name <address>` or `address`. */
  readonly to: string;
  /** The From header, for mailers that set one. */
  readonly from?: string;
  readonly replyTo?: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly html?: string | undefined;
  readonly attachments: readonly {
    readonly filename: string;
    readonly contentType: string;
    readonly content: string;
  }[];
}

export interface MailerUnderTest {
  readonly mailer: Mailer;
  /** Everything delivered so far, in the order sent. */
  readonly delivered: () => Promise<readonly Received[]>;
  /** The From header this mailer writes, when it writes one. */
  readonly from?: string;
  readonly close?: () => Promise<void>;
}

export interface MailerContractSubjects {
  /** A working mailer with nothing delivered yet. */
  readonly make: () => Promise<MailerUnderTest>;
  /** A mailer whose deliveries fail (its server is gone, its folder cannot be written, …). */
  readonly makeFailing: () => Promise<{ readonly mailer: Mailer; readonly close?: () => Promise<void> }>;
}

const invite = calendarInvite({
  uid: 'viewing-0f1e2d3c@emberandoak.example',
  sequence: 0,
  method: 'REQUEST',
  start: '2026-11-23T09:30:00.000Z',
  end: '2026-11-23T10:00:00.000Z',
  stamp: '2026-11-20T14:05:09.000Z',
  summary: 'Viewing at Ember & Oak, Oxford Road',
  description: 'In person, party of 2.\nReference VW-7K3P9Q; bring photo ID.',
  location: '1 Oxford Road, Manchester M1 5QA',
  url: 'https://emberandoak.example/viewings/manage/abc',
  organizer: { name: 'Ember & Oak', email: 'hello@emberandoak.example' },
  attendee: { name: 'Zoë Ng', email: 'zoe@example.com' },
});

/** Line endings as mail clients hand text back. */
const lf = (s: string | undefined) => s?.replace(/\r\n/g, '\n').replace(/\n+$/, '');

/**
 * What every Mailer does, whatever carries the mail: the recipient, subject, text, HTML and
 * attachments arrive as sent, names and subjects in any script, a calendar invitation as
 * text/calendar with its method; a message that cannot be delivered rejects, in reasonable time.
 */
export function mailerContract(name: string, subjects: MailerContractSubjects) {
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;
    let sentSoFar = 0;
    beforeAll(async () => {
      subject = await subjects.make();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    async function sendAndRead(mail: OutgoingMail): Promise<{ messageId: string; received: Received }> {
      const { messageId } = await subject.mailer.send(mail);
      sentSoFar += 1;
      const all = await subject.delivered();
      expect(all).toHaveLength(sentSoFar);
      const received = all.at(-1);
      if (!received) throw new Error('nothing delivered');
      return { messageId, received };
    }

    it('delivers a plain-text message to its recipient and answers with a message id', async () => {
      const { messageId, received } = await sendAndRead({
        to: 'ada@example.com',
        subject: 'Your enquiry',
        text: 'Thank you for your enquiry.\nWe will reply within a day.',
      });
      expect(messageId).toMatch(/\S/);
      expect(received.to).toBe('ada@example.com');
      expect(received.subject).toBe('Your enquiry');
      expect(lf(received.text)).toBe('Thank you for your enquiry.\nWe will reply within a day.');
      expect(received.html ?? undefined).toBeUndefined();
      expect(received.attachments).toEqual([]);
      if (subject.from !== undefined) expect(received.from).toBe(subject.from);
    });

    it('delivers the HTML beside the text, and the Reply-To', async () => {
      const { received } = await sendAndRead({
        to: 'staff@emberandoak.example',
        replyTo: 'ada@example.com',
        subject: 'New viewing',
        text: 'Ada booked a viewing.',
        html: '<p>Ada booked a <strong>viewing</strong>.</p>',
      });
      expect(received.replyTo).toBe('ada@example.com');
      expect(lf(received.text)).toBe('Ada booked a viewing.');
      expect(lf(received.html)).toBe('<p>Ada booked a <strong>viewing</strong>.</p>');
    });

    it('keeps names, subjects and bodies in any script', async () => {
      const { received } = await sendAndRead({
        to: 'Zoë Ng <zoe@example.com>',
        subject: 'Your viewing – Zoë, 23 Nov 🏠 (Łódź, 東京)',
        text: 'Hi Zoë,\n€ 189 a week; 東京 😀',
        html: '<p>Hi Zoë, € 189 a week; 東京 😀</p>',
      });
      expect(received.to).toBe('Zoë Ng <zoe@example.com>');
      expect(received.subject).toBe('Your viewing – Zoë, 23 Nov 🏠 (Łódź, 東京)');
      expect(lf(received.text)).toBe('Hi Zoë,\n€ 189 a week; 東京 😀');
      expect(lf(received.html)).toBe('<p>Hi Zoë, € 189 a week; 東京 😀</p>');
    });

    it('delivers a calendar invitation as text/calendar with its method, and as the file it was named', async () => {
      const { received } = await sendAndRead({
        to: 'Zoë Ng <zoe@example.com>',
        subject: 'Viewing booked',
        text: 'See you on Monday.',
        attachments: [
          { filename: 'viewing.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: invite },
        ],
      });
      const calendar = received.attachments.find((a) => /^text\/calendar\b/i.test(a.contentType));
      expect(calendar?.contentType).toMatch(/;\s*method="?REQUEST"?/i);
      expect(calendar?.content).toBe(invite);
      const file = received.attachments.find((a) => a.filename === 'viewing.ics');
      expect(file?.content).toBe(invite);
      expect(received.attachments.every((a) => a.content === invite)).toBe(true);
    });

    it('delivers other attachments as they are', async () => {
      const notes = 'Bring photo ID.\r\nParking: Oxford Road, bay 3 – ask at reception.\r\n';
      const { received } = await sendAndRead({
        to: 'ada@example.com',
        subject: 'Notes',
        text: 'Attached.',
        attachments: [{ filename: 'notes.txt', contentType: 'text/plain; charset=utf-8', content: notes }],
      });
      expect(received.attachments).toHaveLength(1);
      expect(received.attachments[0]?.filename).toBe('notes.txt');
      expect(received.attachments[0]?.contentType).toMatch(/^text\/plain\b/);
      expect(received.attachments[0]?.content).toBe(notes);
    });

    it('delivers several messages in order, each with its own id', async () => {
      const before = sentSoFar;
      const ids: string[] = [];
      for (const n of [1, 2, 3]) {
        ids.push(
          (await subject.mailer.send({ to: `guest${n}@example.com`, subject: `Message ${n}`, text: `${n}` })).messageId,
        );
        sentSoFar += 1;
      }
      expect(new Set(ids).size).toBe(3);
      const subjects = (await subject.delivered()).slice(before).map((m) => m.subject);
      expect(subjects).toEqual(['Message 1', 'Message 2', 'Message 3']);
    });

    it('rejects, within seconds, a message it cannot deliver', async () => {
      const failing = await subjects.makeFailing();
      try {
        const started = performance.now();
        await expect(
          failing.mailer.send({ to: 'ada@example.com', subject: 'Lost?', text: 'Not delivered.' }),
        ).rejects.toThrow();
        expect(performance.now() - started).toBeLessThan(15_000);
      } finally {
        await failing.close?.();
      }
    });
  });
}
