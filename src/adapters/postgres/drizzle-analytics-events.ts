import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '../../domain/analytics-ingestion/analytics-event';
import type { AnalyticsEvents } from '../../ports/analytics-events.port';
import type { Database } from './database';
import { analyticsEvents } from './schema';
import { storable, storableText } from './storable';

/**
 * Analytics events on PostgreSQL or PGlite. A batch is one statement with one parameter: the
 * events as a JSON array, turned into rows by `jsonb_to_recordset` and inserted with
 * `on conflict (insert_id) do nothing` (a retried event, or a copy within the batch, is skipped).
 * One parameter whatever the batch's size, so PostgreSQL's 65,535-parameter limit never applies,
 * and on PGlite it measured two to three times faster than a multi-row VALUES list of 200 events
 * (8 parameters each), whose parsing and binding dominated. Strings PostgreSQL cannot keep (NUL,
 * lone surrogates) become U+FFFD rather than fail the batch.
 */
export class DrizzleAnalyticsEvents implements AnalyticsEvents {
  constructor(private readonly db: Database) {}

  async store(events: readonly AnalyticsEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const rows = JSON.stringify(events.map(toRow));
    // Both drivers (node-postgres, PGlite) answer `{ rows }`.
    const result = (await this.db.execute(sql`
      with added as (
        insert into ${analyticsEvents}
          (insert_id, event_type, device_id, user_id, session_id, occurred_at, received_at, properties)
        select insert_id, event_type, device_id, user_id, session_id, occurred_at, received_at, properties
        from jsonb_to_recordset(${rows}::jsonb) as batch(
          insert_id text, event_type text, device_id text, user_id text, session_id bigint,
          occurred_at timestamptz, received_at timestamptz, properties jsonb
        )
        on conflict (insert_id) do nothing
        returning 1
      )
      select count(*)::int as added from added`)) as { rows: { added: number }[] };
    return Number(result.rows[0]?.added ?? 0);
  }

  async between(fromMs: number, toMs: number, eventTypes?: readonly string[]): Promise<AnalyticsEvent[]> {
    const inWindow = and(
      gte(analyticsEvents.occurredAt, new Date(fromMs)),
      lt(analyticsEvents.occurredAt, new Date(toMs)),
      eventTypes ? inArray(analyticsEvents.eventType, [...eventTypes]) : undefined,
    );
    const rows = await this.db
      .select()
      .from(analyticsEvents)
      .where(inWindow)
      .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id));
    return rows.map((row) => ({
      insertId: row.insertId,
      eventType: row.eventType,
      deviceId: row.deviceId,
      userId: row.userId,
      sessionId: row.sessionId,
      time: row.occurredAt.getTime(),
      receivedAt: row.receivedAt.getTime(),
      properties: row.properties,
    }));
  }
}

const textOrNull = (value: string | null) => (value === null ? null : storableText(value));

/** An event as a row of the JSON batch, by column name. */
function toRow(event: AnalyticsEvent) {
  return {
    insert_id: textOrNull(event.insertId),
    event_type: storableText(event.eventType),
    device_id: textOrNull(event.deviceId),
    user_id: textOrNull(event.userId),
    session_id: event.sessionId,
    occurred_at: new Date(event.time).toISOString(),
    received_at: new Date(event.receivedAt).toISOString(),
    properties: storable(event.properties),
  };
}
