import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process at a time per PGlite data directory (ADR 026). PGlite takes no lock of its own, and
 * two processes writing one directory corrupt it. The lock is proper-lockfile's: a directory
 * `<data dir>.lock` made with mkdir (atomic) whose modification time the holder renews every
 * `updateMs`; a lock not renewed for `staleMs` belongs to a process that died (SIGKILL, a power cut)
 * and is taken over. Beside it, `<data dir>.lock.json` says who holds it, for the refusal.
 */

/** A holder that stopped renewing its lock this long ago is dead: its lock is taken over. */
export const lockStaleMs = 5_000;
/** How often the holder renews the lock (proper-lockfile's minimum is 1 s). */
export const lockUpdateMs = 1_000;
/** How often a waiting opener looks again at a lock that has not been renewed yet. */
const lookAgainMs = 200;

/** Who holds a data directory, as the holder wrote it down. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly command: string;
  readonly since: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since})`
      : 'another process';
    super(
      `The PGlite database in ${dataDir} is in use by ${who}. PGlite lets one process at a time use a data ` +
        'directory: stop that process and try again, or, to run several servers on one database, use ' +
        'PostgreSQL (DATABASE_URL=postgres://…).',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface FolderLock {
  /** Gives the directory back (removes the lock); safe to call twice. */
  release(): Promise<void>;
}

export interface FolderLockOptions {
  /** Called if the lock could not be renewed for `staleMs` (the process was stalled or the lock removed): another process may now open the directory. Default: throw, ending the process. */
  readonly onLost?: (error: Error) => void;
  readonly staleMs?: number;
  readonly updateMs?: number;
}

/**
 * Takes the lock on `dataDir` for this process, or refuses with DataDirInUseError. A live holder
 * renews its lock every `updateMs`, so a refusal comes within about that long; a lock left by a
 * process that died is taken over once it is `staleMs` old (at most that long after the death).
 */
export async function lockDataDir(dataDir: string, options: FolderLockOptions = {}): Promise<FolderLock> {
  const dir = path.resolve(dataDir);
  const lockfilePath = `${dir}.lock`;
  const ownerPath = `${dir}.lock.json`;
  const staleMs = options.staleMs ?? lockStaleMs;
  const updateMs = options.updateMs ?? lockUpdateMs;
  const onLost =
    options.onLost ??
    ((error: Error) => {
      throw new Error(`Lost the lock on the PGlite database in ${dir} (${error.message}); stopping.`);
    });
  const settings = {
    lockfilePath,
    realpath: false,
    stale: staleMs,
    update: updateMs,
    retries: 0,
    onCompromised: onLost,
  };
  let firstSeen: number | undefined;
  // A lock neither renewed nor stale by then (its time set in the future?) is refused all the same.
  const giveUpAt = Date.now() + staleMs + 2 * updateMs;
  for (;;) {
    try {
      const unlock = await lockfile.lock(dir, settings);
      const holder: LockHolder = {
        pid: process.pid,
        host: hostname(),
        command: commandName(),
        since: new Date().toISOString(),
      };
      await writeFile(ownerPath, `${JSON.stringify(holder)}\n`);
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          await rm(ownerPath, { force: true });
          await unlock().catch(() => {});
        },
      };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ELOCKED') throw error;
      const renewed = await modifiedAt(lockfilePath);
      // Renewed since we first looked: its holder is alive. (Not renewed yet: it may have died, and
      // the lock becomes stale, and ours, within staleMs; or the holder renews it within updateMs.)
      const alive = firstSeen !== undefined && renewed !== undefined && renewed > firstSeen;
      if (alive || Date.now() > giveUpAt) {
        throw new DataDirInUseError(dir, await readHolder(ownerPath));
      }
      firstSeen ??= renewed;
      await new Promise((resolve) => setTimeout(resolve, lookAgainMs));
    }
  }
}

async function modifiedAt(file: string): Promise<number | undefined> {
  return stat(file).then(
    (s) => s.mtimeMs,
    () => undefined,
  );
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? ''),
      command: String(parsed.command ?? 'unknown'),
      since: String(parsed.since ?? ''),
    };
  } catch {
    return null;
  }
}

/** What this process is, for the message another opener gets: the server, a command. */
function commandName(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]) : '';
  return script ? `node ${script}` : 'node';
}
