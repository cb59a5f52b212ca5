import { describe, expect, it } from 'vitest';
import {
  challengeState,
  isSignInCode,
  MAX_CODE_ATTEMPTS,
  newChallenge,
  SIGN_IN_LIFETIME_MS,
  safeNextPath,
} from '../../../src/domain/accounts/sign-in-code';

const t0 = Date.UTC(2026, 10, 26, 9);

describe('a sign-in challenge (a link and a 6-digit code)', () => {
  it('lasts 15 minutes, once, and a few wrong codes end it', () => {
    expect(SIGN_IN_LIFETIME_MS).toBe(15 * 60_000);
    const c = newChallenge('ada@example.com', '/account', t0);
    expect(c).toMatchObject({ email: 'ada@example.com', next: '/account', expiresAt: t0 + SIGN_IN_LIFETIME_MS });
    expect(challengeState(c, t0)).toBe('usable');
    expect(challengeState(c, t0 + SIGN_IN_LIFETIME_MS - 1)).toBe('usable');
    expect(challengeState(c, t0 + SIGN_IN_LIFETIME_MS)).toBe('expired');
    expect(challengeState({ ...c, usedAt: t0 + 1 }, t0 + 2)).toBe('used');
    expect(challengeState({ ...c, attempts: MAX_CODE_ATTEMPTS - 1 }, t0)).toBe('usable');
    expect(challengeState({ ...c, attempts: MAX_CODE_ATTEMPTS }, t0)).toBe('locked');
  });

  it('a code is six digits, nothing else', () => {
    expect(isSignInCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '١٢٣٤٥٦', '']) expect(isSignInCode(bad)).toBe(false);
  });
});

describe('where sign-in returns to (no open redirect)', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNextPath('/account')).toBe('/account');
    expect(safeNextPath('/account/anything?tab=2')).toBe('/account/anything?tab=2');
    expect(safeNextPath('/leeds/the-tannery')).toBe('/leeds/the-tannery');
  });

  it('refuses anything that could leave the site, and falls back to /account', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'account',
      'https://evil.example/account',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/login?next=/account',
      '/admin',
      '/admin/staff',
      `/${'a'.repeat(600)}`,
      '/a\nb',
    ]) {
      expect(safeNextPath(bad), String(bad)).toBe('/account');
    }
  });
});
