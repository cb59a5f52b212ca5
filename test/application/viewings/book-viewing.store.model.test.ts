// Model-based test of the booking store (STYLE 8): the model is whether the window is loaded, the
// time chosen, the times other visitors filled, whether the connection is up and what was booked.
// Each command runs on the real store over the memory viewing client and checks it against the
// model; no refusal makes the store ask for the free times again (the fresh window comes with it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryViewingClient } from '../../../src/adapters/memory/memory-viewing-client.adapter';
import { BookViewingStore } from '../../../src/application/viewings/book-viewing.store';
import {
  checkDetails,
  chooseDay,
  chooseKind,
  chooseSlot,
  goTo,
  updateDetails,
} from '../../../src/domain/viewings/booking-flow';
import type { Slot } from '../../../src/domain/viewings/viewing';
import { availabilityFor, squareGardensPlace } from '../../support/viewing-fixture';

interface Model {
  loaded: boolean;
  online: boolean;
  chosen: string | null;
  filled: Set<string>;
  /** The filled times the store has heard of: those filled when the server last sent the window. */
  seen: Set<string>;
  booked: string | null;
  /** Availability calls made so far. */
  asked: number;
}
interface Real {
  client: MemoryViewingClient;
  store: BookViewingStore;
  availabilityCalls: () => number;
}

const slug = squareGardensPlace.slug;
const slots: readonly Slot[] = availabilityFor(squareGardensPlace)
  .days.flatMap((d) => (d.status === 'open' ? d.slots : []))
  .slice(0, 5);
const details = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  countryCode: '+44',
  phone: '7700 900123',
  agreedToTerms: true,
};

function expectSame(model: Model, real: Real) {
  const { availability, flow } = real.store.state;
  expect(availability.status).toBe(model.loaded ? 'ready' : availability.status === 'error' ? 'error' : 'loading');
  expect(flow.booked?.start ?? null).toBe(model.booked);
  if (model.booked) expect(flow.step).toBe('done');
  expect(flow.sending).toBe(false);
  expect(real.availabilityCalls()).toBe(model.asked);
  if (availability.status === 'ready' && !model.booked) {
    // The window shown never offers a time filled before the server last sent it.
    const free = availability.value.days.flatMap((d) => d.slots.map((s) => s.start));
    for (const start of model.seen) expect(free).not.toContain(start);
  }
}

class Load implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    model.asked += 1;
    await real.store.load();
    if (model.online) {
      model.loaded = true;
      model.seen = new Set(model.filled);
    } else {
      model.loaded = false;
      expect(real.store.state.availability).toMatchObject({ status: 'error' });
    }
    expectSame(model, real);
  }
  toString = () => 'load';
}

class Choose implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly index: number) {}
  check = (model: Readonly<Model>) => model.loaded && model.booked === null;
  async run(model: Model, real: Real) {
    const { availability, flow } = real.store.state;
    if (availability.status !== 'ready') throw new Error('loaded in the model');
    const span = availability.value;
    const slot = slots[this.index] as Slot;
    const free = span.days.some((d) => d.slots.some((s) => s.start === slot.start));
    real.store.apply(flow, (f) =>
      goTo(
        checkDetails(
          updateDetails(chooseSlot(chooseDay(chooseKind(f, 'in-person', span), slot.date, span), slot, span), details),
        ),
        'confirm',
      ),
    );
    const chosen = real.store.state.flow;
    if (free) {
      model.chosen = slot.start;
      expect(chosen.slot?.start).toBe(slot.start);
      expect(chosen.step).toBe('confirm');
    } else {
      // A filled time cannot be chosen; what was chosen before, if still free, stays.
      expect(chosen.slot?.start ?? null).not.toBe(slot.start);
      model.chosen = chosen.slot?.start ?? null;
    }
    expectSame(model, real);
  }
  toString = () => `choose ${this.index}`;
}

class OthersFill implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly index: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const slot = slots[this.index] as Slot;
    if (model.booked !== slot.start) {
      real.client.fill(slug, slot.start);
      model.filled.add(slot.start);
    }
    // The store learns of it only from the server's next answer.
  }
  toString = () => `others fill ${this.index}`;
}

class Connection implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly online: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.online = this.online;
    if (this.online) real.client.accept();
    else real.client.refuse({ ok: false, reason: 'try_again', message: 'We could not reach our server.' });
  }
  toString = () => (this.online ? 'online' : 'offline');
}

class Book implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const before = real.client.requests.length;
    const { flow } = real.store.state;
    const move = await real.store.book(goTo(flow, 'confirm'), '');
    const after = real.store.state.flow;
    const sendable = model.loaded && model.booked === null && model.chosen !== null && flow.slot !== null;
    if (!sendable) {
      expect(move).toBeNull();
      expect(real.client.requests.length).toBe(before);
    } else if (!model.online) {
      expect(move).toBeNull();
      expect(after.refusal?.message).toBe('We could not reach our server.');
      // Nothing typed is lost: the same time, ready to send again under the same key.
      expect(after.slot?.start).toBe(model.chosen);
      expect(after.attemptKey).toBe(real.client.requests.at(-1)?.idempotencyKey);
    } else if (model.filled.has(model.chosen as string)) {
      expect(move).toMatchObject({ replace: true });
      expect(after.taken?.alternatives.map((s) => s.start)).not.toContain(model.chosen);
      expect(after.slot).toBeNull();
      model.chosen = null;
      // The window as it is now came with the refusal.
      model.seen = new Set(model.filled);
    } else {
      expect(move).toMatchObject({ step: 'done', replace: false, booked: { email: details.email } });
      model.booked = model.chosen;
    }
    expectSame(model, real);
  }
  toString = () => 'book';
}

function setUp(): Real {
  const client = new MemoryViewingClient([availabilityFor(squareGardensPlace)]);
  let calls = 0;
  const counted = Object.assign(Object.create(client) as MemoryViewingClient, {
    availability: (s: string) => {
      calls += 1;
      return client.availability(s);
    },
  });
  let key = 0;
  const store = new BookViewingStore(counted, slug, {
    newAttemptKey: () => `00000000-0000-4000-8000-${String(++key).padStart(12, '0')}`,
    detailProblems: () => ({}),
  });
  return { client, store, availabilityCalls: () => calls };
}

const commands = [
  fc.constant(new Load()),
  fc.integer({ min: 0, max: slots.length - 1 }).map((i) => new Choose(i)),
  fc.integer({ min: 0, max: slots.length - 1 }).map((i) => new OthersFill(i)),
  fc.boolean().map((online) => new Connection(online)),
  fc.constant(new Book()),
];

describe('BookViewingStore, model-based', () => {
  it('loads, chooses, books once, and meets filled times and lost connections with what comes next', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const model: Model = {
          loaded: false,
          online: true,
          chosen: null,
          filled: new Set(),
          seen: new Set(),
          booked: null,
          asked: 0,
        };
        await fc.asyncModelRun(() => ({ model, real: setUp() }), cmds);
      }),
      { numRuns: 150 },
    );
  });
});
