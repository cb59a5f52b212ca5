import { compareCapacity } from './compare-list';
import type { CompareKind } from './compared-item';

/**
 * Share links for a comparison (`/compare?properties=a,b` or `?rooms=…`): a parent opens the same
 * comparison on another device. The ids are the documents' `_id`s; the page shows them with live data.
 */

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

/** Ids from a comma-separated query value: well-formed ones only, each once, at most `limit`. */
export function parseIdList(value: string | null, limit: number): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((id) => idPattern.test(id)))].slice(0, limit);
}

/** The comparison a share link names, or null when the query names none. */
export function parseCompareShare(search: string): { kind: CompareKind; ids: string[] } | null {
  const query = new URLSearchParams(search);
  for (const kind of ['properties', 'rooms'] as const) {
    const ids = parseIdList(query.get(kind), compareCapacity);
    if (ids.length > 0) return { kind, ids };
  }
  return null;
}

/** The query of a share link for a list. */
export function compareShareSearch(kind: CompareKind, ids: readonly string[]): string {
  return `?${kind}=${ids.join(',')}`;
}
