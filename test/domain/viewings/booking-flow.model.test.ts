// Model-based test of the booking flow (STYLE 8): the model is a handful of plain fields (the
// kind, the day, the start of the time chosen, whether the details are checked, the step as a
// number); each command applies one transition to the real flow and checks it against the model,
// and that the step shown is never ahead of what is filled in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookingFlow,
  type BookingWindow,
  back,
  beginSending,
  bookingConfirmed,
  bookingRefused,
  bookingSteps,
  checkDetails,
  chooseDay,
  chooseKind,
  chooseSlot,
  furthestStep,
  goTo,
  next,
  reconcile,
  slotTaken,
  startBooking,
  updateDetails,
} from '../../../src/domain/viewings/booking-flow';
import type { Slot, ViewingDay, ViewingKind } from '../../../src/domain/viewings/viewing';

const slot = (date: string, time: string): Slot => ({
  start: `${date}T${time}:00.000Z`,
  end: `${date}T${time.slice(0, 3)}30:00.000Z`,
  date,
  time,
  remaining: 1,
});
const day = (date: string, status: ViewingDay['status'], times: string[] = []): ViewingDay => ({
  date,
  weekday: 1,
  status,
  slots: times.map((t) => slot(date, t)),
});

/** Two windows: the first as the page loaded it, the second after some times filled up. */
const windows: readonly BookingWindow[] = [
  {
    kinds: ['in-person', 'video-call'],
    days: [
      day('2026-11-23', 'open', ['09:00', '10:00']),
      day('2026-11-24', 'full'),
      day('2026-11-25', 'open', ['11:00']),
      day('2026-11-26', 'closed'),
    ],
  },
  {
    kinds: ['in-person'],
    days: [
      day('2026-11-23', 'open', ['10:00']),
      day('2026-11-24', 'full'),
      day('2026-11-25', 'full'),
      day('2026-11-26', 'closed'),
    ],
  },
];
const alternatives = [slot('2026-11-27', '12:00'), slot('2026-11-23', '10:00')];
const everySlot = [
  ...new Map(
    [...windows.flatMap((w) => w.days.flatMap((d) => d.slots)), ...alternatives, slot('2026-11-24', '09:00')].map(
      (s) => [s.start, s],
    ),
  ).values(),
];
const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

interface Model {
  window: BookingWindow;
  kind: ViewingKind | null;
  date: string | null;
  slot: string | null;
  checked: boolean;
  step: number;
  sending: boolean;
  booked: boolean;
  key: string | null;
  alternatives: string[];
}
interface Real {
  flow: BookingFlow;
}

const freeIn = (w: BookingWindow, date: string | null, start: string | null) =>
  w.days.some((d) => d.date === date && d.status === 'open' && d.slots.some((s) => s.start === start));
const openIn = (w: BookingWindow, date: string | null) =>
  w.days.some((d) => d.date === date && d.status === 'open' && d.slots.length > 0);
const furthest = (m: Model) => (m.booked ? 5 : !m.kind ? 0 : !m.date ? 1 : !m.slot ? 2 : !m.checked ? 3 : 4);
const locked = (m: Model) => m.sending || m.booked;

/** Drops what no longer fits the model's window; a change is a new attempt. */
function refitModel(m: Model) {
  const before = [m.kind, m.date, m.slot].join();
  if (m.kind && !m.window.kinds.includes(m.kind)) m.kind = null;
  if (!openIn(m.window, m.date)) m.date = null;
  if (m.slot && !freeIn(m.window, m.date, m.slot)) m.slot = null;
  if ([m.kind, m.date, m.slot].join() !== before) m.key = null;
  m.step = Math.min(m.step, furthest(m));
}

function check(m: Model, r: Real) {
  const f = r.flow;
  expect({
    kind: f.kind,
    date: f.date,
    slot: f.slot?.start ?? null,
    checked: f.detailsChecked,
    step: f.step,
    sending: f.sending,
    booked: f.booked !== null,
    key: f.attemptKey,
  }).toEqual({
    kind: m.kind,
    date: m.date,
    slot: m.slot,
    checked: m.checked,
    step: bookingSteps[m.step],
    sending: m.sending,
    booked: m.booked,
    key: m.key,
  });
  // The step shown is never ahead of what is filled in; a time is always on the day chosen.
  expect(bookingSteps.indexOf(f.step)).toBeLessThanOrEqual(bookingSteps.indexOf(furthestStep(f)));
  if (f.slot) expect(f.slot.date).toBe(f.date);
  expect(f.step === 'done').toBe(f.booked !== null);
}

type Command = fc.Command<Model, Real>;

class ChooseKind implements Command {
  constructor(private readonly kind: ViewingKind) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = chooseKind(r.flow, this.kind, m.window);
    if (!locked(m) && m.window.kinds.includes(this.kind) && m.kind !== this.kind) {
      m.kind = this.kind;
      m.key = null;
      refitModel(m);
    }
    check(m, r);
  }
  toString = () => `chooseKind(${this.kind})`;
}

class ChooseDay implements Command {
  constructor(private readonly date: string) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = chooseDay(r.flow, this.date, m.window);
    if (!locked(m) && m.kind && openIn(m.window, this.date)) {
      if (this.date !== m.date) {
        m.slot = null;
        m.key = null;
      }
      m.date = this.date;
      m.alternatives = [];
      m.step = 2;
    }
    check(m, r);
  }
  toString = () => `chooseDay(${this.date})`;
}

