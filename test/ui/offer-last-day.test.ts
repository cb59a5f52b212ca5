import { describe, expect, it } from 'vitest';
import { lastDay } from '../../src/ui/components/content/offer-card';

describe("an offer's last day", () => {
  it('is the London day of its last moment', () => {
    // Ends at London midnight after 31 August (23:00 UTC, BST): the last day is 31 August.
    expect(lastDay('2026-08-31T23:00:00.000Z')).toBe('31 Aug 2026');
    // Ends at 00:30 BST on 1 August (23:30 UTC on 31 July): it still runs on 1 August in London.
    expect(lastDay('2026-07-31T23:30:00.000Z')).toBe('1 Aug 2026');
    // Ends at London midnight after 25 October, the clocks back on GMT.
    expect(lastDay('2026-10-26T00:00:00.000Z')).toBe('25 Oct 2026');
  });
});
