/**
 * A script chunk that failed to load means the page runs an outdated deploy (its chunks were
 * replaced): the page recovers by reloading. Kept apart from the event shaping because the boot
 * script and the router need only this.
 */

/** What marks a chunk-load failure in an error's message (spec section 8). */
export const CHUNK_LOAD_MARKER = 'Loading chunk';

/** The warning the spec logs before the reload. */
export const CHUNK_RELOAD_WARNING = 'Detected outdated chunk, reloading app...';

/** The spec's "Script chunk load timeout": a lazy page's code that has not arrived by then has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function isChunkLoadMessage(message: string): boolean {
  return message.includes(CHUNK_LOAD_MARKER);
}

/**
 * Browsers word a failed `import()` their own way (Chromium, Firefox, Safari); as a "Loading
 * chunk … failed" message it counts as a chunk-load error, so a visitor on a stale deploy reloads.
 * Null when the message is not one of them.
 */
export function asChunkLoadFailure(message: string): string | null {
  const match =
    /^(Failed to fetch dynamically imported module|error loading dynamically imported module): (.+)$/.exec(message) ??
    /^(Importing a module script failed)\.?$/.exec(message);
  return match ? `${CHUNK_LOAD_MARKER} ${match[2] ?? 'module'} failed (${match[1]})` : null;
}
