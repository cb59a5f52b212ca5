import { type BookingDetails, bookingDetailKeys, type Slot, type ViewingDay, type ViewingKind } from './viewing';

/**
 * Booking a viewing, step by step: what the visitor has chosen, which step they are on, and every
 * way it changes, as pure functions over readonly values. The page keeps a BookingFlow and applies
 * these; ids (the attempt's idempotency key) and the availability come in from outside.
 *
 * Rules: the step is never ahead of what is filled in (kind → day → time → details → confirm →
 * done); a new kind or day drops later choices that no longer fit the window; back goes one step
 * back; nothing changes while a booking is on its way; once booked, the flow stays done.
 */

export const bookingSteps = ['kind', 'day', 'time', 'details', 'confirm', 'done'] as const;
export type BookingStep = (typeof bookingSteps)[number];

/** The details step as typed: the booking's details and the terms box (checked by the shared schema, not here). */
export interface DetailsAnswers extends BookingDetails {
  readonly agreedToTerms: boolean;
}

export const emptyDetailsAnswers: DetailsAnswers = {
  name: '',
  email: '',
  countryCode: '+44',
  phone: '',
  partySize: 1,
  message: '',
  agreedToTerms: false,
};

/** What the flow is checked against: the kinds a property offers and the days of its booking window. */
export interface BookingWindow {
  readonly kinds: readonly ViewingKind[];
  readonly days: readonly ViewingDay[];
}

/** A booking as the server confirmed it: what the done step shows. */
export interface BookedViewing {
  readonly reference: string;
  /** The secret link to see, move or cancel it (path and query). */
  readonly manageUrl: string;
  readonly kind: ViewingKind;
  readonly start: string;
  readonly end: string;
  readonly date: string;
  readonly time: string;
}

export interface BookingFlow {
  /** The step shown. */
  readonly step: BookingStep;
  readonly kind: ViewingKind | null;
  /** The London day chosen (YYYY-MM-DD). */
  readonly date: string | null;
  /** The time chosen, always on `date`. */
  readonly slot: Slot | null;
  readonly details: DetailsAnswers;
  /** The details passed the form's checks and have not changed since. */
  readonly detailsChecked: boolean;
  /**
   * The idempotency key of this booking attempt: drawn when it is first sent, sent again on a
   * retry, forgotten when anything in the request changes (that is a new attempt).
   */
  readonly attemptKey: string | null;
  /** A booking is on its way; nothing changes until it is answered. */
  readonly sending: boolean;
  /** The chosen time filled up meanwhile: the server's message and the nearest free times. */
  readonly taken: { readonly message: string; readonly alternatives: readonly Slot[] } | null;
  /** The last refusal: a message, and one per field the visitor can fix. */
  readonly refusal: { readonly message: string; readonly fields: Readonly<Record<string, string>> } | null;
  readonly booked: BookedViewing | null;
}

const indexOf = (step: BookingStep) => bookingSteps.indexOf(step);
const locked = (flow: BookingFlow) => flow.sending || flow.booked !== null;
const earlier = (a: BookingStep, b: BookingStep) => (indexOf(a) <= indexOf(b) ? a : b);

/** A step named in an address (`?step=time`); anything else is null. */
export function parseBookingStep(text: string | null | undefined): BookingStep | null {
  return bookingSteps.find((s) => s === text) ?? null;
}

/** A fresh flow at the first step; the kind is chosen already when the property offers only one. */
export function startBooking(span: BookingWindow): BookingFlow {
  return {
    step: 'kind',
    kind: span.kinds.length === 1 ? (span.kinds[0] ?? null) : null,
    date: null,
    slot: null,
    details: emptyDetailsAnswers,
    detailsChecked: false,
    attemptKey: null,
    sending: false,
    taken: null,
    refusal: null,
    booked: null,
  };
}

/** The furthest step the visitor may be shown: the first one still to fill in (done once booked). */
export function furthestStep(flow: BookingFlow): BookingStep {
  if (flow.booked) return 'done';
  if (!flow.kind) return 'kind';
  if (!flow.date) return 'day';
  if (!flow.slot) return 'time';
  if (!flow.detailsChecked) return 'details';
  return 'confirm';
}

/** Shows a step, or the furthest one allowed when it is further; once booked, always done. */
export function goTo(flow: BookingFlow, step: BookingStep): BookingFlow {
  if (flow.sending) return flow;
  const shown = flow.booked ? 'done' : earlier(step, furthestStep(flow));
  return shown === flow.step ? flow : { ...flow, step: shown };
}

/** Continue: the next step, when this one is filled in. */
export function next(flow: BookingFlow): BookingFlow {
  const following = bookingSteps[indexOf(flow.step) + 1];
  return following ? goTo(flow, following) : flow;
}

/** Back: the previous step (none before the first; none out of done, or while sending). */
export function back(flow: BookingFlow): BookingFlow {
  if (flow.sending || flow.booked) return flow;
  const previous = bookingSteps[indexOf(flow.step) - 1];
  return previous ? { ...flow, step: previous } : flow;
}

/** The free slot of the window starting at `start`, on its day; null when it is not free. */
function freeSlot(span: BookingWindow, date: string, start: string): Slot | null {
  const day = span.days.find((d) => d.date === date && d.status === 'open');
  return day?.slots.find((s) => s.start === start) ?? null;
}

const openDay = (span: BookingWindow, date: string) =>
  span.days.some((d) => d.date === date && d.status === 'open' && d.slots.length > 0);

/**
 * Fits the flow to a window (a fresh one, or the one a new kind is checked against): a kind no
 * longer offered, a day no longer open and a time no longer free are dropped, with what follows
 * them; a time still free takes the window's count of places left. The step follows. Not while
 * a booking is on its way (its answer comes first) or once booked.
 */
