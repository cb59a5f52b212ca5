import { type FormEvent, type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Resource } from '../../../domain/catalogue/resource-streams';
import { Loaded } from './console-resource';

/** The server's answer to a list asked with filters it refused: each field's message. */
export interface RefusedFilters {
  readonly kind: 'invalid';
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * A console list's filters, kept in the address (`?status=paid&q=Mill`): a reload, the browser's
 * Back from a row opened, or a link sent to a colleague shows the same list. Only `keys` are read
 * from it; what they hold is checked by the server, which answers `invalid` for what it refuses.
 * `set` with an empty value removes that filter.
 */
export function useAddressFilters<F extends object>(
  keys: readonly (keyof F & string)[],
): { readonly filters: F; readonly set: (key: keyof F & string, value: string) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const keyList = keys.join();
  const filters = useMemo(() => {
    const params = new URLSearchParams(search);
    const read: Record<string, string> = {};
    for (const key of keyList.split(',')) {
      const value = params.get(key);
      if (value) read[key] = value;
    }
    return read as F;
  }, [search, keyList]);
  const set = useCallback(
    (key: keyof F & string, value: string) => {
      const params = new URLSearchParams(search);
      if (value === '') params.delete(key);
      else params.set(key, value);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return { filters, set };
}

/** How many filters are set besides the words searched for (the "Filters (n)" count). */
export const setFilterCount = (filters: object) => Object.keys(filters).filter((key) => key !== 'q').length;

/** A list's search box: the words are asked for when the member presses Search (or Enter). */
export function ListSearch({
  words: initial = '',
  placeholder,
  onSearch,
}: {
  readonly words?: string;
  readonly placeholder: string;
  readonly onSearch: (words: string) => void;
}) {
  const id = useId();
  const [words, setWords] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  return (
    <form className="admin-inbox-search" onSubmit={search}>
      <label htmlFor={`${id}-q`} className="admin-label">
        Search
      </label>
      <div className="admin-inbox-search-row">
        <input
          id={`${id}-q`}
          type="search"
          value={words}
          placeholder={placeholder}
          onChange={(e) => setWords(e.target.value)}
        />
        <button type="submit" className="admin-button admin-button-primary">
          Search
        </button>
      </div>
    </form>
  );
}

/** The messages of the filters the server refused, by field (none while loading or when accepted). */
export function refusedFields<A extends { readonly kind: string }>(
  resource: Resource<A | RefusedFilters>,
): Readonly<Record<string, string>> {
  return resource.status === 'ready' && resource.value.kind === 'invalid'
    ? (resource.value as RefusedFilters).fields
    : {};
}

/**
 * What a filtered list shows of the server's answer: loading, the failure with Try again, the
 * filters it refused, or `children` with the accepted answer.
 */
export function FilteredList<A extends { readonly kind: 'ok' }>({
  resource,
  loading,
  onRetry,
  children,
}: {
  readonly resource: Resource<A | RefusedFilters>;
  readonly loading: string;
  readonly onRetry: () => void;
  readonly children: (answer: A) => ReactNode;
}) {
  return (
    <Loaded resource={resource} loading={loading} onRetry={onRetry}>
      {(answer) =>
        answer.kind === 'invalid' ? (
          <div role="alert" className="admin-alert admin-alert-error">
            Check the filters: {Object.values(answer.fields).join(' ')}
          </div>
        ) : (
          children(answer)
        )
      }
    </Loaded>
  );
}
