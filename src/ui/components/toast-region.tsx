import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Toast } from '../../application/notifications/toast.store';
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
      <div className="toast-body">
        <p className="toast-message">
          {toast.message}
          {toast.count > 1 && <span className="toast-count"> (×{toast.count})</span>}
        </p>
        {toast.action && (
          <Link href={toast.action.href} className="toast-action" onClick={onDismiss}>
            {toast.action.label}
          </Link>
        )}
      </div>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onDismiss}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z" />
        </svg>
      </button>
    </div>
  );
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;

/**
 * Toast notifications, top-right (spec section 8). Both live regions are always in the page, so
 * screen readers hear what is added: errors in an alert region, everything else politely. The
 * toasts never cover the control that caused them (issue 22): when that control (the last one
 * clicked) lies under the stack's place, the stack shows at the foot of the window instead.
 */
export function ToastRegion() {
  const toasts = useToasts();
  const { dismiss } = useToastActions();
  const region = useRef<HTMLDivElement>(null);
  const origin = useRef<Element | null>(null);
  const [atFoot, setAtFoot] = useState(false);
  useEffect(() => {
    // Capturing, so it is known before the click's own handler shows a toast.
    const note = (event: Event) => {
      origin.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('click', note, true);
    return () => document.removeEventListener('click', note, true);
  }, []);
  // Only a toast just shown (or repeated) answers the last click; one leaving by itself does not.
  const newest = toasts.at(-1);
  const shown = newest ? `${newest.id}:${newest.count}` : '';
  useLayoutEffect(() => {
    const stack = region.current;
    if (shown === '' || !stack) {
      setAtFoot(false);
      return;
    }
    const control = origin.current;
    if (!control?.isConnected || stack.contains(control)) return;
    if (overlap(stack.getBoundingClientRect(), control.getBoundingClientRect())) setAtFoot((foot) => !foot);
  }, [shown]);
  const render = (toast: Toast) => <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />;
  return (
    <div ref={region} className={atFoot ? 'toast-region toast-region-foot' : 'toast-region'}>
      <div role="alert" className="toast-stack">
        {toasts.filter((t) => t.kind === 'error').map(render)}
      </div>
      <div role="status" aria-live="polite" className="toast-stack">
        {toasts.filter((t) => t.kind !== 'error').map(render)}
      </div>
    </div>
  );
}
