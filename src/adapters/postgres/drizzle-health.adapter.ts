import { sql } from 'drizzle-orm';
import type { HealthProbe } from '../../ports/health.port';
import type { Database } from './database';

export class DrizzleHealthProbe implements HealthProbe {
  constructor(private readonly db: Database) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
