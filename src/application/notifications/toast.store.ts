import { BehaviorSubject, type Observable } from 'rxjs';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';

/** Toast notifications (spec section 8: they appear top-right; their texts are not shown). */

export type ToastKind = 'success' | 'info' | 'error';

/** A way on from what the toast tells (a link in the app), such as "View favourites". */
export interface ToastAction {
  readonly label: string;
  readonly href: string;
}

export interface Toast {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
  /** How many times it was shown while showing: repeats collapse into one toast (issue 22). */
  readonly count: number;
  readonly action?: ToastAction;
}

/** At most this many toasts show at once; a newer one pushes the oldest out. */
export const TOAST_LIMIT = 3;

/** How long a toast stays before it goes by itself; errors stay longer, to be read. */
export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = { success: 5000, info: 5000, error: 8000 };

/**
 * The queue of toasts as a stream, oldest first. Any feature may `show` one; each leaves by itself
 * after its time (through the scheduler port) or when dismissed by id. Showing again what is
 * showing (same kind, message and action) does not stack a second toast: the one there counts it,
 * becomes the newest and starts its time over.
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

  /** Shows a toast (or counts a repeat of one showing) and returns its id, to dismiss it early. */
  show(kind: ToastKind, message: string, action?: ToastAction): string {
    const same = this.list.value.find(
      (t) => t.kind === kind && t.message === message && t.action?.href === action?.href,
    );
    let toast: Toast;
    if (same) {
      this.stopTimer(same.id);
      toast = { ...same, count: same.count + 1 };
    } else {
      this.shown += 1;
      toast = { id: `toast-${this.shown}`, kind, message, count: 1, ...(action ? { action } : {}) };
    }
    const id = toast.id;
    const next = [...this.list.value.filter((t) => t.id !== id), toast];
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
