import { type Token, token } from './token';

/** A round trip to what keeps the data; rejects when it cannot be reached. */
export interface HealthProbe {
  ping(): Promise<void>;
}

export const HEALTH_PROBE: Token<HealthProbe> = token<HealthProbe>('HealthProbe');
