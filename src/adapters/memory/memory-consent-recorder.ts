import type { ConsentChoice } from '../../domain/consent/consent';
import type { ConsentRecorder } from '../../ports/consent-recorder.port';

/** The consent log in memory: what it received, in order; `down` makes it refuse (an outage). */
export class MemoryConsentRecorder implements ConsentRecorder {
  down = false;
  readonly received: ConsentChoice[] = [];

  async record(choice: ConsentChoice): Promise<void> {
    if (this.down) throw new Error('the consent log is down');
    this.received.push(choice);
  }
}