class ChooseSlot implements Command {
  constructor(private readonly slot: Slot) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = chooseSlot(r.flow, this.slot, m.window);
    const offered = freeIn(m.window, this.slot.date, this.slot.start) || m.alternatives.includes(this.slot.start);
    if (!locked(m) && m.kind && offered) {
      if (this.slot.start !== m.slot) m.key = null;
      m.date = this.slot.date;
      m.slot = this.slot.start;
      m.alternatives = [];
      m.step = furthest(m);
    }
    check(m, r);
  }
  toString = () => `chooseSlot(${this.slot.start})`;
}

class EditDetails implements Command {
  constructor(private readonly name: string) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = updateDetails(r.flow, { name: this.name });
    if (!locked(m)) {
      m.checked = false;
      m.key = null;
      m.step = Math.min(m.step, furthest(m));
    }
    check(m, r);
  }
  toString = () => `editDetails(${this.name})`;
}

class CheckDetails implements Command {
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = checkDetails(r.flow);
    if (!locked(m) && m.slot) {
      m.checked = true;
      m.step = Math.min(4, furthest(m));
    }
    check(m, r);
  }
  toString = () => 'checkDetails';
}

class Next implements Command {
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = next(r.flow);
    if (!m.sending && m.step < 5) m.step = m.booked ? 5 : Math.min(m.step + 1, furthest(m));
    check(m, r);
  }
  toString = () => 'next';
}

class Back implements Command {
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = back(r.flow);
    if (!locked(m)) m.step = Math.max(0, m.step - 1);
    check(m, r);
  }
  toString = () => 'back';
}

/** The address names a step (Back and Forward in the browser, a typed address). */
class GoTo implements Command {
  constructor(private readonly step: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = goTo(r.flow, bookingSteps[this.step] ?? 'kind');
    if (!m.sending) m.step = m.booked ? 5 : Math.min(this.step, furthest(m));
    check(m, r);
  }
  toString = () => `goTo(${bookingSteps[this.step]})`;
}

class Send implements Command {
  constructor(private readonly key: string) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.flow = beginSending(r.flow, this.key);
    if (!locked(m) && m.step === 4 && furthest(m) === 4) {
      m.sending = true;
      m.key ??= this.key;
    }
    check(m, r);
  }
  toString = () => `send(${this.key})`;
}

type Outcome = 'booked' | 'taken' | 'try-again' | 'invalid-email';

/** The server answers the booking on its way. */
class Answer implements Command {
  constructor(private readonly outcome: Outcome) {}
  check = (m: Readonly<Model>) => m.sending;
  run(m: Model, r: Real) {
    const f = r.flow;
    m.sending = false;
    switch (this.outcome) {
      case 'booked':
        r.flow = bookingConfirmed(f, {
          reference: 'VW-7K3P9Q',
          manageUrl: '/viewing-detail?ref=VW-7K3P9Q&token=t',
          kind: f.kind ?? 'in-person',
          start: f.slot?.start ?? '',
          end: f.slot?.end ?? '',
          date: f.date ?? '',
          time: f.slot?.time ?? '',
        });
        m.booked = true;
        m.step = 5;
        break;
      case 'taken':
        r.flow = slotTaken(f, 'That time has just filled up.', alternatives);
        m.slot = null;
        m.key = null;
        m.alternatives = alternatives.map((a) => a.start);
        m.step = furthest(m);
        break;
      case 'try-again':
        // The same attempt: its key is kept for the retry.
        r.flow = bookingRefused(f, 'Please try again.', {});
        break;
      case 'invalid-email':
        r.flow = bookingRefused(f, 'Please check the highlighted fields.', { email: 'Enter your email address.' });
        m.checked = false;
        m.step = 3;
        break;
    }
    check(m, r);
  }
  toString = () => `answer(${this.outcome})`;
}

/** The page loads the availability again (after a 409, or a while later). */
class Refit implements Command {
  constructor(private readonly index: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    const window = windows[this.index] ?? windows[0];
    if (!window) throw new Error('no window');
    r.flow = reconcile(r.flow, window);
    if (!locked(m)) {
      m.window = window;
      refitModel(m);
    }
    check(m, r);
  }
  toString = () => `refit(window ${this.index})`;
}

const commands = [
  fc.constantFrom<ViewingKind>('in-person', 'video-call').map((k) => new ChooseKind(k)),
  fc.constantFrom(...dates).map((d) => new ChooseDay(d)),
  fc.constantFrom(...everySlot).map((s) => new ChooseSlot(s)),
  fc.constantFrom('Ada', 'Grace').map((n) => new EditDetails(n)),
  fc.constant(new CheckDetails()),
  fc.constant(new Next()),
  fc.constant(new Back()),
  fc.integer({ min: 0, max: 5 }).map((s) => new GoTo(s)),
  fc.constantFrom('key-a', 'key-b').map((k) => new Send(k)),
  fc.constantFrom<Outcome>('booked', 'taken', 'try-again', 'invalid-email').map((o) => new Answer(o)),
  fc.integer({ min: 0, max: 1 }).map((i) => new Refit(i)),
];

describe('the booking flow against its model', () => {
  it('agrees with the model over any sequence of choices, steps and answers', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60, size: 'max' }), (cmds) => {
        const window = windows[0] as BookingWindow;
        const model: Model = {
          window,
          kind: null,
          date: null,
          slot: null,
          checked: false,
          step: 0,
          sending: false,
          booked: false,
          key: null,
          alternatives: [],
        };
        fc.modelRun(() => ({ model, real: { flow: startBooking(window) } }), cmds);
      }),
      { numRuns: 300 },
    );
  });
});
