import { useCallback, useEffect, useState } from 'react';
import { INBOX_CHOICES, INBOX_CONSOLE_STORE } from '../../../application/enquiries/inbox.tokens';
import { ENQUIRY_KINDS } from '../../../domain/enquiries/enquiry';
import { INBOX_STATUS_LABELS, INBOX_STATUSES } from '../../../domain/enquiries/inbox-status';
import type { InboxRow, InboxSort } from '../../../ports/enquiry-inbox.port';
import type { InboxChoices, InboxFilters } from '../../../ports/inbox-console.port';
import { useAdminService } from '../components/admin-services';
import { BreakableEmail } from '../components/breakable-email';
import { useConsoleResource } from '../components/console-resource';
import { type Column, DataTable, type RemoteView } from '../components/data-table';
import { FilterSelect } from '../components/filter-fields';
import {
  FilteredList,
  ListFilters,
  refusedFields,
  statusColumn,
  useAddressFilters,
  whenColumn,
} from '../components/filtered-list';
import { formatLondonTime } from '../components/format';
import { KIND_LABELS } from '../components/inbox-labels';
import { ScreenHeader } from '../components/screen-header';

/** The list as it opens: newest first, 25 a page. The server filters, sorts and pages (issue 19). */
const firstView: RemoteView = { page: 0, pageSize: 25, sort: { key: 'created_at', direction: 'descending' } };

const filterKeys = ['kind', 'status', 'residence', 'assignee', 'from', 'to', 'q'] as const;

/**
 * The enquiries inbox (issue 19 item 3): every enquiry, whatever sent it, newest first, narrowed
 * on the server by kind, status, residence, London days, who deals with it and words; each row
 * opens the enquiry. The filters are kept in the address; the filtered list downloads as CSV.
 */
export default function InboxScreen() {
  const store = useAdminService(INBOX_CONSOLE_STORE);
  const readChoices = useAdminService(INBOX_CHOICES);
  const { filters, set: setFilter } = useAddressFilters<InboxFilters>(filterKeys);
  const [view, setView] = useState<RemoteView>(firstView);
  const [choices, setChoices] = useState<InboxChoices>({ residences: [], staff: [] });

  // Only the answer to the last filters, sort and page asked for is shown (a slower, earlier one is dropped).
  const { resource, reload } = useConsoleResource(
    useCallback(
      () =>
        store.list({
          ...filters,
          sort: view.sort.key as InboxSort,
          dir: view.sort.direction === 'ascending' ? 'asc' : 'desc',
          page: view.page + 1,
          pageSize: view.pageSize,
        }),
      [store, filters, view],
    ),
  );
  useEffect(() => {
    readChoices().then(setChoices, () => undefined);
  }, [readChoices]);

  const set = (key: keyof InboxFilters & string, value: string) => {
    setView((v) => ({ ...v, page: 0 }));
    setFilter(key, value);
  };
  const fieldError = refusedFields(resource);
  const residenceName = (slug: string | null) =>
    slug === null ? '' : (choices.residences.find((r) => r.slug === slug)?.name ?? slug);

  const columns: readonly Column<InboxRow>[] = [
    whenColumn('created_at', 'Received', (r) => r.created_at),
    statusColumn(INBOX_STATUS_LABELS, INBOX_STATUSES),
    {
      key: 'name',
      header: 'From',
      cell: (r) => (
        <div className="admin-inbox-from">
          <span className="admin-strong">{r.name}</span>
          <br />
          <span className="admin-muted">
            <BreakableEmail email={r.email} />
          </span>
        </div>
      ),
      sortValue: (r) => r.name,
    },
    { key: 'kind', header: 'Kind', cell: (r) => KIND_LABELS[r.kind], sortValue: (r) => r.kind },
    {
      key: 'residence',
      header: 'Residence',
      cell: (r) => residenceName(r.residence),
    },
    {
      key: 'assignee',
      header: 'With',
      cell: (r) => (r.assignee ? r.assignee.name || r.assignee.email : <span className="admin-muted">Nobody</span>),
    },
    {
      key: 'updated_at',
      header: 'Last change',
      cell: (r) =>
        r.updated_at === r.created_at ? (
          <span className="admin-muted">None yet</span>
        ) : (
          <time dateTime={r.updated_at}>{formatLondonTime(r.updated_at)}</time>
        ),
      sortValue: (r) => r.updated_at,
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Enquiries"
        description="Everything visitors sent: the forms, the room finder and the chat. Days and times are London time."
        actions={
          <a className="admin-button admin-button-quiet" href={store.csvUrl(filters)} download>
            Export CSV
          </a>
        }
      />
      <ListFilters
        filters={filters}
        set={set}
        placeholder="Name, address, reference or words they wrote"
        refused={fieldError}
      >
        <FilterSelect
          label="Kind"
          value={filters.kind}
          any="Every kind"
          choices={ENQUIRY_KINDS.map((k) => [k, KIND_LABELS[k]])}
          onChange={(v) => set('kind', v)}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          any="Any status"
          choices={INBOX_STATUSES.map((s) => [s, INBOX_STATUS_LABELS[s]])}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          label="Residence"
          value={filters.residence}
          any="Any residence"
          choices={choices.residences.map((r) => [r.slug, r.name])}
          onChange={(v) => set('residence', v)}
        />
        <FilterSelect
          label="With"
          value={filters.assignee}
          any="Anyone"
          choices={[['none', 'Nobody yet'], ...choices.staff.map((m) => [m.id, m.name || m.email] as const)]}
          onChange={(v) => set('assignee', v)}
        />
      </ListFilters>
      <FilteredList resource={resource} loading="Loading enquiries…" onRetry={reload}>
        {({ listing }) => (
          <div className="admin-card admin-card-flush">
            <DataTable
              rows={listing.items}
              columns={columns}
              rowKey={(r) => r.reference}
              rowHref={(r) => `/enquiries/${r.reference}`}
              caption="Enquiries"
              captionHidden
              pageSizes={[25, 50, 100]}
              remote={{ ...view, total: listing.total, onChange: setView }}
              empty={
                <p>
                  {Object.keys(filters).length > 0
                    ? 'No enquiry matches these filters.'
                    : 'No enquiries yet. What visitors send through the site will be here.'}
                </p>
              }
            />
          </div>
        )}
      </FilteredList>
    </>
  );
}
