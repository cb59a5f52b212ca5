import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { RecordConsent } from '../../../src/application/consent/record-consent.use-case';
import type { ConsentLogEntry } from '../../../src/ports/consent-log.port';

describe('recording a consent decision', () => {
  it("logs the decision with the server's time, not the browser's", async () => {
    const logged: ConsentLogEntry[] = [];
    const time = new ManualTime(Date.parse('2026-03-02T10:00:00.000Z'));
    const record = new RecordConsent({ record: async (entry) => void logged.push(entry) }, time);
    await record.run({ consentId: 'c-1', version: 2, analytics: true, replay: false });
    expect(logged).toEqual([{ consentId: 'c-1', version: 2, analytics: true, replay: false, recordedAt: time.now() }]);
  });
});
