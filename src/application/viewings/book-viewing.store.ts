import { BehaviorSubject, type Observable } from 'rxjs';
import {
  type BookedViewing,
  type BookingFlow,
  type BookingStep,
  beginSending,
  bookingConfirmed,
  bookingRefused,
  bookingRequest,
  chooseKind,
  reconcile,
  slotTaken,
  startBooking,
} from '../../domain/viewings/booking-flow';
import type { ViewingAvailability } from '../../domain/viewings/viewing-outcomes';
import type { ViewingClient } from '../../ports/viewing-client.port';

export type AvailabilityState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: ViewingAvailability }
  /** The property takes no bookings online. */
  | { readonly status: 'none' }
  | { readonly status: 'error'; readonly message: string };

export interface BookViewingState {
  readonly availability: AvailabilityState;
  readonly flow: BookingFlow;
  /** What a screen reader is told last. */
  readonly announcement: string;
}

/** Where the visitor goes after a booking was answered (the page turns it into an address). */
export interface BookingMove {
  readonly step: BookingStep;
  /** Replaces the history entry rather than adding one. */
  readonly replace: boolean;
  /** Kept in the done step's history entry, so a reload there still shows the booking. */
  readonly booked?: { readonly booked: BookedViewing; readonly email: string };
}

export interface BookViewingChecks {
  /** A fresh idempotency key for a booking attempt. */
  readonly newAttemptKey: () => string;
  /** What is wrong with the visitor's details (one message per field), with the server's own schema. */
  readonly detailProblems: (flow: BookingFlow, propertySlug: string) => Readonly<Record<string, string>>;
}

const noWindow = { kinds: [], days: [] } as const;

/** Fits the flow to a (fresh) window; a property offering one kind has it chosen already. */
function fitTo(flow: BookingFlow, span: ViewingAvailability): BookingFlow {
  const fitted = reconcile(flow, span);
  const only = span.kinds.length === 1 ? span.kinds[0] : undefined;
  return fitted.kind === null && only ? chooseKind(fitted, only, span) : fitted;
}

/**
 * Booking a viewing at one property, from the browser: its free times, the visitor's way through
 * the steps (the pure rules of booking-flow.ts), and sending the booking. A refusal brings what
 * the visitor needs next: when the time filled or was refused, the window as it is now comes
 * with it, so nothing is asked for again. The page renders `state$` and forwards events; where
 * to go after a booking is answered comes back as a BookingMove.
 */
export class BookViewingStore {
  private readonly subject: BehaviorSubject<BookViewingState>;
  readonly state$: Observable<BookViewingState>;

  constructor(
    private readonly client: ViewingClient,
    private readonly propertySlug: string,
    private readonly checks: BookViewingChecks,
  ) {
    this.subject = new BehaviorSubject<BookViewingState>({
      availability: { status: 'loading' },
      flow: startBooking(noWindow),
      announcement: '',
    });
    this.state$ = this.subject.asObservable();
  }

  get state(): BookViewingState {
    return this.subject.value;
  }

  /** Asks for the free times (again, after an error). */
  async load(): Promise<void> {
    this.set({ availability: { status: 'loading' } });
    const answer = await this.client.availability(this.propertySlug);
    if (answer.ok) {
      this.set({
        availability: { status: 'ready', value: answer.availability },
        flow: fitTo(this.state.flow, answer.availability),
      });
    } else if (answer.reason === 'not_found') this.set({ availability: { status: 'none' } });
    else this.set({ availability: { status: 'error', message: answer.message } });
  }

  /** A booking made before (a reload of the done step) is shown again. */
  restore(booked: BookedViewing): void {
    if (!this.state.flow.booked) this.set({ flow: bookingConfirmed(this.state.flow, booked) });
  }

  /** Applies a choice to the flow as shown; the new flow, or null when nothing changed. */
  apply(shown: BookingFlow, change: (flow: BookingFlow) => BookingFlow): BookingFlow | null {
    const next = change(shown);
    if (next === shown) return null;
    this.set({ flow: next });
    return next;
  }

  /** Sends the booking of the flow as shown; where to go next, or null when nothing was sent. */
  async book(shown: BookingFlow, website: string): Promise<BookingMove | null> {
    if (this.state.availability.status !== 'ready') return null;
    const sending = beginSending(shown, this.checks.newAttemptKey());
    if (sending === shown || !sending.attemptKey) return null;
    // The same checks as the details step: the details may have changed in the meantime.
    const problems = this.checks.detailProblems(sending, this.propertySlug);
    if (Object.keys(problems).length > 0) {
      const refused = bookingRefused(sending, 'Please check your details.', problems);
      this.set({ flow: refused });
      return { step: refused.step, replace: false };
    }
    const request = bookingRequest(sending, this.propertySlug, sending.attemptKey, website);
    if (!request) return null;
    this.set({ flow: sending, announcement: 'Booking your viewing…' });
    const result = await this.client.book(request);
    if (result.ok) {
      const booked: BookedViewing = { ...result.viewing, manageUrl: result.manageUrl };
      this.set({
        flow: bookingConfirmed(sending, booked),
        announcement: `Your viewing is booked. Your reference is ${booked.reference}.`,
      });
      return { step: 'done', replace: false, booked: { booked, email: result.viewing.email } };
    }
    const refused =
      result.reason === 'unavailable'
        ? slotTaken(sending, result.message, result.alternatives)
        : bookingRefused(sending, result.message, result.reason === 'invalid' ? result.fields : {});
    // The window changed (the time filled, or the hours did): it came with the refusal, as it is now.
    const fresh = 'availability' in result ? result.availability : undefined;
    const flow = fresh ? reconcile(refused, fresh) : refused;
    this.set({
      flow,
      announcement: result.message,
      ...(fresh ? { availability: { status: 'ready', value: fresh } } : {}),
    });
    return result.reason === 'unavailable' || flow.step !== 'confirm' ? { step: flow.step, replace: true } : null;
  }

  private set(change: Partial<BookViewingState>): void {
    this.subject.next({ ...this.subject.value, ...change });
  }
}

/**
 * A booking store for the property with this slug (one per visit to its booking page), with the
 * details check the root gives it (the booking schema, which loads with the store's code).
 */
export type BookViewing = (propertySlug: string) => BookViewingStore;
