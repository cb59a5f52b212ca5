import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRIEND_MAIL_EVERY_MS,
  isPersonName,
  mayMailFriend,
  PERSON_NAME_MAX,
  referralDay,
  unsubscribeUrl,
} from '../../../src/domain/enquiries/referrals';

describe('a name that may be mailed to a third party', () => {
  it.each([
    'Bea',
    'Bea Costa',
    'Jean-Luc Picard',
    "Siobhán O'Neill",
    'D’Arcy',
    'Zoë',
    'José',
    'José', // e + combining acute accent
    '王小明',
    'Владимир Петров',
    'محمد علي',
    'अनुष्का',
    'a'.repeat(PERSON_NAME_MAX),
  ])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    '',
    ' ',
    'Claim your refund at evil.example',
    'evil.example',
    'Bea2',
    'Call 07700900123',
    'bea@example.com',
    'https://evil.example',
    'a/b',
    'Bea\nSubject: refund',
    'Bea\tCosta',
    'Bea.',
    '-',
    "'",
    'a'.repeat(PERSON_NAME_MAX + 1),
    '<b>Bea</b>',
    'Bea: click',
  ])('refuses %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('never accepts a digit, a dot, a slash, an @ or a control character anywhere', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('0', '7', '.', '/', '@', ':', '\n', '\u0000', '\u202e'),
        fc.string(),
        (a, bad, b) => {
          expect(isPersonName(`Bea${a}${bad}${b}`)).toBe(false);
        },
      ),
    );
  });
});

describe('referral limits', () => {
  const now = Date.UTC(2027, 2, 1, 23, 59, 59);

  it('counts a sender’s referrals per London day (the "today" the refusal speaks of)', () => {
    // 1 March is GMT: London's day is UTC's.
    expect(referralDay(now)).toBe('2027-03-01');
    expect(referralDay(now + 1000)).toBe('2027-03-02');
    // 23:30 UTC on 25 July is 00:30 BST on the 26th: a new day for the sender.
    expect(referralDay(Date.UTC(2026, 6, 25, 22, 59, 59))).toBe('2026-07-25');
    expect(referralDay(Date.UTC(2026, 6, 25, 23, 30))).toBe('2026-07-26');
  });

  it('mails a friend never mailed, again only a week after the last e-mail, and never after opting out', () => {
    expect(mayMailFriend(undefined, now)).toBe(true);
    expect(mayMailFriend({ lastMailedAt: now - FRIEND_MAIL_EVERY_MS + 1, optedOut: false }, now)).toBe(false);
    expect(mayMailFriend({ lastMailedAt: now - FRIEND_MAIL_EVERY_MS, optedOut: false }, now)).toBe(true);
    expect(mayMailFriend({ lastMailedAt: now - 10 * FRIEND_MAIL_EVERY_MS, optedOut: true }, now)).toBe(false);
  });

  it('links to the opt-out page with the token in the query', () => {
    expect(unsubscribeUrl('https://digs.test', 'a+b/c')).toBe(
      'https://digs.test/referrals/unsubscribe?token=a%2Bb%2Fc',
    );
  });
});
