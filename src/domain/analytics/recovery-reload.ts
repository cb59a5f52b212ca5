/**
 * A chunk-load error means the page runs an outdated deploy: reloading fetches the new one. If the
 * new one is broken too, the reload would fail the same way and loop; so a tab reloads to recover
 * at most once in this window (remembered across the reload, read back as `lastReloadAt`). Five
 * minutes: longer than a chunk's 120 s load timeout, so a chunk that times out after a reload
 * cannot start another, and a broken route visited again soon after shows its error instead.
 */
export const RECOVERY_RELOAD_WINDOW_MS = 5 * 60_000;

export function shouldReloadToRecover(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null || lastReloadAt > now) return true;
  return now - lastReloadAt >= RECOVERY_RELOAD_WINDOW_MS;
}
