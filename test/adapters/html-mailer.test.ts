import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlMailer } from '../../src/adapters/mail-templates/html-mailer';
import { MemoryMailer } from '../../src/adapters/memory/memory-mailer';
import { OutboxFolderMailer } from '../../src/adapters/smtp/outbox-folder-mailer';
import { SmtpMailer } from '../../src/adapters/smtp/smtp-mailer';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import { everyMail, type NamedMail } from '../support/mail-fixtures';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { mailerContract } from './mailer.contract';

const from = 'Ember & Oak <no-reply@emberandoak.example>';

function parse(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  const doc = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  // A line break reads as one, as a mail client shows it.
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  return doc;
}

/** Line endings as mail clients hand text back. */
const lf = (s: string) => s.replace(/\r\n/g, '\n').replace(/\n+$/, '');
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

mailerContract('HTML mailer in front of SMTP', {
  make: async () => {
    const capture = await startSmtpCapture();
    const smtp = new SmtpMailer({ url: capture.url, from });
    return {
      mailer: new HtmlMailer(smtp),
      from,
      delivered: async () => capture.messages.map((m) => ({ ...m, to: m.toHeader })),
      close: async () => {
        smtp.close();
        await capture.close();
      },
    };
  },
  makeFailing: async () => {
    const memory = new MemoryMailer();
    memory.failNext();
    return { mailer: new HtmlMailer(memory) };
  },
});

/** Sends every mail through the HTML mailer and SMTP, and reads each back as its recipient's client would. */
async function sendAll(capture: SmtpCapture, mails: readonly NamedMail[]): Promise<Map<string, CapturedMail>> {
  const smtp = new SmtpMailer({ url: capture.url, from });
  const mailer = new HtmlMailer(smtp);
  const received = new Map<string, CapturedMail>();
  try {
    for (const { name, mail } of mails) {
      await mailer.send({ ...mail, subject: `${name} | ${mail.subject}` });
      received.set(name, await capture.waitFor((m) => m.subject.startsWith(`${name} | `)));
    }
  } finally {
    smtp.close();
  }
  return received;
}

describe('every e-mail as HTML and text, through a real SMTP server', () => {
  let capture: SmtpCapture;
  let received: Map<string, CapturedMail>;
  const mails = everyMail();
  beforeAll(async () => {
    capture = await startSmtpCapture();
    received = await sendAll(capture, mails);
  });
  afterAll(async () => {
    await capture?.close();
  });

  it.each(mails.map((m) => [m.name, m.mail] as const))('%s', (name, mail) => {
    const got = received.get(name);
    if (!got || !mail.content) throw new Error(`${name}: nothing received, or no content`);
    // The text part as the domain wrote it; the HTML part beside it.
    expect(lf(got.text)).toBe(lf(mail.text));
    expect(got.html).toBeDefined();
    const html = got.html ?? '';
    const doc = parse(html);

    // Accessible: the language, one heading at the top, headings in order, real text, no pictures.
    expect(doc.documentElement.getAttribute('lang')).toBe('en-GB');
    expect(squash(doc.querySelector('title')?.textContent)).toBe(mail.content.heading);
    const h1s = [...doc.querySelectorAll('h1')];
    expect(h1s.map((h) => squash(h.textContent))).toEqual([mail.content.heading]);
    expect(doc.querySelectorAll('h3, h4, h5, h6')).toHaveLength(0);
    expect(squash(doc.querySelector('[role="banner"]')?.textContent)).toBe('Ember & Oak Student Living');
    expect(doc.querySelector('[role="main"] h1')).not.toBeNull();
    expect(doc.querySelector('[role="contentinfo"] a')?.getAttribute('href')).toBe('https://emberandoak.example');
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
    // The preheader comes first in the body, hidden from view.
    const preheader = doc.body.querySelector('div');
    expect(squash(preheader?.textContent).startsWith(mail.content.preheader.slice(0, 150))).toBe(true);
    expect(preheader?.getAttribute('style')).toMatch(/display:\s*none/);

    // Readable on a phone: one column at most 600 px wide.
    expect(html).toMatch(/max-width:\s*600px/);

    // The brand, the details and the action, as text.
    const body = squash(doc.body.textContent);
    expect(body).toContain('Ember & Oak Student Living');
    for (const block of mail.content.blocks) {
      if (block.kind === 'facts') for (const f of block.facts) expect(body).toContain(squash(f.value));
      if (block.kind === 'paragraph') expect(body).toContain(squash(block.text));
    }

    // Every link absolute (a mail client has no base address); the action a large button.
    const links = [...doc.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a.getAttribute('href')).toMatch(/^(https:\/\/|mailto:|tel:\+)/);
    for (const block of mail.content.blocks) {
      if (block.kind !== 'action') continue;
      const button = links.find((a) => squash(a.textContent) === block.link.label);
      expect(button?.getAttribute('href')).toBe(block.link.href);
      expect(button?.getAttribute('style')).toMatch(/padding:\s*14px 28px/);
    }

    // Attachments (the calendar invitation) still attached, as they were.
    for (const attachment of mail.attachments ?? []) {
      const file = got.attachments.find((a) => a.filename === attachment.filename);
      expect(file?.content).toBe(attachment.content);
    }
  });

  it('attaches the calendar invitation to the booking, the move and the cancellation', () => {
    const withInvite = mails.filter((m) => m.mail.attachments?.length).map((m) => m.name);
    expect(withInvite).toEqual([
      'viewing booked: visitor',
      'viewing booked, video call: visitor',
      'viewing moved: visitor',
      'viewing cancelled: visitor',
    ]);
    for (const name of withInvite) {
      const got = received.get(name);
      expect(got?.html).toBeDefined();
      expect(
        got?.attachments.some((a) => /^text\/calendar\b/.test(a.contentType) && a.content.includes('BEGIN:VEVENT')),
      ).toBe(true);
    }
  });
});

