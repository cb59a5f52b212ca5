import { useCallback, useEffect, useId, useState } from 'react';
import { STAFF_CONSOLE_STORE } from '../../../application/staff/staff-console.tokens';
import { AUDIT_RECORD_KINDS, type AuditChange, describeAuditEntry } from '../../../domain/staff/audit-phrasing';
import type { AuditRow } from '../../../ports/staff-console.port';
import { useAdminService } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type Column, DataTable } from '../components/data-table';
import { formatLondonTime } from '../components/format';
import { ScreenHeader } from '../components/screen-header';

/** The kinds of record the log names, as the filter offers them (every kind the log holds). */
export const recordKinds = AUDIT_RECORD_KINDS;

const PAGE = 50;

type Log =
  | { kind: 'loading' }
  | { kind: 'ok'; entries: readonly AuditRow[]; nextBeforeId: number | null; more: boolean }
  | { kind: 'failed'; message: string };

/**
 * The audit log (issue 18, owner only): who changed what and when (London time), newest first,
 * filtered by kind of record, with each change's record before and after; older entries load on
 * demand.
 */
export default function AuditLogScreen() {
  const store = useAdminService(STAFF_CONSOLE_STORE);
  const filterId = useId();
  const [entity, setEntity] = useState('');
  const [log, setLog] = useState<Log>({ kind: 'loading' });
  const [open, setOpen] = useState<AuditRow | null>(null);

  const load = useCallback(
    async (beforeId?: number, earlier: readonly AuditRow[] = []) => {
      try {
        const outcome = await store.auditPage({
          limit: PAGE,
          ...(entity ? { entity } : {}),
          ...(beforeId !== undefined ? { beforeId } : {}),
        });
        if (outcome.kind === 'ok')
          setLog({
            kind: 'ok',
            entries: [...earlier, ...outcome.entries],
            nextBeforeId: outcome.nextBeforeId,
            more: false,
          });
        else if (outcome.kind === 'forbidden')
          setLog({ kind: 'failed', message: 'Only an owner can read the audit log.' });
      } catch (error) {
        setLog({ kind: 'failed', message: error instanceof Error ? error.message : 'Please try again.' });
      }
    },
    [store, entity],
  );
  useEffect(() => {
    setLog({ kind: 'loading' });
    void load();
  }, [load]);

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
        <select id={filterId} value={entity} onChange={(e) => setEntity(e.target.value)}>
          <option value="">All records</option>
          {Object.entries(recordKinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {log.kind === 'loading' && (
        <p className="admin-muted" aria-busy="true">
          Loading the log…
        </p>
      )}
      {log.kind === 'failed' && (
        <div role="alert" className="admin-alert admin-alert-error">
          {log.message}{' '}
          <button type="button" className="admin-link-button" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {log.kind === 'ok' && (
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
          {log.nextBeforeId !== null && (
            <div className="admin-load-more">
              <button
                type="button"
                className="admin-button admin-button-quiet"
                disabled={log.more}
                onClick={() => {
                  setLog({ ...log, more: true });
                  void load(log.nextBeforeId ?? undefined, log.entries);
                }}
              >
                {log.more ? 'Loading…' : 'Load older entries'}
              </button>
            </div>
          )}
        </div>
      )}
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
