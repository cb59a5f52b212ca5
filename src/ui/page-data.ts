/** The longest the app waits for a small page's data before it draws the page afresh from the API. */
export const PAGE_DATA_WAIT_MS = 10_000;

/**
 * The page's initial data, the answers the server rendered it from (ADR 012): carried in the page
 * (`#digs-data`), or, on a small page (ADR 067), at the address it names (`data-src`), which the
 * loader has asked for already. Null when they cannot be had: the page has changed since it was
 * sent, or the network failed; the app then draws the page afresh from the API.
 */
export async function readPageData(doc: Document): Promise<Record<string, unknown> | null> {
  const element = doc.getElementById('digs-data');
  const address = element?.dataset.src;
  try {
    if (address === undefined) return asRecord(element?.textContent ? JSON.parse(element.textContent) : {}) ?? {};
    if (!address.startsWith('/api/page-data/')) return null;
    const answer = await fetch(address, { signal: AbortSignal.timeout(PAGE_DATA_WAIT_MS) });
    return answer.ok ? asRecord(await answer.json()) : null;
  } catch {
    return address === undefined ? {} : null;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
