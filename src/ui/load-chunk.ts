import { asChunkLoadFailure, CHUNK_LOAD_MARKER, CHUNK_LOAD_TIMEOUT_MS } from '../domain/analytics/chunk-load';

/**
 * A lazy page's code, which fails as a chunk-load error ("Loading chunk …") when it has not
 * arrived within the spec's timeout or the browser could not fetch it (usually a deploy replaced
 * it): React reports the failed render to the window, and the error watch reloads the page once.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${CHUNK_LOAD_MARKER} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const renamed = error instanceof Error ? asChunkLoadFailure(error.message) : null;
        reject(renamed ? new Error(renamed, { cause: error }) : error);
      },
    );
  });
}
