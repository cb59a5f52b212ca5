import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressDomain,
  inboxReplySender,
  mailboxAddress,
  replyFromIssue,
  senderLine,
  senderName,
} from '../../../src/domain/mail/reply-sender';

const sending = 'no-reply@emberandoak.example';

describe('the sending mailbox (MAIL_FROM)', () => {
  it('reads the address out of a mailbox with or without a display name', () => {
    expect(mailboxAddress('Ember & Oak <no-reply@emberandoak.example>')).toBe('no-reply@emberandoak.example');
    expect(mailboxAddress('"Oak, Ltd" <hello@oak.example>')).toBe('hello@oak.example');
    expect(mailboxAddress(' hello@oak.example ')).toBe('hello@oak.example');
  });

  it('takes the domain after the last @, in lower case', () => {
    expect(addressDomain('Enquiries@EmberAndOak.Example')).toBe('emberandoak.example');
    expect(addressDomain('nobody')).toBe('');
  });
});

describe('the address replies come from (the operator’s setting)', () => {
  it('accepts empty (the sending address) and any address on the sending domain, in any case', () => {
    expect(replyFromIssue('', sending)).toBeNull();
    expect(replyFromIssue('enquiries@emberandoak.example', sending)).toBeNull();
    expect(replyFromIssue('Groups@EMBERANDOAK.example', sending)).toBeNull();
  });

  it('refuses an address on another domain, a subdomain included, saying which domain and why', () => {
    const issue = replyFromIssue('sana@gmail.example', sending);
    expect(issue).toBe(
      'Use an address on emberandoak.example, the domain this site sends mail from: receiving servers check (SPF, DKIM, DMARC) that a message comes from its own domain and treat others as forged.',
    );
    expect(replyFromIssue('a@mail.emberandoak.example', sending)).toBe(issue);
    expect(replyFromIssue('a@xemberandoak.example', sending)).toBe(issue);
  });

  it('refuses what is not one plain address', () => {
    expect(replyFromIssue('Sana <sana@emberandoak.example>', sending)).toBe(
      'An e-mail address, like enquiries@emberandoak.example.',
    );
    expect(replyFromIssue('a@emberandoak.example\r\nBcc: x@evil.example', sending)).not.toBeNull();
  });
});

describe('who a reply is from, as the visitor sees it', () => {
  const brand = 'Ember & Oak';

  it('names the member and the operator, on the sending address by default, answered at the team address', () => {
    expect(
      inboxReplySender({
        staffName: 'Sana',
        brandName: brand,
        replyFrom: '',
        sendingAddress: sending,
        teamAddress: 'groups@emberandoak.example',
        supportEmail: 'hello@emberandoak.example',
      }),
    ).toEqual({
      from: { name: 'Sana at Ember & Oak', address: sending },
      replyTo: 'groups@emberandoak.example',
    });
  });

  it('comes from the set address when it is on the sending domain, and from the sending address if it no longer is', () => {
    const base = {
      staffName: 'Sana',
      brandName: brand,
      sendingAddress: sending,
      teamAddress: '',
      supportEmail: 'hello@emberandoak.example',
    };
    expect(inboxReplySender({ ...base, replyFrom: 'enquiries@emberandoak.example' })).toEqual({
      from: { name: 'Sana at Ember & Oak', address: 'enquiries@emberandoak.example' },
      replyTo: 'hello@emberandoak.example',
    });
    // MAIL_FROM moved to another domain after the setting was saved: never a From the server cannot sign.
    expect(inboxReplySender({ ...base, replyFrom: 'enquiries@old.example' }).from.address).toBe(sending);
    // No team address and no support address: answers go where the mail comes from.
    expect(inboxReplySender({ ...base, supportEmail: '', replyFrom: '' }).replyTo).toBe(sending);
  });

  it('is the operator alone when the member has no name, and the member alone when the brand has none', () => {
    expect(senderName('', brand)).toBe('Ember & Oak');
    expect(senderName('Sana', '')).toBe('Sana');
    expect(senderName('  Sana   Qureshi ', brand)).toBe('Sana Qureshi at Ember & Oak');
  });

  it('keeps every name on one line and at most 120 characters, whatever was typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: 'binary', maxLength: 300 }),
        (staff, operator) => {
          const name = senderName(staff, operator);
          expect(name).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
          expect(name.length).toBeLessThanOrEqual(120);
          expect(name).toBe(name.trim());
        },
      ),
    );
    expect(senderName('Sana\r\nBcc: all@evil.example', brand)).toBe('Sana Bcc: all@evil.example at Ember & Oak');
  });

  it('reads as the console shows it', () => {
    expect(senderLine({ name: 'Sana at Ember & Oak', address: 'enquiries@emberandoak.example' })).toBe(
      'Sana at Ember & Oak <enquiries@emberandoak.example>',
    );
    expect(senderLine({ name: '', address: sending })).toBe(sending);
  });
});
