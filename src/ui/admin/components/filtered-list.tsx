import { type FormEvent, type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Resource } from '../../../domain/catalogue/resource-streams';
import { Loaded } from './console-resource';
import type { Column } from './data-table';
import { DayInput, FilterDisclosure } from './filter-fields';
import { formatLondonTime } from './format';

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

/** The filters every dated console list has: words searched for, and London days from and to. */
interface DatedFilters {
  readonly q?: string;
  readonly from?: string;
  readonly to?: string;
}

/**
 * A dated list's filter bar: the search box, then the list's own filters (`children`) and the days
 * from and to behind the disclosure, with the messages of the filters the server refused.
 */
export function ListFilters({
  filters,
  set,
  placeholder,
  refused,
  children,
}: {
  readonly filters: DatedFilters;
  readonly set: (key: keyof DatedFilters, value: string) => void;
  readonly placeholder: string;
  readonly refused: Readonly<Record<string, string>>;
  readonly children: ReactNode;
}) {
  return (
    <div className="admin-card admin-inbox-filters">
      <ListSearch words={filters.q} placeholder={placeholder} onSearch={(words) => set('q', words)} />
      <FilterDisclosure setCount={Object.keys(filters).filter((key) => key !== 'q').length}>
        {children}
        <DayInput label="From" value={filters.from ?? ''} error={refused.from} onChange={(v) => set('from', v)} />
        <DayInput label="To" value={filters.to ?? ''} error={refused.to} onChange={(v) => set('to', v)} />
      </FilterDisclosure>
    </div>
  );
}

/** A list's search box: the words are asked for when the member presses Search (or Enter). */
function ListSearch({
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

const isRefused = (answer: { readonly kind: string }): answer is RefusedFilters => answer.kind === 'invalid';

/** The messages of the filters the server refused, by field (none while loading or when accepted). */
export function refusedFields(resource: Resource<{ readonly kind: string }>): Readonly<Record<string, string>> {
  return resource.status === 'ready' && isRefused(resource.value) ? resource.value.fields : {};
}

/**
 * What a filtered list shows of the server's answer: loading, the failure with Try again, the
 * filters it refused, or `children` with the accepted answer.
 */
export function FilteredList<R extends { readonly kind: 'ok' } | RefusedFilters>({
  resource,
  loading,
  onRetry,
  children,
}: {
  readonly resource: Resource<R>;
  readonly loading: string;
  readonly onRetry: () => void;
  readonly children: (answer: Exclude<R, RefusedFilters>) => ReactNode;
}) {
  return (
    <Loaded resource={resource} loading={loading} onRetry={onRetry}>
      {(answer) =>
        isRefused(answer) ? (
          <div role="alert" className="admin-alert admin-alert-error">
            Check the filters: {Object.values(answer.fields).join(' ')}
          </div>
        ) : (
          // Not refused, so accepted: TypeScript does not narrow a type parameter by a guard's false branch.
          children(answer as Exclude<R, RefusedFilters>)
        )
      }
    </Loaded>
  );
}

/** A dated list's first column: when, in London time, with the record's reference under it. */
export function whenColumn<R extends { readonly reference: string }>(
  key: string,
  header: string,
  at: (row: R) => string,
): Column<R> {
  return {
    key,
    header,
    cell: (r) => (
      <>
        <time dateTime={at(r)}>{formatLondonTime(at(r))}</time>
        <br />
        <span className="admin-muted admin-nowrap">{r.reference}</span>
      </>
    ),
    sortValue: at,
  };
}

/**
 * A list's status column, second so a tablet's narrower table still shows it without scrolling:
 * the status's label as a badge, sorted in the order the statuses are listed.
 */
export function statusColumn<R extends { readonly status: S }, S extends string>(
  labels: Readonly<Record<S, string>>,
  order: readonly S[],
): Column<R> {
  return {
    key: 'status',
    header: 'Status',
    cell: (r) => <span className={`admin-status admin-status-${r.status}`}>{labels[r.status]}</span>,
    sortValue: (r) => order.indexOf(r.status),
  };
}
