import { BehaviorSubject, type Observable } from 'rxjs';
import { isViewingReference, type Slot, type ViewingKind } from '../../domain/viewings/viewing';
import type { ViewingAvailability, ViewingDetail } from '../../domain/viewings/viewing-outcomes';
import type { ViewingClient } from '../../ports/viewing-client.port';

export type FoundViewing =
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly viewing: ViewingDetail }
  /** The same for an unknown reference and a wrong token: nobody is told which it was. */
  | { readonly status: 'not-found' }
  | { readonly status: 'error'; readonly message: string };

export type FreeTimes =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: ViewingAvailability }
  | { readonly status: 'error'; readonly message: string };

export interface ManageViewingState {
  readonly found: FoundViewing;
  /** A cancellation is on its way. */
  readonly cancelling: boolean;
  /** Why the cancellation did not happen. */
  readonly cancelProblem: string | null;
  /** The property's free times, for Change time. */
  readonly times: FreeTimes;
  /** A move is on its way. */
  readonly moving: boolean;
  /** Why the move did not happen, and the nearest free times when the time filled. */
  readonly moveProblem: { readonly message: string; readonly alternatives: readonly Slot[] } | null;
  /** The last change made here, for the page to announce. */
  readonly changed: 'cancelled' | 'moved' | null;
}

const initial: ManageViewingState = {
  found: { status: 'loading' },
  cancelling: false,
  cancelProblem: null,
  times: { status: 'idle' },
  moving: false,
  moveProblem: null,
  changed: null,
};

/**
 * A booked viewing through the secret link of its e-mail: finding it, cancelling it, and moving
 * it to another free time. A move refused because the time filled brings the nearest free times
 * and the window as it is now, so nothing is asked for again. The page renders `state$`; cancel
 * and move resolve to what happened (the page then closes its panel).
 */
export class ManageViewingStore {
  private readonly subject = new BehaviorSubject<ManageViewingState>(initial);
  readonly state$: Observable<ManageViewingState> = this.subject.asObservable();

  constructor(
    private readonly client: ViewingClient,
    private readonly reference: string,
    private readonly token: string,
  ) {}

  get state(): ManageViewingState {
    return this.subject.value;
  }

  async load(): Promise<void> {
    if (!isViewingReference(this.reference) || this.token === '') return this.set({ found: { status: 'not-found' } });
    this.set({ found: { status: 'loading' } });
    const answer = await this.client.find(this.reference, this.token);
    if (answer.ok) this.set({ found: { status: 'found', viewing: answer.viewing } });
    else if (answer.reason === 'not_found') this.set({ found: { status: 'not-found' } });
    else this.set({ found: { status: 'error', message: answer.message } });
  }

  async cancel(): Promise<boolean> {
    if (this.state.cancelling || this.state.found.status !== 'found') return false;
    this.set({ cancelling: true, cancelProblem: null });
    const result = await this.client.cancel(this.reference, this.token);
    if (!result.ok) {
      if (result.reason === 'not_found') this.set({ cancelling: false, found: { status: 'not-found' } });
      else this.set({ cancelling: false, cancelProblem: result.message });
      return false;
    }
    this.set({
      cancelling: false,
      found: { status: 'found', viewing: result.viewing },
      changed: 'cancelled',
    });
    return true;
  }

  /** Asks for the property's free times, for Change time. */
  async loadTimes(): Promise<void> {
    const found = this.state.found;
    if (found.status !== 'found') return;
    this.set({ times: { status: 'loading' }, moveProblem: null });
    const answer = await this.client.availability(found.viewing.property.slug);
    this.set({
      times: answer.ok ? { status: 'ready', value: answer.availability } : { status: 'error', message: answer.message },
    });
  }

  /** A new choice clears the last move's problem. */
  clearMoveProblem(): void {
    if (this.state.moveProblem) this.set({ moveProblem: null });
  }

  /** Moves the viewing: `taken` when the time filled meanwhile (the nearest free times come with it). */
  async move(to: { readonly kind: ViewingKind; readonly start: string }): Promise<'moved' | 'taken' | 'refused'> {
    if (this.state.moving || this.state.found.status !== 'found') return 'refused';
    this.set({ moving: true });
    const result = await this.client.move(this.reference, this.token, to);
    if (result.ok) {
      this.set({
        moving: false,
        moveProblem: null,
        found: { status: 'found', viewing: result.viewing },
        changed: 'moved',
      });
      return 'moved';
    }
    if (result.reason === 'unavailable') {
      this.set({
        moving: false,
        moveProblem: { message: result.message, alternatives: result.alternatives },
        ...(result.availability ? { times: { status: 'ready', value: result.availability } } : {}),
      });
      return 'taken';
    }
    this.set({ moving: false, moveProblem: { message: result.message, alternatives: [] } });
    return 'refused';
  }

  private set(change: Partial<ManageViewingState>): void {
    this.subject.next({ ...this.subject.value, ...change });
  }
}

/** The store for one manage link (its reference and token). */
export type ManageViewing = (reference: string, token: string) => ManageViewingStore;
