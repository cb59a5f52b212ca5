import { TOAST_STORE } from '../../application/notifications/notifications.tokens';
import type { Toast, ToastAction, ToastKind } from '../../application/notifications/toast.store';
import { useService } from './use-service';
import { useStream } from './use-stream';

const none: readonly Toast[] = [];

/** The toasts showing now, oldest first (for the toast region). */
export function useToasts(): readonly Toast[] {
  const store = useService(TOAST_STORE);
  return useStream(store.toasts$, none);
}

export interface ToastActions {
  /** Shows a toast (a repeat of one showing is counted in it) and returns its id. */
  readonly show: (kind: ToastKind, message: string, action?: ToastAction) => string;
  readonly dismiss: (id: string) => void;
}

/** Showing and dismissing toasts, without re-rendering when the list changes. */
export function useToastActions(): ToastActions {
  const store = useService(TOAST_STORE);
  return { show: (kind, message, action) => store.show(kind, message, action), dismiss: (id) => store.dismiss(id) };
}
