import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryMailer } from '../../src/adapters/memory/memory-mailer';
import { createMailer } from '../../src/adapters/smtp/mailer-from-config';
import { OutboxFolderMailer } from '../../src/adapters/smtp/outbox-folder-mailer';
import { SmtpMailer } from '../../src/adapters/smtp/smtp-mailer';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import { type CapturedMail, readMail, type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { mailerContract, type Received } from './mailer.contract';

const from = 'Ember & Oak <no-reply@emberandoak.example>';

function asReceived(mail: CapturedMail): Received {
  return { ...mail, to: mail.toHeader };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

async function readOutbox(dir: string): Promise<{ files: string[]; mails: CapturedMail[] }> {
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const emls = files.filter((f) => f.endsWith('.eml'));
  return { files, mails: await Promise.all(emls.map(async (f) => readMail(await readFile(path.join(dir, f))))) };
}

const scratchDirs: string[] = [];
async function scratch(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'digs-mail-'));
  scratchDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(scratchDirs.map((d) => rm(d, { recursive: true, force: true })));
});

mailerContract('memory fake', {
  make: async () => {
    const mailer = new MemoryMailer();
    return {
      mailer,
      delivered: async () =>
        mailer.sent.map(({ from: _sender, ...m }) => ({
          ...m,
          attachments: (m.attachments ?? []).map((a) => ({ ...a })),
        })),
    };
  },
  makeFailing: async () => {
    const mailer = new MemoryMailer();
    mailer.failNext();
    return { mailer };
  },
});

mailerContract('outbox folder (.eml files read back with mailparser)', {
  make: async () => {
    const dir = path.join(await scratch(), 'data', 'outbox');
    const mailer = new OutboxFolderMailer({ dir, from });
    return { mailer, from, delivered: async () => (await readOutbox(dir)).mails.map(asReceived) };
  },
  makeFailing: async () => {
    // A file where the folder should be: nothing can be written under it.
    const blocked = path.join(await scratch(), 'not-a-folder');
    await writeFile(blocked, 'x');
    return { mailer: new OutboxFolderMailer({ dir: path.join(blocked, 'outbox'), from }) };
  },
});

mailerContract('SMTP (nodemailer to a local smtp-server capture)', {
  make: async () => {
    const capture = await startSmtpCapture();
    const mailer = new SmtpMailer({ url: capture.url, from });
    return {
      mailer,
      from,
      delivered: async () => capture.messages.map(asReceived),
      close: async () => {
        mailer.close();
        await capture.close();
      },
    };
  },
  makeFailing: async () => ({ mailer: new SmtpMailer({ url: `smtp://127.0.0.1:${await closedPort()}`, from }) }),
});

const aMail: OutgoingMail = { to: 'Zoë Ng <zoe@example.com>', subject: 'Viewing booked', text: 'See you Monday.' };

describe('MemoryMailer', () => {
  it('fails the next N sends, keeping what it refused apart, then delivers again', async () => {
    const mailer = new MemoryMailer();
    mailer.failNext(2);
    await expect(mailer.send(aMail)).rejects.toThrow(/refused/);
    await expect(mailer.send({ ...aMail, subject: 'Second' })).rejects.toThrow();
    await mailer.send({ ...aMail, subject: 'Third' });
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Third']);
    expect(mailer.refused.map((m) => m.subject)).toEqual(['Viewing booked', 'Second']);
  });

  it('finds what was sent to an address, whatever the name and case', async () => {
    const mailer = new MemoryMailer();
    await mailer.send(aMail);
    await mailer.send({ ...aMail, to: 'someone@example.com' });
    expect(mailer.sentTo('ZOE@example.com').map((m) => m.to)).toEqual(['Zoë Ng <zoe@example.com>']);
  });

  it('keeps a copy, so changing the message afterwards changes nothing', async () => {
    const mailer = new MemoryMailer();
    const attachments = [{ filename: 'a.txt', contentType: 'text/plain', content: 'a' }];
    await mailer.send({ ...aMail, attachments });
    attachments.push({ filename: 'b.txt', contentType: 'text/plain', content: 'b' });
    expect(mailer.sent[0]?.attachments).toHaveLength(1);
  });
});

