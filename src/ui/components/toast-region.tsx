import type { Toast } from '../../domain/notifications/toast.store';
import { useToastActions, useToasts } from '../hooks/use-toasts';

const icons: Readonly<Record<Toast['kind'], string>> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z',
  error: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div className={`toast toast-${toast.kind}`}>
      <svg className="toast-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[toast.kind]} />
      </svg>
      <p className="toast-message">{toast.message}</p>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onDismiss}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Toast notifications, top-right (spec section 8). Both live regions are always in the page, so
 * screen readers hear what is added: errors in an alert region, everything else politely.
 */
export function ToastRegion() {
  const toasts = useToasts();
  const { dismiss } = useToastActions();
  const render = (toast: Toast) => <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />;
  return (
    <div className="toast-region">
      <div role="alert" className="toast-stack">
        {toasts.filter((t) => t.kind === 'error').map(render)}
      </div>
      <div role="status" aria-live="polite" className="toast-stack">
        {toasts.filter((t) => t.kind !== 'error').map(render)}
      </div>
    </div>
  );
}
