import { useCallback, useEffect, useId, useState } from 'react';
import { STAFF_CONSOLE_STORE } from '../../../application/staff/staff-console.tokens';
import type { AuditRow } from '../../../ports/staff-console.port';
import { useAdminService } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type Column, DataTable } from '../components/data-table';
import { DiffView } from '../components/diff-view';
import { formatLondonTime } from '../components/format';
import { ScreenHeader } from '../components/screen-header';

/** The kinds of record the log names, as the filter offers them. */
export const recordKinds: Readonly<Record<string, string>> = {
  session: 'Sign-ins',
  staff_member: 'Staff',
  city: 'Cities',
  university: 'Universities',
  property: 'Residences',
  room_type: 'Room types',
  tenancy_option: 'Tenancy options',
  media: 'Pictures',
  gallery: 'Galleries',
};

const actionLabels: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  sign_in: 'Signed in',
  sign_in_refused: 'Sign-in refused',
  sign_out: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
  import: 'Imported',
  invite: 'Invited',
  role_change: 'Role changed',
  remove: 'Removed',
  password_set: 'Password set',
  password_reset_requested: 'Reset asked for',
  password_change_refused: 'Password change refused',
  setup_link_issued: 'Set-up link issued',
  attach: 'Added',
  deny: 'Refused',
  gallery_attach: 'Added to gallery',
  gallery_reorder: 'Gallery reordered',
  gallery_remove: 'Removed from gallery',
};

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
      key: 'who',
      header: 'Who',
      cell: (e) => e.actor || <span className="admin-muted">Unknown</span>,
      sortValue: (e) => e.actor,
      searchValue: (e) => e.actor,
    },
    {
      key: 'what',
      header: 'What',
      cell: (e) => (
        <>
          <span className={`admin-action admin-action-${e.action}`}>{actionLabels[e.action] ?? e.action}</span>{' '}
          {e.summary}
        </>
      ),
      searchValue: (e) => `${actionLabels[e.action] ?? e.action} ${e.summary}`,
    },
    {
      key: 'record',
      header: 'Record',
      cell: (e) => recordKinds[e.entity] ?? e.entity,
      sortValue: (e) => e.entity,
      searchValue: (e) => `${recordKinds[e.entity] ?? e.entity} ${e.entityId ?? ''}`,
    },
    {
      key: 'changes',
      header: 'Changes',
      align: 'end',
      cell: (e) =>
        e.before === null && e.after === null ? (
          <span className="admin-muted">None</span>
        ) : (
          <button
            type="button"
            className="admin-button admin-button-quiet admin-button-small"
            onClick={() => setOpen(e)}
          >
            View<span className="visually-hidden"> the changes of {formatLondonTime(e.at)}</span>
          </button>
        ),
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
        <div className="admin-card admin-card-flush">
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
        title={open ? `${actionLabels[open.action] ?? open.action}: ${open.summary}` : ''}
        onCancel={() => setOpen(null)}
      >
        {open && (
          <>
            <p className="admin-muted">
              {open.actor || 'Unknown'} · {formatLondonTime(open.at)} · {recordKinds[open.entity] ?? open.entity}
              {open.entityId ? ` ${open.entityId}` : ''}
            </p>
            <DiffView before={open.before} after={open.after} />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
