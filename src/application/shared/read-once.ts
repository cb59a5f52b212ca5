/**
 * A read made once and its answer kept: every call gives the same promise, so callers that ask
 * together share one read. A read that fails is forgotten, so the next call reads again (the
 * server was unreachable a moment, a chunk did not load). For what does not change while a page is
 * open: the console's choices of residences and staff, code loaded on first use.
 */
export function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | null = null;
  return () => {
    reading ??= read().catch((error: unknown) => {
      reading = null;
      throw error;
    });
    return reading;
  };
}
