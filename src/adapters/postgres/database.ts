import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** A Drizzle database over PGlite or PostgreSQL: one dialect, one schema, one set of migrations. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  | { readonly kind: 'pglite'; readonly dataDir: string | null; readonly image?: Blob };

/** `postgres://…` or `postgresql://…` is a server; anything else is a PGlite data directory. */
export function databaseTarget(url: string | undefined, defaultDataDir: string): DatabaseTarget {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  return { kind: 'pglite', dataDir: url ? url.replace(/^(file|pglite):(\/\/)?/, '') : defaultDataDir };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it and the next query reports any outage.
    });
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: async (migrationsFolder) => migrate(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.image ? { loadDataDir: target.image } : {}),
  });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
