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
  });
}
