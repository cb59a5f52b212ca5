import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { type ResidenceRow, residenceRows } from '../../../application/catalogue/catalogue-records';
import { useAdminService, useToastActions } from '../components/admin-services';
import { useConsoleResource } from '../components/console-resource';
import type { Column } from '../components/data-table';
import { ToolbarSelect } from '../components/filter-fields';
import { RecordList } from '../components/record-list';
import { useMayChange } from '../components/screen-access';
import { ScreenHeader } from '../components/screen-header';

const statuses = ['published', 'draft', 'withdrawn'] as const;

/** Residences (issue 18 item 5): search, sort, paging, and each one's status (published, draft, withdrawn). */
export default function ResidencesScreen() {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const toasts = useToastActions();
  const canWrite = useMayChange();
  const [status, setStatus] = useState('');

  const { resource, reload } = useConsoleResource(useCallback(() => residenceRows(store), [store]));

  const change = async (row: ResidenceRow, next: ResidenceRow['status']) => {
    const saved = await store.update('property', row.id, row.version, { status: next });
    if (saved.kind === 'saved') toasts.show('success', `${row.name} is now ${next}.`);
    else toasts.show('error', saved.message);
    reload();
  };

  const columns: Column<ResidenceRow>[] = [
    {
      key: 'name',
      header: 'Residence',
      cell: (r) => r.name,
      sortValue: (r) => r.name,
      searchValue: (r) => `${r.name} ${r.slug}`,
    },
    {
      key: 'city',
      header: 'City',
      cell: (r) => r.cityName,
      sortValue: (r) => r.cityName,
      searchValue: (r) => r.cityName,
    },
    { key: 'postcode', header: 'Postcode', cell: (r) => r.postcode, searchValue: (r) => r.postcode },
    {
      key: 'status',
      header: 'Status',
      sortValue: (r) => r.status,
      cell: (r) =>
        canWrite ? (
          <select
            aria-label={`Status of ${r.name}`}
            value={r.status}
            onChange={(event) => void change(r, event.target.value as ResidenceRow['status'])}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        ) : (
          r.status
        ),
    },
    { key: 'version', header: 'Version', cell: (r) => r.version, align: 'end' },
  ];

  return (
    <>
      <ScreenHeader
        title="Residences"
        description="Only published residences are on the site; a withdrawn one is marked as no longer listed in visitors’ compare lists and favourites."
        actions={
          canWrite && (
            <Link href="/catalogue/residences/new" className="admin-button admin-button-primary">
              New residence
            </Link>
          )
        }
      />
      <RecordList
        resource={resource}
        loading="Loading the residences…"
        onRetry={reload}
        columns={columns}
        rowKey={(r) => r.id}
        rowHref={(r) => `/catalogue/residences/${r.id}`}
        caption="Residences"
        searchLabel="Search residences"
        initialSort={{ key: 'name', direction: 'ascending' }}
        empty="No residences yet."
        toolbar={
          <ToolbarSelect label="Status" value={status} choices={statuses.map((s) => [s, s])} onChange={setStatus} />
        }
      />
    </>
  );
}
