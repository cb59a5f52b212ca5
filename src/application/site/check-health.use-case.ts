import type { HealthProbe } from '../../ports/health.port';

/** Whether the server can serve: the database answers a round trip (how long to wait is the caller's). */
export class CheckHealth {
  constructor(private readonly probe: HealthProbe) {}

  /** Resolves when the database answered; rejects (with the reason) when it cannot be reached. */
  run(): Promise<void> {
    return this.probe.ping();
  }
}
