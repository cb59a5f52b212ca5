import { describe, expect, it } from 'vitest';
import type { MailContent } from '../../../src/domain/mail/mail';
import { everyMail } from '../../support/mail-fixtures';

/** Every piece of text the HTML part will show, but the brand's own. */
function shown(content: MailContent): string[] {
  return [
    content.preheader,
    content.heading,
    ...content.blocks.flatMap((block) => {
      switch (block.kind) {
        case 'facts':
          return block.facts.flatMap((f) => [f.label, f.value]);
        case 'action':
          return [block.link.label, block.link.href, block.note ?? ''];
        default:
          return [block.text];
      }
    }),
    ...(content.footerLinks ?? []).flatMap((l) => [l.label, l.href]),
  ];
}

const typed = {
  name: 'Quentin Typed-Name',
  message: 'SECRET-MESSAGE that only the team may read',
};
const mails = everyMail(typed);

describe('each e-mail’s content (the HTML part’s document)', () => {
  it('exists for every e-mail the site sends, with a heading, a preheader and a body', () => {
    expect(mails.length).toBeGreaterThan(25);
    for (const { name, mail } of mails) {
      expect(mail.content, name).toBeDefined();
      expect(mail.content?.heading.trim(), name).not.toBe('');
      expect(mail.content?.preheader.trim(), name).not.toBe('');
      expect(mail.content?.blocks.length, name).toBeGreaterThan(0);
    }
  });

  it.each(mails.map((m) => [m.name, m.mail] as const))('%s: repeats nothing the text part leaves out', (_, mail) => {
    const text = mail.text;
    const content = shown(mail.content ?? ({ blocks: [] } as unknown as MailContent)).join('\n');
    for (const secret of [typed.message, 'SECRET-MESSAGE', typed.name, 'zoe@example.com', '07700 900123']) {
      if (!text.includes(secret)) expect(content).not.toContain(secret);
    }
  });

  it.each(mails.map((m) => [m.name, m.mail] as const))('%s: says in its details what the text says', (_, mail) => {
    const flat = mail.text.replace(/\n\s*/g, ' ');
    for (const block of mail.content?.blocks ?? []) {
      if (block.kind !== 'facts') continue;
      for (const fact of block.facts) expect(flat).toContain(fact.value.replace(/\n\s*/g, ' '));
    }
  });

  it.each(mails.map((m) => [m.name, m.mail] as const))('%s: links only to absolute addresses', (_, mail) => {
    const links = [
      ...(mail.content?.blocks ?? []).flatMap((b) => (b.kind === 'action' ? [b.link] : [])),
      ...(mail.content?.footerLinks ?? []),
    ];
    for (const link of links) expect(link.href).toMatch(/^(https:\/\/[^/]+|mailto:\S+@\S+|tel:\+\d+$)/);
  });

  it('gives every message to a visitor the phone as a tap-to-call link in its footer', () => {
    const toVisitors = mails.filter((m) => m.name.endsWith('visitor'));
    expect(toVisitors.length).toBeGreaterThan(10);
    for (const { name, mail } of toVisitors) {
      expect(
        mail.content?.footerLinks?.map((l) => l.href),
        name,
      ).toContain('tel:+441632960142');
    }
  });

  it('sends the referred friend the names, the residence and the code, nothing else the visitor typed', () => {
    const friend = mails.find((m) => m.name === 'enquiry friend: friend')?.mail;
    const content = shown(friend?.content ?? ({ blocks: [] } as unknown as MailContent)).join('\n');
    expect(content).toContain('Bea Costa');
    expect(content).toContain('Square Gardens');
    expect(content).toContain('REF-4KD9QX');
    expect(content).not.toContain('zoe@example.com');
  });
});
