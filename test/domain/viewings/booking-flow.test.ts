import { describe, expect, it } from 'vitest';
import {
  type BookedViewing,
  type BookingFlow,
  type BookingWindow,
  back,
  beginSending,
  bookingConfirmed,
  bookingRefused,
  checkDetails,
  chooseDay,
  chooseKind,
  chooseSlot,
  furthestStep,
  goTo,
  next,
  parseBookingStep,
  reconcile,
  slotTaken,
  startBooking,
  updateDetails,
} from '../../../src/domain/viewings/booking-flow';
import type { Slot, ViewingDay } from '../../../src/domain/viewings/viewing';

const slot = (date: string, time: string, remaining = 2): Slot => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const start = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8)), h, m));
  const end = new Date(start.getTime() + 30 * 60_000);
  return { start: start.toISOString(), end: end.toISOString(), date, time, remaining };
};

const day = (date: string, status: ViewingDay['status'], times: string[] = []): ViewingDay => ({
  date,
  weekday: (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as ViewingDay['weekday'],
  status,
  slots: times.map((t) => slot(date, t)),
});

const window: BookingWindow = {
  kinds: ['in-person', 'video-call'],
  days: [
    day('2026-11-23', 'open', ['09:30', '10:00', '14:00']),
    day('2026-11-24', 'full'),
    day('2026-11-25', 'open', ['11:00']),
    day('2026-11-29', 'closed'),
  ],
};

const monday0930 = slot('2026-11-23', '09:30');
const monday1000 = slot('2026-11-23', '10:00');
const wednesday1100 = slot('2026-11-25', '11:00');

const filledDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  partySize: 2,
  agreedToTerms: true,
};

/** A flow at the confirm step: in person, Monday 09:30, details checked. */
function atConfirm(): BookingFlow {
  let flow = startBooking(window);
  flow = next(chooseKind(flow, 'in-person', window));
  flow = chooseDay(flow, '2026-11-23', window);
  flow = chooseSlot(flow, monday0930, window);
  flow = checkDetails(updateDetails(flow, filledDetails));
  return flow;
}

const booked: BookedViewing = {
  reference: 'VW-7K3P9Q',
  manageUrl: '/viewing-detail?ref=VW-7K3P9Q&token=secret',
  kind: 'in-person',
  start: monday0930.start,
  end: monday0930.end,
  date: monday0930.date,
  time: monday0930.time,
};

