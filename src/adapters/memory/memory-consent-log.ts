import { type ConsentDay, consentDecisionKind } from '../../domain/analytics-ingestion/analytics-report';
import { londonParts } from '../../domain/shared/london-time';
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

  async decisionsPerDay(fromMs: number, toMs: number): Promise<ConsentDay[]> {
    const days = new Map<string, { date: string; accepted: number; rejected: number; chosen: number }>();
    for (const entry of this.entries) {
      if (entry.recordedAt < fromMs || entry.recordedAt >= toMs) continue;
      const date = londonParts(entry.recordedAt).date;
      const day = days.get(date) ?? { date, accepted: 0, rejected: 0, chosen: 0 };
      day[consentDecisionKind(entry)] += 1;
      days.set(date, day);
    }
    return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  }
}
