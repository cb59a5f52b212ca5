import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import { Access, hasToken, isSignedIn, LOGIN_PATH, signedIn$, TOKEN_KEY } from '../../../src/application/site/access';
import type { KeyValueStorage } from '../../../src/ports/key-value-storage.port';

describe('signed in or anonymous (spec sections 2 and 6)', () => {
  it('keeps the token under "token" and sends visitors without one to /login', () => {
    expect(TOKEN_KEY).toBe('token');
    expect(LOGIN_PATH).toBe('/login');
  });

  it('is anonymous with no token, or an empty one', () => {
    expect(isSignedIn(new MemoryKeyValueStorage())).toBe(false);
    expect(isSignedIn(new MemoryKeyValueStorage({ token: '' }))).toBe(false);
    expect(isSignedIn(new MemoryKeyValueStorage({ other: 'abc' }))).toBe(false);
  });

  it('is signed in with any non-empty token', () => {
    expect(isSignedIn(new MemoryKeyValueStorage({ token: 'eyJhbGciOi' }))).toBe(true);
  });

  it('is signed in exactly when the stored token is a non-empty string', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (value) => {
        expect(hasToken(value)).toBe(value !== null && value.length > 0);
        const storage = new MemoryKeyValueStorage(value === null ? {} : { token: value });
        expect(isSignedIn(storage)).toBe(hasToken(value));
      }),
    );
  });

  it('streams the state at once, then follows sign-in and sign-out in other tabs', () => {
    const storage = new MemoryKeyValueStorage();
    const seen: boolean[] = [];
    const sub = signedIn$(storage).subscribe((s) => seen.push(s));
    storage.simulateOtherTab('token', 'abc');
    storage.simulateOtherTab('token', 'def');
    storage.simulateOtherTab('compareRooms', '[]');
    storage.simulateOtherTab('token', null);
    sub.unsubscribe();
    storage.simulateOtherTab('token', 'again');
    expect(seen).toEqual([false, true, false]);
  });

  it('reads again when another tab clears all storage', () => {
    const values = new Map([['token', 'abc']]);
    let tell: (key: string | null) => void = () => undefined;
    const storage: KeyValueStorage = {
      read: (key) => values.get(key) ?? null,
      write: () => true,
      remove: () => undefined,
      onExternalChange: (listener) => {
        tell = listener;
        return () => undefined;
      },
    };
    const seen: boolean[] = [];
    const sub = signedIn$(storage).subscribe((s) => seen.push(s));
    values.clear();
    tell(null);
    sub.unsubscribe();
    expect(seen).toEqual([true, false]);
  });

  it('follows this tab marking the visitor signed in and out too (the header shows it at once)', () => {
    const storage = new MemoryKeyValueStorage();
    const access = new Access(storage);
    const seen: boolean[] = [];
    const sub = access.signedIn$().subscribe((s) => seen.push(s));
    access.markSignedIn();
    access.markSignedIn();
    storage.simulateOtherTab('token', null);
    access.markSignedIn();
    access.markSignedOut();
    sub.unsubscribe();
    access.markSignedIn();
    expect(seen).toEqual([false, true, false, true, false]);
  });
});
