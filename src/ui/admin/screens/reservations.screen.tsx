import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { RESERVATIONS_CONSOLE_STORE } from '../../../application/reservations/reservations-console.store';
import {
  paymentLabel,
  RESERVATION_STATUS_LABELS,
  type ReservationStatus,
  reservationStatuses,
} from '../../../domain/reservations/reservation';
import type {
  ReservationFilters,
  StaffReservationList,
  StaffReservationRow,
} from '../../../ports/reservations-console.port';
import { useAdminService } from '../components/admin-services';
import { BreakableEmail } from '../components/breakable-email';
import { type Column, DataTable } from '../components/data-table';
import { DayInput, FilterDisclosure, FilterSelect } from '../components/filter-fields';
import { formatLondonTime } from '../components/format';
import { pounds } from '../components/reservation-labels';
import { ScreenHeader } from '../components/screen-header';
import { useLastRequest } from '../components/use-last-request';

type List =
  | { kind: 'loading' }
  | { kind: 'ok'; list: StaffReservationList }
  | { kind: 'invalid'; fields: Readonly<Record<string, string>> }
  | { kind: 'failed'; message: string };

/**
 * The reservations (issue 20 item 6): every hold and reservation, newest first, narrowed on the
 * server by status, residence, London days and words (reference, name or e-mail address); each row
 * opens the reservation, where it is marked paid, cancelled or released. The same list downloads
 * as CSV.
 */
export default function ReservationsScreen() {
  const store = useAdminService(RESERVATIONS_CONSOLE_STORE);
  const id = useId();
  const [filters, setFilters] = useState<ReservationFilters>({});
  const [words, setWords] = useState('');
  const [list, setList] = useState<List>({ kind: 'loading' });
  const [residences, setResidences] = useState<readonly { slug: string; name: string }[]>([]);

  // Only the answer to the last filters asked for is shown (a slower, earlier one is dropped).
  const begin = useLastRequest();
  const load = useCallback(async () => {
    const isLast = begin();
    setList({ kind: 'loading' });
    try {
      const answer = await store.list(filters);
      if (!isLast()) return;
      setList(answer.kind === 'ok' ? { kind: 'ok', list: answer.list } : { kind: 'invalid', fields: answer.fields });
    } catch (error) {
      if (isLast()) setList({ kind: 'failed', message: error instanceof Error ? error.message : 'Please try again.' });
    }
  }, [store, filters, begin]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    store.residences().then(setResidences, () => undefined);
  }, [store]);

  const set = (key: keyof ReservationFilters, value: string) =>
    setFilters((f) => {
      const { [key]: _old, ...rest } = f;
      return value === '' ? rest : { ...rest, [key]: value };
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', words.trim());
  };
  const fieldError = list.kind === 'invalid' ? list.fields : {};

  const columns: readonly Column<StaffReservationRow>[] = [
    {
      key: 'heldAt',
      header: 'Reserved',
      cell: (r) => (
        <>
          <time dateTime={r.heldAt}>{formatLondonTime(r.heldAt)}</time>
          <br />
          <span className="admin-muted admin-nowrap">{r.reference}</span>
        </>
      ),
      sortValue: (r) => r.heldAt,
    },
    // Second, so a tablet's narrower table still shows it without scrolling.
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <span className={`admin-status admin-status-${r.status}`}>{RESERVATION_STATUS_LABELS[r.status]}</span>
      ),
      sortValue: (r) => reservationStatuses.indexOf(r.status),
    },
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
      <div className="admin-card admin-inbox-filters">
        <form className="admin-inbox-search" onSubmit={search}>
          <label htmlFor={`${id}-q`} className="admin-label">
            Search
          </label>
          <div className="admin-inbox-search-row">
            <input
              id={`${id}-q`}
              type="search"
              value={words}
              placeholder="Reference, name or e-mail address"
              onChange={(e) => setWords(e.target.value)}
            />
            <button type="submit" className="admin-button admin-button-primary">
              Search
            </button>
          </div>
        </form>
        <FilterDisclosure setCount={Object.keys(filters).filter((k) => k !== 'q').length}>
          <FilterSelect label="Status" value={filters.status ?? ''} onChange={(v) => set('status', v)}>
            <option value="">Any status</option>
            {reservationStatuses.map((s: ReservationStatus) => (
              <option key={s} value={s}>
                {RESERVATION_STATUS_LABELS[s]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label="Residence" value={filters.residence ?? ''} onChange={(v) => set('residence', v)}>
            <option value="">Any residence</option>
            {residences.map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.name}
              </option>
            ))}
          </FilterSelect>
          <DayInput label="From" value={filters.from ?? ''} error={fieldError.from} onChange={(v) => set('from', v)} />
          <DayInput label="To" value={filters.to ?? ''} error={fieldError.to} onChange={(v) => set('to', v)} />
        </FilterDisclosure>
      </div>
      {list.kind === 'loading' && (
        <p className="admin-muted" aria-busy="true">
          Loading reservations…
        </p>
      )}
      {list.kind === 'failed' && (
        <div role="alert" className="admin-alert admin-alert-error">
          {list.message}{' '}
          <button type="button" className="admin-link-button" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {list.kind === 'invalid' && (
        <div role="alert" className="admin-alert admin-alert-error">
          Check the filters: {Object.values(list.fields).join(' ')}
        </div>
      )}
      {list.kind === 'ok' && (
        <div className="admin-card admin-card-flush">
          {list.list.total > list.list.items.length && (
            <p className="admin-alert admin-alert-warning admin-inbox-more" role="status">
              Showing the newest {list.list.items.length} of {list.list.total}. Narrow the filters to see older ones.
            </p>
          )}
          <DataTable
            rows={list.list.items}
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
    </>
  );
}
