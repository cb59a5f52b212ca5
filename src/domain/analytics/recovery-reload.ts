/**
 * A chunk-load error means the page runs an outdated deploy: reloading fetches the new one. If the
 * new one is broken too, the reload would fail the same way and loop; so a tab reloads to recover
 * at most once in this window (remembered across the reload, read back as `lastReloadAt`).
 */
export const RECOVERY_RELOAD_WINDOW_MS = 10_000;

export function shouldReloadToRecover(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null || lastReloadAt > now) return true;
  return now - lastReloadAt >= RECOVERY_RELOAD_WINDOW_MS;
}
