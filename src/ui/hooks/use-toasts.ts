import type { Toast, ToastKind } from '../../domain/notifications/toast.store';
import { TOAST_STORE } from '../tokens';
import { useService } from './use-service';
import { useStream } from './use-stream';

const none: readonly Toast[] = [];

/** The toasts showing now, oldest first (for the toast region). */
export function useToasts(): readonly Toast[] {
  const store = useService(TOAST_STORE);
  return useStream(store.toasts$, none);
}

export interface ToastActions {
  /** Shows a toast and returns its id. */
  readonly show: (kind: ToastKind, message: string) => string;
  readonly dismiss: (id: string) => void;
}

/** Showing and dismissing toasts, without re-rendering when the list changes. */
export function useToastActions(): ToastActions {
  const store = useService(TOAST_STORE);
  return { show: (kind, message) => store.show(kind, message), dismiss: (id) => store.dismiss(id) };
}
