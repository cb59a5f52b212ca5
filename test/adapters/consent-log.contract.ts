import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentLog, ConsentLogEntry } from '../../src/ports/consent-log.port';

export interface ConsentLogUnderTest {
  readonly log: ConsentLog;
  close?(): Promise<void>;
}

const t0 = Date.parse('2026-09-01T09:00:00.000Z');

/** What every ConsentLog does: it keeps each decision as given, and gives a browser's back oldest first, and no one else's. */
export function consentLogContract(name: string, make: () => Promise<ConsentLogUnderTest>) {
  describe(`ConsentLog contract: ${name}`, () => {
    let subject: ConsentLogUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => subject.close?.());

    it('keeps every decision of a browser, oldest first, apart from other browsers’', async () => {
      const mine = randomUUID();
      const theirs = randomUUID();
      const entry = (consentId: string, at: number, analytics: boolean, version = 1): ConsentLogEntry => ({
        consentId,
        version,
        analytics,
        replay: analytics,
        recordedAt: t0 + at,
      });
      const later = entry(mine, 5_000, false, 2);
      const first = entry(mine, 0, true);
      await subject.log.record(later);
      await subject.log.record(first);
      await subject.log.record(entry(theirs, 1_000, true));
      expect(await subject.log.history(mine)).toEqual([first, later]);
      expect(await subject.log.history(randomUUID())).toEqual([]);
    });
    it('counts decisions per London day by kind, across both clock changes of 2026', async () => {
      const decide = (iso: string, analytics: boolean, replay: boolean) =>
        subject.log.record({ consentId: randomUUID(), version: 1, analytics, replay, recordedAt: Date.parse(iso) });
      // Spring: 23:30 UTC on 28 March is the 28th (GMT); 23:30 UTC on the 29th is 00:30 BST on the 30th.
      await decide('2026-03-28T23:30:00Z', true, true);
      await decide('2026-03-29T00:30:00Z', false, false);
      await decide('2026-03-29T23:30:00Z', true, false);
      // Autumn: 23:30 UTC on 24 October is 00:30 BST on the 25th; 23:30 UTC on the 25th is 23:30 GMT, still the 25th.
      await decide('2026-10-24T22:30:00Z', true, true);
      await decide('2026-10-24T23:30:00Z', true, true);
      await decide('2026-10-25T01:30:00Z', false, false);
      await decide('2026-10-25T23:30:00Z', false, true);
      const londonMidnight = (iso: string) => Date.parse(iso);
      expect(
        await subject.log.decisionsPerDay(
          londonMidnight('2026-03-28T00:00:00Z'),
          londonMidnight('2026-03-30T23:00:00Z'),
        ),
      ).toEqual([
        { date: '2026-03-28', accepted: 1, rejected: 0, chosen: 0 },
        { date: '2026-03-29', accepted: 0, rejected: 1, chosen: 0 },
        { date: '2026-03-30', accepted: 0, rejected: 0, chosen: 1 },
      ]);
      expect(
        await subject.log.decisionsPerDay(
          londonMidnight('2026-10-23T23:00:00Z'),
          londonMidnight('2026-10-26T00:00:00Z'),
        ),
      ).toEqual([
        { date: '2026-10-24', accepted: 1, rejected: 0, chosen: 0 },
        { date: '2026-10-25', accepted: 1, rejected: 1, chosen: 1 },
      ]);
      // The window's ends: from included, to excluded.
      expect(
        await subject.log.decisionsPerDay(Date.parse('2026-10-24T23:30:00Z'), Date.parse('2026-10-25T01:30:00Z')),
      ).toEqual([{ date: '2026-10-25', accepted: 1, rejected: 0, chosen: 0 }]);
    });
  });
}
