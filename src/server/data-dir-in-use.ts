import { readdir, readlink, realpath } from 'node:fs/promises';

/**
 * The other processes that have files open inside `dir` (on Linux, read from /proc; only processes
 * this user may inspect), or null where that cannot be known. PGlite takes no lock on its data
 * directory, and two processes writing one directory corrupt it; this is how the personal-data
 * command tells that the server is running on the same directory.
 */
export async function processesUsing(dir: string): Promise<number[] | null> {
  if (process.platform !== 'linux') return null;
  let root: string;
  let pids: string[];
  try {
    root = await realpath(dir);
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return null;
  }
  const users: number[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = await readdir(`/proc/${pid}/fd`);
    } catch {
      continue; // Gone meanwhile, or another user's.
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target === root || target.startsWith(`${root}/`)) {
        users.push(Number(pid));
        break;
      }
    }
  }
  return users;
}
