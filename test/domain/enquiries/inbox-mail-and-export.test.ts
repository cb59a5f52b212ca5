// The inbox's reply e-mail and its CSV rows (issue 19 item 3): what the visitor receives is what
// the operator typed, as text, with the reference; every exported cell a spreadsheet would run is
// neutralised (CSV injection), and times are London time.
import { describe, expect, it } from 'vitest';
import type { StoredEnquiry } from '../../../src/domain/enquiries/enquiry';
import {
  defaultReplySubject,
  INBOX_CSV_COLUMNS,
  inboxCsvCells,
  inboxReplyMail,
} from '../../../src/domain/enquiries/inbox-mail';

const brand = {
  name: 'Ember & Oak',
  supportEmail: 'hello@ember.test',
  phone: '0161 000 0000',
  siteUrl: 'https://ember.test',
};
const enquiry: StoredEnquiry = {
  id: 'e1',
  reference: 'EQ-7K3P9Q',
  kind: 'contact',
  submission_id: 's1',
  name: 'Ana Silva',
  email: 'ana@example.com',
  fields: { message: 'Parking?' },
  source_page: '/contact',
  utm: {},
  consent: true,
  status: 'new',
  created_at: '2026-07-01T08:30:00.000Z',
};

describe('the inbox reply e-mail', () => {
  it('goes to the visitor, answerable to the team, with the operator’s words as text and the reference', () => {
    const mail = inboxReplyMail({
      enquiry,
      subject: 'About parking',
      body: 'Hello Ana,\n\nYes, there is parking.\n<b>not bold</b>',
      brand,
      from: { name: 'Sana at Ember & Oak', address: 'enquiries@ember.test' },
      replyTo: 'sales@ember.test',
    });
    expect(mail.to).toBe('ana@example.com');
    expect(mail.from).toEqual({ name: 'Sana at Ember & Oak', address: 'enquiries@ember.test' });
    expect(mail.replyTo).toBe('sales@ember.test');
    expect(mail.subject).toBe('About parking');
    expect(mail.text).toContain('Yes, there is parking.\n<b>not bold</b>');
    expect(mail.text).toContain('EQ-7K3P9Q');
    expect(mail.content?.blocks).toContainEqual({ kind: 'paragraph', text: 'Yes, there is parking.\n<b>not bold</b>' });
    expect(mail.content?.heading).toBe('About parking');
  });

  it('answers to the support address when the team has none, and offers a subject with the reference', () => {
    const from = { name: 'Ember & Oak', address: 'no-reply@ember.test' };
    expect(inboxReplyMail({ enquiry, subject: 'x', body: 'y', brand, from, replyTo: '' }).replyTo).toBe(
      'hello@ember.test',
    );
    expect(defaultReplySubject(enquiry)).toBe('Re: your message (EQ-7K3P9Q)');
    expect(defaultReplySubject({ ...enquiry, kind: 'group-booking' })).toBe(
      'Re: your group booking enquiry (EQ-7K3P9Q)',
    );
  });
});

describe('the inbox CSV rows', () => {
  const row = {
    reference: 'EQ-7K3P9Q',
    kind: 'contact' as const,
    name: '=HYPERLINK("http://evil.test","x")',
    email: '+44@example.com',
    status: 'open' as const,
    created_at: '2026-07-01T08:30:00.000Z',
    residence: 'canal-view',
    assignee: { id: 'a', name: '@Sam', email: 'sam@staff.test' },
    version: 2,
  };

  it('puts the header first and London time for when it came', () => {
    const [header, first] = inboxCsvCells([row], { 'canal-view': 'Canal View' });
    expect(header).toEqual([...INBOX_CSV_COLUMNS]);
    expect(first?.[1]).toBe('2026-07-01 09:30');
    expect(first?.[2]).toBe('Contact us');
    expect(first?.[3]).toBe('Open');
    expect(first?.[6]).toBe('Canal View');
  });

  it('neutralises every cell that starts with = + - or @', () => {
    const [, first] = inboxCsvCells([{ ...row, residence: '-1+1' }], {});
    expect(first?.[4]).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(first?.[5]).toBe("'+44@example.com");
    expect(first?.[6]).toBe("'-1+1");
    expect(first?.[7]).toBe("'@Sam");
    for (const cell of first ?? []) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});
