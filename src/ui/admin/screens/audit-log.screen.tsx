import { useCallback, useId, useRef, useState } from 'react';
import { STAFF_CONSOLE_STORE } from '../../../application/staff/staff-console.tokens';
import { AUDIT_RECORD_KINDS, type AuditChange, describeAuditEntry } from '../../../domain/staff/audit-phrasing';
import type { AuditRow } from '../../../ports/staff-console.port';
import { useAdminService } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { useAddressFilters } from '../components/filtered-list';
import { formatLondonTime } from '../components/format';
import { ScreenHeader } from '../components/screen-header';

/** The kinds of record the log names, as the filter offers them (every kind the log holds). */
export const recordKinds = AUDIT_RECORD_KINDS;

const PAGE = 50;
const entityKey = ['entity'] as const;

/** The entries read so far, and the id to read older ones before (null: none older). */
interface Log {
  readonly entries: readonly AuditRow[];
  readonly nextBeforeId: number | null;
}

const forbidden = 'Only an owner can read the audit log.';

/**
 * The audit log (issue 18, owner only): who changed what and when (London time), newest first,
 * filtered by kind of record (kept in the address), with each change's record before and after; older entries load on
 * demand, the entries read staying on screen (and the reason, with Try again, if they cannot).
 */
export default function AuditLogScreen() {
  const store = useAdminService(STAFF_CONSOLE_STORE);
  const filterId = useId();
  const { filters, set } = useAddressFilters<{ readonly entity?: string }>(entityKey);
  const entity = filters.entity ?? '';
  const [open, setOpen] = useState<AuditRow | null>(null);
  /** Older entries being read, or why they could not be. */
  const [older, setOlder] = useState<{ readonly reading: boolean; readonly failed: string | null }>({
    reading: false,
    failed: null,
  });

  const page = useCallback(
    async (beforeId?: number) => {
      const outcome = await store.auditPage({
        limit: PAGE,
        ...(entity ? { entity } : {}),
        ...(beforeId !== undefined ? { beforeId } : {}),
      });
      if (outcome.kind !== 'ok') throw new Error(forbidden);
      return outcome;
    },
    [store, entity],
  );
  const { resource, reload, update } = useConsoleResource(
    useCallback(async (): Promise<Log> => {
      setOlder({ reading: false, failed: null });
      const { entries, nextBeforeId } = await page();
      return { entries, nextBeforeId };
    }, [page]),
  );
  // Older entries are added to the list they were asked for only (not to another kind's, chosen since).
  const current = useRef(page);
  current.current = page;
  const readOlder = async (beforeId: number) => {
    setOlder({ reading: true, failed: null });
    try {
      const { entries, nextBeforeId } = await page(beforeId);
      if (current.current !== page) return;
      update((log) => ({ entries: [...log.entries, ...entries], nextBeforeId }));
      setOlder({ reading: false, failed: null });
    } catch (error) {
      if (current.current === page)
        setOlder({ reading: false, failed: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  const columns: readonly Column<AuditRow>[] = [
    {
      key: 'at',
      header: 'When',
      cell: (e) => <time dateTime={new Date(e.at).toISOString()}>{formatLondonTime(e.at)}</time>,
      sortValue: (e) => e.at,
    },
    {
      key: 'what',
      header: 'What happened',
      cell: (e) => <span className="audit-sentence">{describeAuditEntry(e).sentence}</span>,
      sortValue: (e) => e.actor,
      searchValue: (e) => `${e.actor} ${describeAuditEntry(e).sentence}`,
    },
    {
      key: 'record',
      header: 'Record',
      cell: (e) => describeAuditEntry(e).record,
      sortValue: (e) => describeAuditEntry(e).record,
      searchValue: (e) => describeAuditEntry(e).record,
    },
    {
      key: 'changes',
      header: 'Changes',
      cell: (e) => {
        const { changes } = describeAuditEntry(e);
        if (changes.length === 0) return <span className="admin-muted">None</span>;
        return (
          <div className="audit-changes">
            <ChangeList changes={changes.slice(0, 3)} />
            {changes.length > 3 && (
              <button
                type="button"
                className="admin-button admin-button-quiet admin-button-small"
                onClick={() => setOpen(e)}
              >
                All {changes.length} changes
                <span className="visually-hidden"> of {formatLondonTime(e.at)}</span>
              </button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Audit log"
        description="Every change made in the console, every sign-in and every refused sign-in. Times are London time."
      />
      <div className="admin-filters">
        <label htmlFor={filterId} className="admin-label">
          Kind of record
        </label>
        <select id={filterId} value={entity} onChange={(e) => set('entity', e.target.value)}>
          <option value="">All records</option>
          {Object.entries(recordKinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Loaded resource={resource} loading="Loading the log…" onRetry={reload}>
        {(log) => (
          <div className="admin-card admin-card-flush audit-log">
            <DataTable
              rows={log.entries}
              columns={columns}
              rowKey={(e) => String(e.id)}
              caption="Audit log entries, newest first"
              captionHidden
              searchLabel="Search the loaded entries"
              initialSort={{ key: 'at', direction: 'descending' }}
              pageSizes={[25, 50, 100]}
              empty={
                <p>
                  {entity ? 'Nothing has been recorded for this kind of record yet.' : 'Nothing has been recorded yet.'}
                </p>
              }
            />
            {older.failed && (
              <p role="alert" className="admin-alert admin-alert-error">
                The older entries could not be read. {older.failed}
              </p>
            )}
            {log.nextBeforeId !== null && (
              <div className="admin-load-more">
                <button
                  type="button"
                  className="admin-button admin-button-quiet"
                  disabled={older.reading}
                  onClick={() => void readOlder(log.nextBeforeId as number)}
                >
                  {older.reading ? 'Loading…' : older.failed ? 'Try again' : 'Load older entries'}
                </button>
              </div>
            )}
          </div>
        )}
      </Loaded>
      <ConfirmDialog
        open={open !== null}
        wide
        title={open ? describeAuditEntry(open).sentence : ''}
        onCancel={() => setOpen(null)}
      >
        {open && (
          <>
            <p className="admin-muted">
              {open.actor || 'Unknown'} · {formatLondonTime(open.at)} · {describeAuditEntry(open).record}
            </p>
            <ChangeList changes={describeAuditEntry(open).changes} />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** Changed fields by their labels, before -> after; wraps rather than scrolls. */
function ChangeList({ changes }: { readonly changes: readonly AuditChange[] }) {
  return (
    <dl className="audit-change-list">
      {changes.map((c) => (
        <div key={c.field}>
          <dt>{c.label}</dt>
          <dd>
            {c.before !== '' && (
              <>
                <del>{c.before}</del>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> to </span>
              </>
            )}
            {c.after !== '' ? <ins>{c.after}</ins> : <span className="admin-muted">(removed)</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
