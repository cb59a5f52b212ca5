import type { ReactNode } from 'react';
import type { Resource } from '../../../domain/catalogue/resource-streams';
import { Loaded } from './console-resource';
import { type Column, DataTable, type DataTableProps } from './data-table';

/**
 * A list screen's table of the records it read (issue 36 item 2, ADR 103): "loading" while it
 * reads, the failure with Try again, then the table (search, sort, pages, the empty state, each
 * row to its screen). The screen's header names the list, so the caption is for screen readers.
 */
export function RecordList<R>({
  resource,
  loading,
  onRetry,
  ...table
}: Omit<DataTableProps<R>, 'rows' | 'captionHidden'> & {
  readonly resource: Resource<readonly R[]>;
  readonly loading: string;
  readonly onRetry: () => void;
}) {
  return (
    <Loaded resource={resource} loading={loading} onRetry={onRetry}>
      {(rows) => <DataTable rows={rows} captionHidden {...table} />}
    </Loaded>
  );
}

/** Where a record stands as a badge ("Draft", "Upcoming", "Published"…), sorted by its label. */
export interface RecordState {
  readonly label: string;
  readonly className: string;
}

/** A list's Status column for a state worked out from the record (and the time), not stored as one field. */
export function stateColumn<R>(stateOf: (row: R) => RecordState): Column<R> {
  const badge = (row: R): ReactNode => {
    const state = stateOf(row);
    return <span className={state.className}>{state.label}</span>;
  };
  return { key: 'state', header: 'Status', sortValue: (row) => stateOf(row).label, cell: badge };
}
