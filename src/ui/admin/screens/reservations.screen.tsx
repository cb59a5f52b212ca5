import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  RESERVATIONS_CONSOLE_STORE,
  RESERVATIONS_RESIDENCES,
} from '../../../application/reservations/reservations.tokens';
import { paymentLabel, RESERVATION_STATUS_LABELS, reservationStatuses } from '../../../domain/reservations/reservation';
import type { ReservationFilters, StaffReservationRow } from '../../../ports/reservations-console.port';
import { useAdminService } from '../components/admin-services';
import { BreakableEmail } from '../components/breakable-email';
import { useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { FilterSelect } from '../components/filter-fields';
import {
  FilteredList,
  ListFilters,
  refusedFields,
  statusColumn,
  useAddressFilters,
  whenColumn,
} from '../components/filtered-list';
import { pounds } from '../components/reservation-labels';
import { ScreenHeader } from '../components/screen-header';

const filterKeys = ['status', 'residence', 'from', 'to', 'q'] as const;

/**
 * The reservations (issue 20 item 6): every hold and reservation, newest first, narrowed on the
 * server by status, residence, London days and words (reference, name or e-mail address), kept in
 * the address; each row opens the reservation, where it is marked paid, cancelled or released.
 * The same list downloads as CSV.
 */
export default function ReservationsScreen() {
  const store = useAdminService(RESERVATIONS_CONSOLE_STORE);
  const readResidences = useAdminService(RESERVATIONS_RESIDENCES);
  const { filters, set } = useAddressFilters<ReservationFilters>(filterKeys);
  const [residences, setResidences] = useState<readonly { slug: string; name: string }[]>([]);
  // Only the answer to the last filters asked for is shown (a slower, earlier one is dropped).
  const { resource, reload } = useConsoleResource(useCallback(() => store.list(filters), [store, filters]));
  useEffect(() => {
    readResidences().then(setResidences, () => undefined);
  }, [readResidences]);
  const fieldError = refusedFields(resource);

  const columns: readonly Column<StaffReservationRow>[] = [
    whenColumn('heldAt', 'Reserved', (r) => r.heldAt),
    statusColumn(RESERVATION_STATUS_LABELS, reservationStatuses),
    {
      key: 'name',
      header: 'Student',
      cell: (r) =>
        r.name ? (
          <div className="admin-reservation-student">
            <span className="admin-strong">{r.name}</span>
            <br />
            <span className="admin-muted">
              <BreakableEmail email={r.email} />
            </span>
          </div>
        ) : (
          <span className="admin-muted">No details yet</span>
        ),
      sortValue: (r) => r.name ?? '',
    },
    {
      key: 'room',
      header: 'Room',
      cell: (r) => (
        <div className="admin-reservation-room">
          {r.residenceName}
          <br />
          <span className="admin-muted">{r.roomTypeName}</span>
          <br />
          <span className="admin-muted">{r.academicYear}</span>
        </div>
      ),
      sortValue: (r) => `${r.residenceName} ${r.roomTypeName}`,
    },
    {
      key: 'deposit',
      header: 'Deposit',
      cell: (r) => (r.depositPence === null ? '' : `${pounds(r.depositPence)} ${paymentLabel(r.paymentMethod)}`),
      sortValue: (r) => r.depositPence ?? -1,
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Reservations"
        description="Holds and reservations of rooms, newest first. Days and times are London time."
        actions={
          <>
            <a className="admin-button admin-button-quiet" href={store.csvUrl(filters)} download>
              Export CSV
            </a>
            <Link href="/reservations/terms" className="admin-button admin-button-quiet">
              Reservation terms
            </Link>
          </>
        }
      />
      <ListFilters filters={filters} set={set} placeholder="Reference, name or e-mail address" refused={fieldError}>
        <FilterSelect
          label="Status"
          value={filters.status}
          any="Any status"
          choices={reservationStatuses.map((s) => [s, RESERVATION_STATUS_LABELS[s]])}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          label="Residence"
          value={filters.residence}
          any="Any residence"
          choices={residences.map((r) => [r.slug, r.name])}
          onChange={(v) => set('residence', v)}
        />
      </ListFilters>
      <FilteredList resource={resource} loading="Loading reservations…" onRetry={reload}>
        {({ list }) => (
          <div className="admin-card admin-card-flush">
            {list.total > list.items.length && (
              <p className="admin-alert admin-alert-warning admin-inbox-more" role="status">
                Showing the newest {list.items.length} of {list.total}. Narrow the filters to see older ones.
              </p>
            )}
            <DataTable
              rows={list.items}
              columns={columns}
              rowKey={(r) => r.reference}
              rowHref={(r) => `/reservations/${r.reference}`}
              caption="Reservations, newest first"
              captionHidden
              initialSort={{ key: 'heldAt', direction: 'descending' }}
              pageSizes={[25, 50, 100]}
              empty={
                <p>
                  {Object.keys(filters).length > 0
                    ? 'No reservation matches these filters.'
                    : 'No reservations yet. Rooms reserved on the site will be here.'}
                </p>
              }
            />
          </div>
        )}
      </FilteredList>
    </>
  );
}