describe('what a visitor types stays text in the HTML part', () => {
  const hostile = {
    name: '<script>alert("name")</script><b>Bold</b> & "Co"',
    message: '<img src=x onerror=alert(1)>\n</table><a href="javascript:alert(2)">click</a>',
  };
  const mails = everyMail(hostile);
  let capture: SmtpCapture;
  let received: Map<string, CapturedMail>;
  beforeAll(async () => {
    capture = await startSmtpCapture();
    received = await sendAll(capture, mails);
  });
  afterAll(async () => {
    await capture?.close();
  });

  it.each(mails.map((m) => [m.name, m.mail] as const))('%s', (name, mail) => {
    const html = received.get(name)?.html ?? '';
    expect(html).not.toBe('');
    expect(html).not.toMatch(/<script|<img|<b>|href="javascript/i);
    const doc = parse(html);
    expect(doc.querySelectorAll('script, img, b')).toHaveLength(0);
    const body = squash(doc.body.textContent);
    // Where the text part shows what was typed, the HTML part shows it too, as the same characters.
    if (mail.text.includes(hostile.name)) expect(body).toContain(hostile.name);
    if (mail.text.includes('<img src=x onerror=alert(1)>')) expect(body).toContain('<img src=x onerror=alert(1)>');
  });

  it('shows the hostile name as text where it is shown at all', () => {
    const booked = parse(received.get('viewing booked: visitor')?.html ?? '');
    expect(squash(booked.body.textContent)).toContain(`Hello ${hostile.name},`);
  });
});

describe('HtmlMailer', () => {
  const plain: OutgoingMail = { to: 'zoe@example.com', subject: 'Plain', text: 'Text only.' };

  it('sends a message without content as it is: text only (like one queued before HTML e-mails)', async () => {
    const memory = new MemoryMailer();
    await new HtmlMailer(memory).send(plain);
    expect(memory.sent).toEqual([plain]);
  });

  it('keeps HTML already written, and passes the rendered HTML on without the content document', async () => {
    const memory = new MemoryMailer();
    const [booked] = everyMail();
    if (!booked) throw new Error('no mail');
    await new HtmlMailer(memory).send({ ...booked.mail, html: '<p>Mine</p>' });
    await new HtmlMailer(memory).send(booked.mail);
    expect(memory.sent[0]?.html).toBe('<p>Mine</p>');
    expect(memory.sent[1]?.html).toMatch(/^<!DOCTYPE html/i);
    expect(memory.sent[1]).not.toHaveProperty('content');
  });

  it('writes multipart/alternative (text, then HTML) with the calendar file still attached', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'digs-html-mail-'));
    try {
      const booked = everyMail().find((m) => m.name === 'viewing booked: visitor');
      if (!booked) throw new Error('no mail');
      await new HtmlMailer(new OutboxFolderMailer({ dir, from })).send(booked.mail);
      const [file] = await readdir(dir);
      const raw = await readFile(path.join(dir, file ?? ''), 'utf8');
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      const text = raw.search(/Content-Type: text\/plain/);
      const html = raw.search(/Content-Type: text\/html/);
      expect(text).toBeGreaterThan(0);
      expect(html).toBeGreaterThan(text);
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
      expect(raw).toMatch(/filename=viewing\.ics/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
