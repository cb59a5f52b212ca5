import { type FormEvent, useCallback, useState } from 'react';
import { STAFF_CONSOLE_STORE } from '../../../application/staff/staff-console.tokens';
import { STAFF_ROLES, type StaffRole } from '../../../domain/staff/staff-roles';
import type { StaffMemberRow } from '../../../ports/staff-console.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { formatLondonDay, formatLondonTime } from '../components/format';
import { roleDescriptions, roleLabels } from '../components/role-labels';
import { ScreenHeader } from '../components/screen-header';
import { useSignedInStaff } from '../components/use-console';
import { useUnsavedChanges } from '../components/use-unsaved-changes';

const statusLabels: Readonly<Record<StaffMemberRow['status'], string>> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

function InviteForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const store = useAdminService(STAFF_CONSOLE_STORE);
  const toasts = useToastActions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(email.trim() !== '' && !busy);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await store.invite(email, role);
      if (outcome.kind === 'invited') {
        toasts.show(
          'success',
          `Invitation sent to ${outcome.invitation.email}. The link works until ${formatLondonTime(outcome.invitation.expiresAt)}.`,
        );
        setEmail('');
        onDone();
      } else if (outcome.kind === 'refused') setErrors(outcome.fields);
      else if (outcome.kind === 'forbidden') toasts.show('error', 'Only an owner can invite people.');
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-card admin-inline-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="invite-title"
    >
      <h2 id="invite-title" className="admin-section-title">
        Invite someone
      </h2>
      <p className="admin-hint">
        They get an e-mail with a link to choose their name and password. The link works once, for 24 hours.
      </p>
      <div className="admin-form-row">
        <Field label="E-mail address" error={errors.email} required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Role" hint={roleDescriptions[role]} error={errors.role}>
          {(control) => (
            <select {...control} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabels[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FormActions submitLabel="Send invitation" busy={busy} busyLabel="Sending…" onCancel={onCancel} />
    </form>
  );
}

type Pending =
  | { kind: 'role'; member: StaffMemberRow; role: StaffRole; problem: string | null; stale: boolean }
  | { kind: 'remove'; member: StaffMemberRow; problem: string | null };

/**
 * The Staff screen (issue 18, owner only): who can use the console, with role and status; inviting
 * by e-mail, changing a role and removing someone (asked first). A change someone else made first
 * (409 stale) and the last owner are explained where the owner acted.
 */
export default function StaffScreen() {
  const store = useAdminService(STAFF_CONSOLE_STORE);
  const me = useSignedInStaff();
  const toasts = useToastActions();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const { resource, reload } = useConsoleResource(
    useCallback(async () => {
      const outcome = await store.listStaff();
      switch (outcome.kind) {
        case 'ok':
          return outcome.staff;
        case 'forbidden':
          throw new Error('Only an owner can see the staff list.');
        case 'signed-out':
          throw new Error('You are signed out. Sign in again to see the staff list.');
      }
    }, [store]),
  );

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'role') {
        const outcome = await store.changeRole(pending.member.id, pending.role, pending.member.version);
        if (outcome.kind === 'changed') {
          toasts.show(
            'success',
            `${outcome.member.name || outcome.member.email} is now ${roleLabels[outcome.member.role].toLowerCase()}.`,
          );
          setPending(null);
          reload();
        } else if (outcome.kind === 'stale') setPending({ ...pending, problem: outcome.message, stale: true });
        else if (outcome.kind === 'last-owner') setPending({ ...pending, problem: outcome.message });
        else if (outcome.kind === 'not-found') {
          setPending(null);
          toasts.show('error', 'That person has been removed meanwhile.');
          reload();
        } else if (outcome.kind === 'forbidden') setPending({ ...pending, problem: 'Only an owner can change roles.' });
      } else {
        const outcome = await store.remove(pending.member.id);
        if (outcome.kind === 'removed' || outcome.kind === 'not-found') {
          toasts.show('success', `${pending.member.name || pending.member.email} can no longer use the console.`);
          setPending(null);
          reload();
        } else if (outcome.kind === 'last-owner') setPending({ ...pending, problem: outcome.message });
        else if (outcome.kind === 'forbidden') setPending({ ...pending, problem: 'Only an owner can remove people.' });
      }
    } catch (error) {
      setPending({ ...pending, problem: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const reloadAfterStale = () => {
    setPending(null);
    reload();
  };

  const columns: readonly Column<StaffMemberRow>[] = [
    {
      key: 'name',
      header: 'Member',
      cell: (m) => (
        <>
          <span className="admin-strong">
            {m.name || <span className="admin-muted">Name not set yet</span>}
            {m.id === me.id && <span className="admin-muted"> (you)</span>}
          </span>
          <span className="admin-cell-sub">{m.email}</span>
        </>
      ),
      sortValue: (m) => m.name || m.email,
      searchValue: (m) => `${m.name} ${m.email}`,
    },
    {
      key: 'role',
      header: 'Role',
      cell: (m) => <span className={`admin-role admin-role-${m.role}`}>{roleLabels[m.role]}</span>,
      sortValue: (m) => m.role,
      searchValue: (m) => roleLabels[m.role],
    },
    {
      key: 'status',
      header: 'Status',
      cell: (m) => <span className={`admin-status admin-status-${m.status}`}>{statusLabels[m.status]}</span>,
      sortValue: (m) => m.status,
      searchValue: (m) => statusLabels[m.status],
    },
    { key: 'added', header: 'Added', cell: (m) => formatLondonDay(m.createdAt), sortValue: (m) => m.createdAt },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (m) => (
        <div className="admin-row-actions">
          <button
            type="button"
            className="admin-button admin-button-quiet admin-button-small"
            onClick={() => setPending({ kind: 'role', member: m, role: m.role, problem: null, stale: false })}
          >
            Change role<span className="visually-hidden"> of {m.name || m.email}</span>
          </button>
          <button
            type="button"
            className="admin-button admin-button-danger-quiet admin-button-small"
            onClick={() => setPending({ kind: 'remove', member: m, problem: null })}
          >
            Remove<span className="visually-hidden"> {m.name || m.email}</span>
          </button>
        </div>
      ),
    },
  ];

  const who = pending ? pending.member.name || pending.member.email : '';
  return (
    <>
      <ScreenHeader
        title="Staff"
        description="Everyone who can sign in to the console, and what their role lets them do."
        actions={
          !inviting && (
            <button type="button" className="admin-button admin-button-primary" onClick={() => setInviting(true)}>
              Invite someone
            </button>
          )
        }
      />
      {inviting && (
        <InviteForm
          onCancel={() => setInviting(false)}
          onDone={() => {
            setInviting(false);
            reload();
          }}
        />
      )}
      <Loaded resource={resource} loading="Loading the staff list…" onRetry={reload}>
        {(staff) => (
          <div className="admin-card admin-card-flush">
            <DataTable
              rows={staff}
              columns={columns}
              rowKey={(m) => m.id}
              caption="Staff members"
              captionHidden
              searchLabel="Search by name, e-mail, role or status"
              initialSort={{ key: 'name', direction: 'ascending' }}
              empty={<p>No one else yet. Invite the people who will edit the catalogue or handle enquiries.</p>}
            />
          </div>
        )}
      </Loaded>
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title={`Change the role of ${who}`}
        confirmLabel={pending?.kind === 'role' && pending.stale ? undefined : 'Change role'}
        onConfirm={pending?.kind === 'role' && pending.stale ? undefined : () => void confirm()}
        cancelLabel={pending?.kind === 'role' && pending.stale ? 'Close' : 'Cancel'}
        busy={busy}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'role' && (
          <>
            {pending.problem && (
              <div role="alert" className="admin-alert admin-alert-error">
                {pending.problem}
                {pending.stale && (
                  <>
                    {' '}
                    <button type="button" className="admin-link-button" onClick={reloadAfterStale}>
                      Reload the list
                    </button>
                  </>
                )}
              </div>
            )}
            {!pending.stale && (
              <fieldset className="admin-radios">
                <legend className="admin-label">New role</legend>
                {STAFF_ROLES.map((r) => (
                  <label key={r} className="admin-radio">
                    <input
                      type="radio"
                      name="role"
                      value={r}
                      checked={pending.role === r}
                      onChange={() => setPending({ ...pending, role: r, problem: null })}
                    />
                    <span>
                      <strong>{roleLabels[r]}</strong>
                      <span className="admin-hint"> {roleDescriptions[r]}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={`Remove ${who}?`}
        confirmLabel="Remove"
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'remove' && (
          <>
            {pending.problem && (
              <div role="alert" className="admin-alert admin-alert-error">
                {pending.problem}
              </div>
            )}
            <p>
              {who} will be signed out at once and can no longer use the console. Their changes stay in the audit log.
            </p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
