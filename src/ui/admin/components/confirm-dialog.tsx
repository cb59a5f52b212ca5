import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  /** Wider, for a table inside (the audit log's changes). */
  readonly wide?: boolean;
  /** Without one (and without onConfirm) the dialog only shows something, with a Close button. */
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  readonly danger?: boolean;
  readonly busy?: boolean;
  readonly onConfirm?: () => void;
  readonly onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone (issue 18), in a modal <dialog>: the browser keeps
 * focus inside and Escape cancels. Focus starts on Cancel, the safe answer, and goes back to what
 * had it when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  wide = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const before = document.activeElement;
      element.showModal?.();
      if (!element.showModal) element.setAttribute('open', '');
      cancel.current?.focus();
      return () => {
        if (before instanceof HTMLElement && before.isConnected) before.focus();
      };
    }
    if (!open && element.open) {
      if (element.close) element.close();
      else element.removeAttribute('open');
    }
  }, [open]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      onCancel();
    };
    element.addEventListener('cancel', onCancelEvent);
    return () => element.removeEventListener('cancel', onCancelEvent);
  }, [onCancel]);
  return (
    <dialog
      ref={dialog}
      className={wide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="admin-dialog-title">
            {title}
          </h2>
          <div id={`${id}-body`} className="admin-dialog-body">
            {children}
          </div>
          <div className="admin-dialog-actions">
            <button
              ref={cancel}
              type="button"
              className="admin-button admin-button-quiet"
              onClick={onCancel}
              disabled={busy}
            >
              {cancelLabel ?? (onConfirm ? 'Cancel' : 'Close')}
            </button>
            {onConfirm && confirmLabel && (
              <button
                type="button"
                className={danger ? 'admin-button admin-button-danger' : 'admin-button admin-button-primary'}
                onClick={onConfirm}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {confirmLabel}
              </button>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
