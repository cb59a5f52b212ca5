import { describe, expect, it } from 'vitest';
import { signInMail, VISITOR_SESSION_LIMITS } from '../../../src/domain/accounts/visitor-account';
import { newSession, sessionState } from '../../../src/domain/staff/session-rules';

const brand = { name: 'Digs', supportEmail: 'hello@digs.test', phone: '', siteUrl: 'https://digs.test' };
const day = 86_400_000;

describe('a visitor session', () => {
  it('ends after 14 days without a visit and 30 days after sign-in in any case', () => {
    expect(VISITOR_SESSION_LIMITS).toEqual({ idleMs: 14 * day, absoluteMs: 30 * day });
    const s = newSession(0, VISITOR_SESSION_LIMITS);
    expect(sessionState(s, 14 * day - 1, VISITOR_SESSION_LIMITS)).toBe('live');
    expect(sessionState(s, 14 * day, VISITOR_SESSION_LIMITS)).toBe('idle');
    expect(sessionState({ ...s, lastSeenAt: 29 * day }, 30 * day, VISITOR_SESSION_LIMITS)).toBe('expired');
  });
});

describe('the sign-in e-mail', () => {
  it('carries the link and the code, in the text and the document, and says how long they last', () => {
    const mail = signInMail({ to: 'ada@example.com', url: 'https://digs.test/login?token=abc', code: '042137', brand });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Digs sign-in code: 042137');
    expect(mail.text).toContain('https://digs.test/login?token=abc');
    expect(mail.text).toContain('042137');
    expect(mail.text).toContain('15 minutes');
    expect(JSON.stringify(mail.content)).toContain('https://digs.test/login?token=abc');
    expect(JSON.stringify(mail.content)).toContain('042137');
  });
});
