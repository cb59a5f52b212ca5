import { fdatasyncSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type FolderLock, lockDataDir } from './pglite-folder-lock';
import * as schema from './schema';

/** A Drizzle database over PGlite or PostgreSQL: one dialect, one schema, one set of migrations. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL, for a connection of its own (LISTEN); absent on PGlite. */
  readonly url?: string;
  /** PostgreSQL's pool as it is now (the operators' metrics); absent on PGlite. */
  readonly poolStats?: () => { readonly total: number; readonly idle: number; readonly waiting: number };
  /**
   * PGlite only: a consistent copy of the whole database as a gzipped tar of its data directory
   * (`dumpDataDir`), taken between two statements while it serves (ADR 058); PostgreSQL has pg_dump.
   */
  readonly backup?: () => Promise<Uint8Array>;
  /** Applies the committed migrations that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  | {
      readonly kind: 'pglite';
      readonly dataDir: string | null;
      readonly image?: Blob;
      /**
       * Whether each commit reaches the disk before it is acknowledged (fsync), so an acknowledged
       * write survives a power cut or an OS crash, not just a crash of the process. On by default
       * for a data directory; meaningless in memory. See `flushCommitsToDisk`.
       */
      readonly durable?: boolean;
      /** What happens if the data directory's lock is lost (see `lockDataDir`); default: the process ends. */
      readonly onLockLost?: (error: Error) => void;
    };

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * Pictures' bytes to and from PGlite. PGlite's own bytea serializer and parser go a byte at a time
 * through an array of strings (`\\x` and two hex digits a byte), which made storing the demo's 188
 * pictures (752 files, 12 MB) most of its load time and every picture read slower. Written, the
 * bytes go as they are: PGlite sends a parameter that is a Uint8Array in binary format (what
 * node-postgres does with a Buffer); read, Node's hex codec parses the text in one call.
 */
const byteaFast = {
  serializers: {
    [BYTEA]: (value: unknown): string => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return value as unknown as string; // sent in binary format, as it is (see above)
    },
  },
  parsers: { [BYTEA]: (text: string): Uint8Array => new Uint8Array(Buffer.from(text.slice(2), 'hex')) },
};

/** `postgres://…` or `postgresql://…` is a server; anything else is a PGlite data directory. */
export function databaseTarget(url: string | undefined, defaultDataDir: string): DatabaseTarget {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  return { kind: 'pglite', dataDir: url ? url.replace(/^(file|pglite):(\/\/)?/, '') : defaultDataDir };
}

/** How long a query waits for a connection to PostgreSQL (a new one, or a free one of the pool). */
const connectTimeoutMs = 5_000;
/**
 * How long a query may wait for its answer. A network that drops packets on an open connection
 * (no reset) would otherwise hold the query, its request and at shutdown the pool for as long as
 * TCP keeps trying (hours); it then fails as a connection failure (a 503). Generous, so a bulk
 * write or a migration is never cut.
 */
const queryTimeoutMs = 60_000;
/** The advisory lock the servers on one PostgreSQL database migrate under, one at a time (any fixed number; the seed uses 4242). */
const migrationLockKey = 4241;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // While the server is away a query fails within this (a 503, see isConnectionFailure) instead of
      // waiting for a connection without end; it also bounds the wait for a free client of a busy pool.
      connectionTimeoutMillis: connectTimeoutMs,
      // A peer that vanished without closing (a dropped network) is noticed by TCP keep-alive, probing
      // after 10 s idle rather than the system's default of two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: queryTimeoutMs,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it and the next query reports any outage.
    });
    pool.on('connect', (client) => {
      // A client in use whose connection ends (a killed backend, a failover) rejects its query, and
      // then emits 'error' with no listener while it is checked out, which would end the process
      // (ADR 058). The rejected query is what reports it; the pool drops the client on release.
      client.on('error', () => {});
    });
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: target.url,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // Several servers started at once on one database take turns (a session advisory lock on a
      // connection of its own): the first applies the migrations, the others then find nothing to do.
      migrate: async (migrationsFolder) => {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [migrationLockKey]);
          try {
            await migrate(db, { migrationsFolder });
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [migrationLockKey]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // One process at a time per data directory (ADR 026): the lock comes first, before PGlite reads
  // a byte of it or a migration runs, and goes when the database is closed (or the process ends).
  let lock: FolderLock | null = null;
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    lock = await lockDataDir(target.dataDir, target.onLockLost ? { onLost: target.onLockLost } : {});
  }
  const durable = target.dataDir !== null && target.durable !== false;
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.image ? { loadDataDir: target.image } : {}),
      // PGlite's own parameters without -F (fsync off); WAL flushed with fsync(), which the hook below makes real.
      ...(durable
        ? { startParams: [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'] }
        : {}),
      ...byteaFast,
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  if (durable) {
    try {
      flushCommitsToDisk(client.Module.FS);
    } catch (error) {
      await client.close();
      await lock?.release();
      throw error;
    }
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    backup: async () => {
      // A checkpoint first, so the copy needs no WAL replay when it is opened; then the tar, which
      // PGlite takes holding its query lock, so no statement runs while it is read (a crash-consistent
      // snapshot: what an open transaction wrote and did not commit is rolled back when it is opened).
      await client.query('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      return new Uint8Array(await dump.arrayBuffer());
    },
    migrate: async (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** The parts of Emscripten's file system that `flushCommitsToDisk` touches. */
interface EmscriptenFs {
  readonly streams?: readonly ({ nfd?: unknown; stream_ops?: { fsync?: unknown } } | null | undefined)[];
}

/** WASI's EIO: what a failed fsync answers PostgreSQL, which then stops rather than risk lost data. */
const wasiEio = 29;

/**
 * Makes PGlite's fsync reach the disk. PGlite 0.5 starts PostgreSQL with fsync off (-F), and its
 * Emscripten file system for Node (NODEFS) has no fsync at all: a commit is written to the WAL file
 * with write(2) and acknowledged. That survives the process being killed (the kernel holds the
 * page; test/server/crash-durability.test.ts), but not a power cut or an OS crash, which can lose
 * acknowledged commits or leave the directory inconsistent. Started without -F and with
 * wal_sync_method=fsync, PostgreSQL calls fsync(fd) at every commit and checkpoint, which Emscripten
 * passes to the stream's `stream_ops.fsync` when there is one; this gives NODEFS's (shared by every
 * file it opens) one that calls fdatasync(2) on the real descriptor. A few milliseconds per commit.
 *
 * It relies on Emscripten internals (FS.streams, a NODEFS stream's `nfd`), so it refuses to start
 * rather than run silently without durability when a PGlite upgrade changes them.
 */
export function flushCommitsToDisk(fs: unknown): void {
  const streams = (fs as EmscriptenFs).streams ?? [];
  const nodeStream = streams.find((stream) => typeof stream?.nfd === 'number' && stream.stream_ops);
  const operations = nodeStream?.stream_ops;
  if (!operations) {
    throw new Error(
      'PGlite: found no open NODEFS file to make fsync durable on; this PGlite version is not the one the database adapter knows (see flushCommitsToDisk)',
    );
  }
  if (typeof operations.fsync === 'function') return;
  operations.fsync = (stream: { nfd?: unknown }) => {
    // A directory has no descriptor of its own in NODEFS: nothing to flush.
    if (typeof stream.nfd !== 'number') return 0;
    try {
      fdatasyncSync(stream.nfd);
      return 0;
    } catch {
      return wasiEio;
    }
  };
}
