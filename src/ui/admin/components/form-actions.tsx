import type { ReactNode } from 'react';

export interface FormActionsProps {
  readonly submitLabel: string;
  /** While the form is being sent: the button says so and cannot be pressed twice. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  readonly onCancel?: () => void;
  readonly cancelLabel?: string;
  /** More, on the far side (a Delete). */
  readonly extra?: ReactNode;
}

/** A form's buttons: the main action first, then Cancel, the same way on every console form. */
export function FormActions({
  submitLabel,
  busy = false,
  busyLabel = 'Saving…',
  onCancel,
  cancelLabel = 'Cancel',
  extra,
}: FormActionsProps) {
  return (
    <div className="admin-form-actions">
      <button type="submit" className="admin-button admin-button-primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="admin-button admin-button-quiet" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      )}
      {extra && <div className="admin-form-actions-extra">{extra}</div>}
    </div>
  );
}
