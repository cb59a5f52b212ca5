// The name an account's details offer (the gap left by issue 20: a visitor who reserved or booked
// with their name met an empty "Your name" on their account page).
import { describe, expect, it } from 'vitest';
import { suggestedName } from '../../../src/domain/accounts/visitor-account';

describe('the name an account offers', () => {
  it('is its own once it has one, whatever was given elsewhere', () => {
    expect(suggestedName('Ada Lovelace', [{ name: 'Ada L', at: '2026-11-01T10:00:00.000Z' }])).toBe('Ada Lovelace');
  });

  it('is otherwise the one given most recently, trimmed, skipping empty ones', () => {
    expect(
      suggestedName('  ', [
        { name: 'Ada', at: '2026-10-01T10:00:00.000Z' },
        { name: ' Ada Lovelace ', at: '2026-11-01T10:00:00.000Z' },
        { name: '   ', at: '2026-11-20T10:00:00.000Z' },
        { name: null, at: '2026-11-21T10:00:00.000Z' },
        { name: 'A. L.', at: '2026-09-01T10:00:00.000Z' },
      ]),
    ).toBe('Ada Lovelace');
  });

  it('is empty when no name was given', () => {
    expect(suggestedName('', [])).toBe('');
    expect(suggestedName('', [{ name: null, at: '2026-11-01T10:00:00.000Z' }])).toBe('');
  });
});
