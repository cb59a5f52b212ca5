import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';

export interface Column<T> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** Makes the column sortable, by this value. */
  readonly sortValue?: (row: T) => string | number;
  /** Makes the column searched by the search box, by this text. */
  readonly searchValue?: (row: T) => string;
  /** Numbers and dates read best aligned to the end. */
  readonly align?: 'start' | 'end';
}

export type SortDirection = 'ascending' | 'descending';

export interface DataTableProps<T> {
  readonly rows: readonly T[];
  readonly columns: readonly Column<T>[];
  readonly rowKey: (row: T) => string;
  /** The table's name, read by screen readers (shown above it unless `captionHidden`). */
  readonly caption: string;
  readonly captionHidden?: boolean;
  /** The search box's label; the box shows when a column is searchable. */
  readonly searchLabel?: string;
  readonly initialSort?: { readonly key: string; readonly direction: SortDirection };
  readonly pageSizes?: readonly number[];
  /** What to say when there are no rows at all (not when a search finds none). */
  readonly empty: ReactNode;
  /** Each row's screen: the first column's content becomes its link, and a click anywhere on the row follows it. */
  readonly rowHref?: (row: T) => string;
  /** More controls beside the search box (filters). */
  readonly toolbar?: ReactNode;
  /**
   * Sorting and pages done by the server: `rows` are one page of `total`, in the order asked. The
   * table then neither sorts, searches nor slices; its headers and pager ask through `onChange`.
   */
  readonly remote?: RemotePaging;
}

export interface RemoteView {
  /** From 0. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: { readonly key: string; readonly direction: SortDirection };
}

export interface RemotePaging extends RemoteView {
  readonly total: number;
  readonly onChange: (next: RemoteView) => void;
}

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * The console's table (issue 18): a search box over the searchable columns, headers that sort
 * (aria-sort says how), pages of a chosen size, an empty state and rows that link to their screen.
 * Everything happens in the browser, over the rows given. On a phone each row is a card (ADR 079).
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  captionHidden = false,
  searchLabel = 'Search',
  initialSort,
  pageSizes = [10, 25, 50],
  empty,
  rowHref,
  toolbar,
  remote,
}: DataTableProps<T>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [localSort, setLocalSort] = useState(initialSort ?? null);
  const [localPageSize, setLocalPageSize] = useState(pageSizes[0] ?? 25);
  const [localPage, setLocalPage] = useState(0);
  const searchable = remote ? [] : columns.filter((c) => c.searchValue);
  const sort = remote ? remote.sort : localSort;
  const pageSize = remote ? remote.pageSize : localPageSize;
  const page = remote ? remote.page : localPage;
  const setPage = (next: number) => (remote ? remote.onChange({ ...remote, page: next }) : setLocalPage(next));
  const setPageSize = (next: number) =>
    remote ? remote.onChange({ ...remote, pageSize: next, page: 0 }) : setLocalPageSize(next);

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const found =
      words.length === 0
        ? rows
        : rows.filter((row) => {
            const text = searchable
              .map((c) => c.searchValue?.(row) ?? '')
              .join(' ')
              .toLowerCase();
            return words.every((w) => text.includes(w));
          });
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (remote || !sort || !column?.sortValue) return found;
    const value = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...found].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, query, sort, columns, searchable, remote]);

  const count = remote ? remote.total : shown.length;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(page, pages - 1);
  const visible = remote ? shown : shown.slice(current * pageSize, (current + 1) * pageSize);
  const first = count === 0 ? 0 : current * pageSize + 1;
  const last = current * pageSize + visible.length;

  const toggleSort = (key: string) => {
    const next: { key: string; direction: SortDirection } =
      sort?.key === key
        ? { key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' };
    if (remote) remote.onChange({ ...remote, sort: next, page: 0 });
    else {
      setLocalSort(next);
      setLocalPage(0);
    }
  };

  if (rows.length === 0) {
    return (
      <div className="admin-table-empty" role="status">
        {empty}
      </div>
    );
  }

  return (
    <div className="admin-table-wrap">
      {(searchable.length > 0 || toolbar) && (
        <div className="admin-table-toolbar">
          {searchable.length > 0 && (
            <div className="admin-search">
              <label htmlFor={`${id}-search`}>{searchLabel}</label>
              <input
                id={`${id}-search`}
                type="search"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setLocalPage(0);
                }}
              />
            </div>
          )}
          {toolbar}
        </div>
      )}
      <div className="admin-table-scroll">
        <table className="admin-table admin-table-cards">
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = sort?.key === c.key ? sort.direction : undefined;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={c.sortValue ? (sorted ?? 'none') : undefined}
                    className={c.align === 'end' ? 'admin-cell-end' : undefined}
                  >
                    {c.sortValue ? (
                      <button type="button" className="admin-sort" onClick={() => toggleSort(c.key)}>
                        {c.header}
                        <span className="admin-sort-icon" aria-hidden="true">
                          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => {
              const href = rowHref?.(row);
              return (
                <tr
                  key={rowKey(row)}
                  className={href ? 'admin-row-link' : undefined}
                  onClick={
                    href
                      ? (e) => {
                          // The link itself, or a control in the row, does its own thing.
                          if ((e.target as Element).closest('a, button, input, select, textarea')) return;
                          (e.currentTarget.querySelector('a') as HTMLAnchorElement | null)?.click();
                        }
                      : undefined
                  }
                >
                  {columns.map((c, i) => (
                    <td key={c.key} data-label={c.header} className={c.align === 'end' ? 'admin-cell-end' : undefined}>
                      {href && i === 0 ? <Link href={href}>{c.cell(row)}</Link> : c.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && (
        <p className="admin-table-none">Nothing matches “{query.trim()}”. Try fewer or other words.</p>
      )}
      <div className="admin-pager">
        <p role="status" aria-live="polite" className="admin-pager-count">
          {count === 0 ? 'No rows' : `${first}–${last} of ${count}`}
        </p>
        <label className="admin-page-size">
          Rows per page
          <select
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              if (!remote) setLocalPage(0);
            }}
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-pager-buttons">
          <button
            type="button"
            className="admin-button admin-button-quiet"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </button>
          <span className="admin-pager-page">
            Page {current + 1} of {pages}
          </span>
          <button
            type="button"
            className="admin-button admin-button-quiet"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </button>
        </div>
      </div>
    </div>
  );
}