export function reconcile(flow: BookingFlow, span: BookingWindow): BookingFlow {
  if (locked(flow)) return flow;
  const kind = flow.kind && span.kinds.includes(flow.kind) ? flow.kind : null;
  const date = flow.date && openDay(span, flow.date) ? flow.date : null;
  const slot = date && flow.slot ? freeSlot(span, date, flow.slot.start) : null;
  const same = kind === flow.kind && date === flow.date && slot?.start === flow.slot?.start;
  const fitted: BookingFlow = {
    ...flow,
    kind,
    date,
    slot,
    attemptKey: same ? flow.attemptKey : null,
  };
  return { ...fitted, step: earlier(flow.step, furthestStep(fitted)) };
}

/** Chooses in person or video call (one the window offers); the step stays for Continue. */
export function chooseKind(flow: BookingFlow, kind: ViewingKind, span: BookingWindow): BookingFlow {
  if (locked(flow) || !span.kinds.includes(kind)) return flow;
  if (kind === flow.kind) return flow;
  return reconcile({ ...flow, kind, attemptKey: null, refusal: null }, span);
}

/** Chooses a day with free times and goes to its times; the time chosen on another day goes. */
export function chooseDay(flow: BookingFlow, date: string, span: BookingWindow): BookingFlow {
  if (locked(flow) || !flow.kind || !openDay(span, date)) return flow;
  const sameDay = date === flow.date;
  return {
    ...flow,
    date,
    slot: sameDay ? flow.slot : null,
    attemptKey: sameDay ? flow.attemptKey : null,
    taken: null,
    refusal: null,
    step: 'time',
  };
}

/**
 * Chooses a time that is free in the window (or one of the alternatives offered after a time filled
 * up) and moves on: to the details, or straight back to the summary when they are checked already.
 */
export function chooseSlot(flow: BookingFlow, slot: Slot, span: BookingWindow): BookingFlow {
  if (locked(flow) || !flow.kind) return flow;
  const offered =
    freeSlot(span, slot.date, slot.start) ?? flow.taken?.alternatives.find((a) => a.start === slot.start) ?? null;
  if (!offered) return flow;
  const chosen: BookingFlow = {
    ...flow,
    date: offered.date,
    slot: offered,
    attemptKey: offered.start === flow.slot?.start ? flow.attemptKey : null,
    taken: null,
    refusal: null,
  };
  return { ...chosen, step: furthestStep(chosen) };
}

/** Keeps what the visitor typed; changed details are checked again, and are a new attempt. */
export function updateDetails(flow: BookingFlow, changes: Partial<DetailsAnswers>): BookingFlow {
  if (locked(flow)) return flow;
  const details = { ...flow.details, ...changes };
  const refusal = flow.refusal && {
    ...flow.refusal,
    fields: Object.fromEntries(Object.entries(flow.refusal.fields).filter(([field]) => !(field in changes))),
  };
  const updated: BookingFlow = { ...flow, details, detailsChecked: false, attemptKey: null, refusal };
  return { ...updated, step: earlier(flow.step, furthestStep(updated)) };
}

/** The details passed the form's checks: on to the summary (once a time is chosen). */
export function checkDetails(flow: BookingFlow): BookingFlow {
  if (locked(flow) || !flow.slot) return flow;
  return goTo({ ...flow, detailsChecked: true, refusal: null }, 'confirm');
}

/**
 * "Book viewing" on the summary: the booking is on its way under this attempt's key (the one
 * drawn for it before, on a retry; `freshKey` otherwise).
 */
export function beginSending(flow: BookingFlow, freshKey: string): BookingFlow {
  if (locked(flow) || flow.step !== 'confirm' || furthestStep(flow) !== 'confirm') return flow;
  return { ...flow, sending: true, attemptKey: flow.attemptKey ?? freshKey, refusal: null };
}

/** The server booked it. */
export function bookingConfirmed(flow: BookingFlow, booked: BookedViewing): BookingFlow {
  return { ...flow, sending: false, booked, taken: null, refusal: null, step: 'done' };
}

/** The time filled up meanwhile (409): back to the times, with the nearest free ones offered. */
export function slotTaken(flow: BookingFlow, message: string, alternatives: readonly Slot[]): BookingFlow {
  if (flow.booked) return flow;
  const returned: BookingFlow = {
    ...flow,
    sending: false,
    slot: null,
    attemptKey: null,
    taken: { message, alternatives },
    refusal: null,
  };
  return { ...returned, step: furthestStep(returned) };
}

/** The details step's fields, in the order it asks them. */
export const detailsFields: readonly (keyof DetailsAnswers)[] = [...bookingDetailKeys, 'agreedToTerms'];

/**
 * Refused: the message is shown and the visitor keeps everything. Fields the visitor can fix send
 * them back to the earliest step they belong to (kind, time or details); without fields (try again
 * later, not found) the flow stays on the summary, keeping the attempt's key for a retry.
 */
export function bookingRefused(
  flow: BookingFlow,
  message: string,
  fields: Readonly<Record<string, string>>,
): BookingFlow {
  if (flow.booked) return flow;
  const refused: BookingFlow = { ...flow, sending: false, refusal: { message, fields } };
  if ('kind' in fields) return { ...refused, kind: null, step: 'kind' };
  if ('start' in fields) return { ...refused, slot: null, step: refused.date ? 'time' : 'day' };
  if (Object.keys(fields).some((f) => (detailsFields as readonly string[]).includes(f)))
    return { ...refused, detailsChecked: false, step: 'details' };
  return refused;
}