describe('OutboxFolderMailer', () => {
  it('makes the folder, names files by time so they sort in sending order, never twice, leaves no temporary file', async () => {
    const dir = path.join(await scratch(), 'deep', 'outbox');
    const mailer = new OutboxFolderMailer({ dir, from });
    for (let n = 1; n <= 12; n++) await mailer.send({ ...aMail, subject: `Message ${n}` });
    const { files, mails } = await readOutbox(dir);
    expect(files).toHaveLength(12);
    expect(files.every((f) => /^\d{8}T\d{6}\.\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/.test(f))).toBe(true);
    expect(mails.map((m) => m.subject)).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i + 1}`));
  });

  it('writes a whole RFC 822 message with CRLF line endings, From, To, Date and Message-ID', async () => {
    const dir = await scratch();
    const { messageId } = await new OutboxFolderMailer({ dir, from }).send(aMail);
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file ?? ''), 'utf8');
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^From: "Ember & Oak" <no-reply@emberandoak\.example>$/m);
    expect(headers).toMatch(/^To: =\?UTF-8\?.+\?= <zoe@example\.com>$/m);
    expect(headers).toMatch(/^Date: /m);
    expect(headers).toContain(`Message-ID: ${messageId}`);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('sends from a named sender on the From mailbox’s domain, its name encoded so it cannot add a header (ADR 092)', async () => {
    const dir = await scratch();
    const name = 'Sana "the boss", at Ember & Oak\r\nBcc: all@evil.example';
    await new OutboxFolderMailer({ dir, from }).send({
      ...aMail,
      from: { name, address: 'enquiries@EmberAndOak.example' },
      replyTo: 'groups@emberandoak.example',
    });
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file ?? ''), 'utf8');
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    // Header lines only: a folded line (starting with a space) continues the one before it.
    const names = headers
      .split('\r\n')
      .filter((l) => !/^\s/.test(l))
      .map((l) => l.slice(0, l.indexOf(':')));
    expect(names.filter((n) => n === 'From')).toHaveLength(1);
    expect(names).not.toContain('Bcc');
    const [read] = (await readOutbox(dir)).mails;
    expect(read?.from).toBe(`${name} <enquiries@emberandoak.example>`);
    expect(read?.replyTo).toBe('groups@emberandoak.example');
  });

  it('sends from its own From mailbox when the named sender is on another domain, keeping the name out', async () => {
    const dir = await scratch();
    await new OutboxFolderMailer({ dir, from }).send({
      ...aMail,
      from: { name: 'Sana at Ember & Oak', address: 'sana@gmail.example' },
    });
    expect((await readOutbox(dir)).mails[0]?.from).toBe('Ember & Oak <no-reply@emberandoak.example>');
  });

  it('logs one line per message naming the file, never the recipient or the subject (codes travel in subjects)', async () => {
    const dir = await scratch();
    const lines: string[] = [];
    await new OutboxFolderMailer({ dir, from, log: (line) => lines.push(line) }).send(aMail);
    const [file] = await readdir(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('zoe@example.com');
    expect(lines[0]).not.toContain('Viewing booked');
    expect(lines[0]).toBe(`E-mail written to ${path.join(dir, file ?? '')}`);
  });

  it('keeps files apart when two mailers write to one folder in the same millisecond', async () => {
    const dir = await scratch();
    const a = new OutboxFolderMailer({ dir, from });
    const b = new OutboxFolderMailer({ dir, from });
    await Promise.all([a.send(aMail), b.send(aMail), a.send(aMail), b.send(aMail)]);
    expect((await readdir(dir)).filter((f) => f.endsWith('.eml'))).toHaveLength(4);
  });
});

describe('SmtpMailer', () => {
  let capture: SmtpCapture;
  beforeAll(async () => {
    capture = await startSmtpCapture();
  });
  afterAll(async () => {
    await capture.close();
  });

  it('sends a named sender’s From and Reply-To over SMTP', async () => {
    const mailer = new SmtpMailer({ url: capture.url, from });
    await mailer.send({
      ...aMail,
      subject: 'Named sender',
      from: { name: 'Sana at Ember & Oak', address: 'enquiries@emberandoak.example' },
      replyTo: 'groups@emberandoak.example',
    });
    const mail = await capture.waitFor((m) => m.subject === 'Named sender');
    expect(mail.from).toBe('Sana at Ember & Oak <enquiries@emberandoak.example>');
    expect(mail.replyTo).toBe('groups@emberandoak.example');
  });

  it('gives the envelope the bare recipient address', async () => {
    const mailer = new SmtpMailer({ url: capture.url, from });
    await mailer.send({ ...aMail, subject: 'Envelope' });
    const mail = await capture.waitFor((m) => m.subject === 'Envelope');
    expect(mail.to).toEqual(['zoe@example.com']);
    expect(mail.from).toBe(from);
  });

  it('gives up on a server that accepts the connection but never greets, after the greeting timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const mailer = new SmtpMailer({
        url: `smtp://127.0.0.1:${port}`,
        from,
        timeouts: { connectionMs: 500, greetingMs: 300, socketMs: 500 },
      });
      const started = performance.now();
      await expect(mailer.send(aMail)).rejects.toThrow(/greeting|timeout/i);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('takes smtp:// and smtps:// URLs only, without repeating a password in the error', () => {
    expect(() => new SmtpMailer({ url: 'http://user:s3cret@mail.example', from })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => new SmtpMailer({ url: 'http://user:s3cret@mail.example', from })).not.toThrow(/s3cret/);
    expect(() => new SmtpMailer({ url: 'not a url s3cret', from })).not.toThrow(/s3cret/);
    expect(() => new SmtpMailer({ url: 'smtps://user:s3cret@mail.example:465', from })).not.toThrow();
  });
});

