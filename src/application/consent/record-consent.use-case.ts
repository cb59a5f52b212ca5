import type { Clock } from '../../ports/clock.port';
import type { ConsentLog, ConsentLogEntry } from '../../ports/consent-log.port';

/** A visitor's consent decision, logged with the server's time (ADR 022). */
export class RecordConsent {
  constructor(
    private readonly log: Pick<ConsentLog, 'record'>,
    private readonly clock: Clock,
  ) {}

  run(decision: Omit<ConsentLogEntry, 'recordedAt'>): Promise<void> {
    return this.log.record({ ...decision, recordedAt: this.clock.now() });
  }
}
