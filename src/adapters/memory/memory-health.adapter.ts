import type { HealthProbe } from '../../ports/health.port';

/** A health probe QA and tests can switch off, as a database outage would. */
export class MemoryHealthProbe implements HealthProbe {
  private up = true;

  setUp(up: boolean): void {
    this.up = up;
  }

  async ping(): Promise<void> {
    if (!this.up) throw new Error('the store is unreachable');
  }
}