describe('SMTP capture', () => {
  it('writes each message as a JSON file into dir when given one', async () => {
    const dir = await scratch();
    const withDir = await startSmtpCapture({ dir: path.join(dir, 'mails') });
    try {
      const mailer = new SmtpMailer({ url: withDir.url, from });
      await mailer.send({ ...aMail, subject: 'One' });
      await mailer.send({ ...aMail, subject: 'Two' });
      const files = (await readdir(path.join(dir, 'mails'))).sort();
      expect(files).toHaveLength(2);
      const read = await Promise.all(
        files.map(async (f) => JSON.parse(await readFile(path.join(dir, 'mails', f), 'utf8')) as CapturedMail),
      );
      expect(read.map((m) => m.subject)).toEqual(['One', 'Two']);
      expect(read[0]).toEqual(withDir.messages[0]);
    } finally {
      await withDir.close();
    }
  });

  it('waits for a message still to come, and gives up after the timeout', async () => {
    const capture = await startSmtpCapture();
    try {
      const waiting = capture.waitFor((m) => m.subject === 'Later');
      await new SmtpMailer({ url: capture.url, from }).send({ ...aMail, subject: 'Later' });
      expect((await waiting).subject).toBe('Later');
      await expect(capture.waitFor((m) => m.subject === 'Never', 100)).rejects.toThrow(/No matching e-mail/);
    } finally {
      await capture.close();
    }
  });
});

describe('createMailer', () => {
  it('sends through SMTP when SMTP_URL is set, saying where without the password', async () => {
    const capture = await startSmtpCapture();
    const lines: string[] = [];
    try {
      const url = capture.url.replace('smtp://', 'smtp://user:s3cret@');
      const mailer = createMailer({ smtpUrl: url, from, outboxDir: '/nonexistent', log: (l) => lines.push(l) });
      expect(mailer).toBeInstanceOf(SmtpMailer);
      expect(lines.join('\n')).toContain(`smtp://127.0.0.1:${capture.port}`);
      expect(lines.join('\n')).not.toContain('s3cret');
    } finally {
      await capture.close();
    }
  });

  it('writes to the outbox folder when there is no SMTP_URL', async () => {
    const dir = await scratch();
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from, outboxDir: dir, log: (l) => lines.push(l) });
    expect(mailer).toBeInstanceOf(OutboxFolderMailer);
    expect(lines).toEqual([
      `E-mail: no SMTP_URL, so messages are written to ${dir} and nobody receives them; set SMTP_URL to send them`,
    ]);
    await mailer.send(aMail);
    expect((await readOutbox(dir)).mails.map((m) => m.from)).toEqual([from]);
  });
});