describe('the viewing booking flow', () => {
  it('starts at the kind step with nothing chosen, the kind chosen already when only one is offered', () => {
    const flow = startBooking(window);
    expect(flow).toMatchObject({ step: 'kind', kind: null, date: null, slot: null, detailsChecked: false });
    expect(flow.details).toMatchObject({ countryCode: '+44', partySize: 1, agreedToTerms: false, message: '' });
    expect(startBooking({ ...window, kinds: ['video-call'] }).kind).toBe('video-call');
  });

  it('walks kind → day → time → details → confirm → done', () => {
    let flow = startBooking(window);
    flow = chooseKind(flow, 'video-call', window);
    expect(flow.step).toBe('kind');
    flow = next(flow);
    expect(flow.step).toBe('day');
    flow = chooseDay(flow, '2026-11-23', window);
    expect(flow).toMatchObject({ step: 'time', date: '2026-11-23', slot: null });
    flow = chooseSlot(flow, monday1000, window);
    expect(flow).toMatchObject({ step: 'details', slot: monday1000 });
    flow = updateDetails(flow, filledDetails);
    expect(flow.step).toBe('details');
    flow = checkDetails(flow);
    expect(flow.step).toBe('confirm');
    flow = beginSending(flow, 'key-1');
    expect(flow).toMatchObject({ sending: true, attemptKey: 'key-1' });
    flow = bookingConfirmed(flow, booked);
    expect(flow).toMatchObject({ step: 'done', sending: false, booked });
  });

  it('does not move on from a step that is not filled in', () => {
    const start = startBooking(window);
    expect(next(start).step).toBe('kind');
    const onDay = next(chooseKind(start, 'in-person', window));
    expect(next(onDay).step).toBe('day');
    expect(checkDetails(onDay).step).toBe('day');
    expect(checkDetails(onDay).detailsChecked).toBe(false);
  });

  it('refuses a kind that is not offered, a day without free times and a time that is not free', () => {
    const start = startBooking({ ...window, kinds: ['in-person'] });
    expect(chooseKind(start, 'video-call', { ...window, kinds: ['in-person'] })).toBe(start);
    const onDay = next(chooseKind(startBooking(window), 'in-person', window));
    expect(chooseDay(onDay, '2026-11-24', window)).toBe(onDay);
    expect(chooseDay(onDay, '2026-11-29', window)).toBe(onDay);
    expect(chooseDay(onDay, '2026-12-25', window)).toBe(onDay);
    const onTime = chooseDay(onDay, '2026-11-23', window);
    expect(chooseSlot(onTime, slot('2026-11-23', '16:00'), window)).toBe(onTime);
  });

  it('a new day clears the time chosen on another; the same day keeps it', () => {
    const flow = atConfirm();
    const sameDay = chooseDay(goTo(flow, 'day'), '2026-11-23', window);
    expect(sameDay).toMatchObject({ step: 'time', slot: monday0930 });
    const otherDay = chooseDay(goTo(flow, 'day'), '2026-11-25', window);
    expect(otherDay).toMatchObject({ step: 'time', date: '2026-11-25', slot: null, detailsChecked: true });
    expect(furthestStep(otherDay)).toBe('time');
    // Going forward again is held at the time step until a time is chosen, then back to the summary.
    expect(goTo(otherDay, 'confirm').step).toBe('time');
    expect(chooseSlot(otherDay, wednesday1100, window).step).toBe('confirm');
  });

  it('a new kind keeps the day and time when they still fit the window, and drops those that do not', () => {
    const flow = atConfirm();
    const changed = chooseKind(goTo(flow, 'kind'), 'video-call', window);
    expect(changed).toMatchObject({ kind: 'video-call', date: '2026-11-23', slot: monday0930 });
    // The window changed meanwhile: Monday filled up.
    const later: BookingWindow = { ...window, days: [day('2026-11-23', 'full'), ...window.days.slice(1)] };
    const refitted = chooseKind(goTo(flow, 'kind'), 'video-call', later);
    expect(refitted).toMatchObject({ kind: 'video-call', date: null, slot: null, step: 'kind' });
  });

  it('back goes to the previous step, never before the first, and not out of done', () => {
    const flow = atConfirm();
    expect(back(flow).step).toBe('details');
    expect(back(back(flow)).step).toBe('time');
    expect(back(startBooking(window)).step).toBe('kind');
    const done = bookingConfirmed(beginSending(flow, 'k'), booked);
    expect(back(done).step).toBe('done');
  });

  it('shows a step no further than what is filled in, and done only once booked', () => {
    const start = startBooking(window);
    expect(goTo(start, 'confirm').step).toBe('kind');
    expect(goTo(start, 'done').step).toBe('kind');
    const flow = atConfirm();
    expect(goTo(flow, 'done').step).toBe('confirm');
    expect(goTo(flow, 'day').step).toBe('day');
    const done = bookingConfirmed(beginSending(flow, 'k'), booked);
    expect(goTo(done, 'kind').step).toBe('done');
  });

  it('reads a step from an address, and nothing else', () => {
    expect(parseBookingStep('time')).toBe('time');
    expect(parseBookingStep('Time')).toBeNull();
    expect(parseBookingStep(null)).toBeNull();
    expect(parseBookingStep('toString')).toBeNull();
  });

  it('changing the details asks for them to be checked again, and the summary waits for that', () => {
    const flow = atConfirm();
    const edited = updateDetails(goTo(flow, 'details'), { name: 'Ada King' });
    expect(edited).toMatchObject({ detailsChecked: false, details: { name: 'Ada King', email: 'ada@example.com' } });
    expect(goTo(edited, 'confirm').step).toBe('details');
    expect(checkDetails(edited).step).toBe('confirm');
  });

  it('one key per attempt: a retry reuses it, a change makes a new attempt', () => {
    let flow = beginSending(atConfirm(), 'key-1');
    flow = bookingRefused(flow, 'We could not reach our server.', {});
    expect(flow).toMatchObject({ step: 'confirm', sending: false, attemptKey: 'key-1' });
    expect(flow.refusal?.message).toBe('We could not reach our server.');
    flow = beginSending(flow, 'key-2');
    expect(flow.attemptKey).toBe('key-1');
    flow = bookingRefused(flow, 'Try again', {});
    const changed = checkDetails(updateDetails(goTo(flow, 'details'), { partySize: 3 }));
    expect(changed.attemptKey).toBeNull();
    expect(beginSending(changed, 'key-3').attemptKey).toBe('key-3');
  });

  it('sends only from the summary, once at a time', () => {
    const onTime = goTo(atConfirm(), 'time');
    expect(beginSending(onTime, 'k')).toBe(onTime);
    const sending = beginSending(atConfirm(), 'k');
    expect(beginSending(sending, 'other')).toBe(sending);
    // Nothing changes while the booking is on its way.
    expect(back(sending)).toBe(sending);
    expect(chooseKind(sending, 'video-call', window)).toBe(sending);
    expect(updateDetails(sending, { name: 'X' })).toBe(sending);
  });

  it('a time that filled meanwhile returns to the time step with the alternatives offered', () => {
    const alternatives = [monday1000, wednesday1100];
    const flow = slotTaken(beginSending(atConfirm(), 'key-1'), 'That time has just filled up.', alternatives);
    expect(flow).toMatchObject({
      step: 'time',
      sending: false,
      slot: null,
      date: '2026-11-23',
      attemptKey: null,
      detailsChecked: true,
      taken: { message: 'That time has just filled up.', alternatives },
    });
    // An alternative on another day is taken as it is, and leads straight back to the summary.
    const chosen = chooseSlot(flow, wednesday1100, { ...window, days: [] });
    expect(chosen).toMatchObject({ step: 'confirm', date: '2026-11-25', slot: wednesday1100, taken: null });
  });

  it('a refusal naming fields goes back to the earliest step they belong to', () => {
    const sending = beginSending(atConfirm(), 'k');
    const details = bookingRefused(sending, 'Please check', { email: 'Enter your email address.' });
    expect(details).toMatchObject({ step: 'details', detailsChecked: false });
    expect(details.refusal?.fields).toEqual({ email: 'Enter your email address.' });
    const time = bookingRefused(sending, 'Please check', { start: 'Choose a time.', name: 'Enter your name.' });
    expect(time).toMatchObject({ step: 'time', slot: null });
    const kind = bookingRefused(sending, 'Please check', { kind: 'Choose a kind.' });
    expect(kind).toMatchObject({ step: 'kind', kind: null });
    // A changed field's message goes.
    const edited = updateDetails(details, { email: 'ada@example.org' });
    expect(edited.refusal?.fields).toEqual({});
  });

  it('fits itself to a new window: a day or time no longer free is dropped, a place count refreshed', () => {
    const flow = atConfirm();
    const fewer: BookingWindow = {
      ...window,
      days: [{ ...day('2026-11-23', 'open', ['10:00']), slots: [slot('2026-11-23', '09:30', 1), monday1000] }],
    };
    expect(reconcile(flow, fewer)).toMatchObject({ step: 'confirm', slot: { remaining: 1 } });
    const gone: BookingWindow = { ...window, days: [day('2026-11-23', 'open', ['10:00'])] };
    expect(reconcile(flow, gone)).toMatchObject({ step: 'time', date: '2026-11-23', slot: null });
    const full: BookingWindow = { ...window, days: [day('2026-11-23', 'full')] };
    expect(reconcile(flow, full)).toMatchObject({ step: 'day', date: null, slot: null });
    const noKind: BookingWindow = { ...window, kinds: ['video-call'] };
    expect(reconcile(flow, noKind)).toMatchObject({ step: 'kind', kind: null });
    const done = bookingConfirmed(beginSending(flow, 'k'), booked);
    expect(reconcile(done, full)).toBe(done);
  });
});
