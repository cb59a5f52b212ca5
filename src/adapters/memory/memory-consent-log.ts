import type { ConsentLog, ConsentLogEntry } from '../../ports/consent-log.port';

/** The consent log in memory, for tests and QA. */
export class MemoryConsentLog implements ConsentLog {
  private readonly entries: ConsentLogEntry[] = [];

  async record(entry: ConsentLogEntry): Promise<void> {
    this.entries.push({ ...entry });
  }

  async history(consentId: string): Promise<ConsentLogEntry[]> {
    return this.entries
      .map((entry, order) => ({ entry, order }))
      .filter(({ entry }) => entry.consentId === consentId.toLowerCase())
      .sort((a, b) => a.entry.recordedAt - b.entry.recordedAt || a.order - b.order)
      .map(({ entry }) => ({ ...entry }));
  }
}
