import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** A transaction on the database, as Drizzle hands it to `transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs a sweep (a purge, a retention delete) in one transaction that holds PostgreSQL's
 * transaction-scoped advisory lock named `name` (ADR 058). When another server holds it, that
 * server is sweeping the same rows right now: this one does nothing and answers `busy` at once,
 * instead of waiting on the rows the other has locked (and risking a deadlock between two deletes
 * that lock the same rows in different orders). The lock goes with the transaction, at commit,
 * rollback or a lost connection, so a server that dies mid-sweep leaves neither a lock nor a half
 * sweep: the delete is undone and the next run does it.
 */
export async function sweepAlone<T>(
  db: Database,
  name: string,
  busy: T,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) answer `{ rows }`.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${advisoryKey}, hashtext(${name})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (result.rows[0]?.locked !== true) return busy;
    return work(tx);
  });
}

/** The first half of every Digs advisory lock's key, so that ours never meet another program's on a shared server. */
const advisoryKey = 0x44696773; // "Digs"
