import { type ReactNode, useState } from 'react';
import { useToastActions } from './admin-services';
import { ConfirmDialog } from './confirm-dialog';
import type { Column } from './data-table';

/** What a delete asked of the server came to: gone, or refused with the reason to show. */
export type Removal = { readonly kind: 'deleted' } | { readonly kind: string; readonly message: string };

/**
 * The console's one way to delete a listed record: "Delete <name>?" in a dialog, the server's
 * refusal shown in it (a city that still has residences), a toast when it is gone, then `onRemoved`.
 */
export function useRecordRemoval<R>({
  name,
  remove,
  onRemoved,
}: {
  readonly name: (row: R) => string;
  readonly remove: (row: R) => Promise<Removal>;
  readonly onRemoved: () => void;
}) {
  const toasts = useToastActions();
  const [deleting, setDeleting] = useState<R | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (row: R) => {
    setProblem(null);
    setDeleting(row);
  };
  const confirm = async () => {
    if (deleting === null) return;
    setBusy(true);
    try {
      const removed = await remove(deleting);
      if (removed.kind === 'deleted') {
        toasts.show('success', `${name(deleting)} is deleted.`);
        setDeleting(null);
        onRemoved();
      } else if ('message' in removed) setProblem(removed.message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  /** The dialog, saying what deleting takes away (`consequence`). */
  const dialog = (consequence: ReactNode) => {
    const label = deleting === null ? '' : name(deleting);
    return (
      <ConfirmDialog
        open={deleting !== null}
        title={problem ? `${label} cannot be deleted` : `Delete ${label}?`}
        confirmLabel={problem ? undefined : 'Delete'}
        cancelLabel={problem ? 'Close' : 'Cancel'}
        danger
        busy={busy}
        onConfirm={problem ? undefined : () => void confirm()}
        onCancel={() => setDeleting(null)}
      >
        {problem ? (
          <p role="alert" className="admin-alert admin-alert-error">
            {problem}
          </p>
        ) : (
          <p>{consequence}</p>
        )}
      </ConfirmDialog>
    );
  };
  return { ask, dialog };
}

/** A list's last column: Edit and Delete for each row, named for screen readers ("Edit Manchester"). */
export function editDeleteColumn<R>(
  name: (row: R) => string,
  onEdit: (row: R) => void,
  onDelete: (row: R) => void,
): Column<R> {
  return {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (row) => (
      <div className="admin-row-actions">
        <button
          type="button"
          className="admin-button admin-button-quiet admin-button-small"
          onClick={() => onEdit(row)}
        >
          Edit<span className="visually-hidden"> {name(row)}</span>
        </button>
        <button
          type="button"
          className="admin-button admin-button-danger-quiet admin-button-small"
          onClick={() => onDelete(row)}
        >
          Delete<span className="visually-hidden"> {name(row)}</span>
        </button>
      </div>
    ),
  };
}

/**
 * The console's one way to move content to the trash (a post, an offer, a question, a page: ADR
 * 086): "Move … to the trash?" in a dialog that says what leaves the site, a toast with the outcome
 * (the restore's 30 days, or the server's refusal), then `onDone` with whether it went.
 */
export function useMoveToTrash<R>({
  title,
  consequence,
  remove,
  moved,
  onDone,
}: {
  readonly title: (row: R) => string;
  readonly consequence: (row: R) => ReactNode;
  readonly remove: (row: R) => Promise<{ readonly kind: string; readonly message?: string }>;
  /** The toast once it is in the trash. */
  readonly moved: (row: R) => string;
  readonly onDone: (moved: boolean) => void;
}) {
  const toasts = useToastActions();
  const [asked, setAsked] = useState<R | null>(null);
  const confirm = async (row: R) => {
    setAsked(null);
    try {
      const removed = await remove(row);
      const gone = removed.kind === 'deleted';
      toasts.show(
        gone ? 'success' : 'error',
        gone ? moved(row) : (removed.message ?? 'It was not moved to the trash.'),
      );
      onDone(gone);
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    }
  };
  const dialog = asked !== null && (
    <ConfirmDialog
      open
      title={title(asked)}
      confirmLabel="Move to trash"
      danger
      onConfirm={() => void confirm(asked)}
      onCancel={() => setAsked(null)}
    >
      {consequence(asked)}
    </ConfirmDialog>
  );
  return { ask: setAsked, dialog };
}
