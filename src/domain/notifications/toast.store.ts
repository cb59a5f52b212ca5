import { BehaviorSubject, type Observable } from 'rxjs';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';

/** Toast notifications (spec section 8: they appear top-right; their texts are not shown). */

export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
}

/** At most this many toasts show at once; a newer one pushes the oldest out. */
export const TOAST_LIMIT = 3;

/** How long a toast stays before it goes by itself; errors stay longer, to be read. */
export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = { success: 5000, info: 5000, error: 8000 };

/**
 * The queue of toasts as a stream, oldest first. Any feature may `show` one; each leaves by itself
 * after its time (through the scheduler port) or when dismissed by id.
 */
export class ToastStore {
  private readonly list = new BehaviorSubject<readonly Toast[]>([]);
  private readonly timers = new Map<string, Cancel>();
  private shown = 0;

  readonly toasts$: Observable<readonly Toast[]> = this.list.asObservable();

  constructor(private readonly scheduler: Scheduler) {}

  current(): readonly Toast[] {
    return this.list.value;
  }

  /** Shows a toast and returns its id, to dismiss it early. */
  show(kind: ToastKind, message: string): string {
    this.shown += 1;
    const id = `toast-${this.shown}`;
    const next = [...this.list.value, { id, kind, message }];
    const dropped = next.slice(0, Math.max(0, next.length - TOAST_LIMIT));
    for (const toast of dropped) this.stopTimer(toast.id);
    this.timers.set(
      id,
      this.scheduler.after(TOAST_DURATION_MS[kind], () => this.dismiss(id)),
    );
    this.list.next(next.slice(dropped.length));
    return id;
  }

  dismiss(id: string): void {
    if (!this.list.value.some((t) => t.id === id)) return;
    this.stopTimer(id);
    this.list.next(this.list.value.filter((t) => t.id !== id));
  }

  private stopTimer(id: string): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
  }
}
