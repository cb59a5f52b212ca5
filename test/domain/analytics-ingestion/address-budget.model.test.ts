// Model-based test of the per-address event budget (STYLE 8). The model is a log of the uploads
// taken (address, when, how many events). An upload must wait when its address would go past the
// budget in the current window, or when the address is new to the window and the window already
// counts as many addresses as it may; it waits until the window turns. A refusal costs nothing,
// and only uploads taken (spent) count. Commands: an upload from one of a few addresses, time passing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AddressBudgetSettings, addressWait } from '../../../src/domain/analytics-ingestion/address-budget';
import { WindowCounts, windowOf as windowAt } from '../../../src/domain/analytics-ingestion/window-counts';

const settings: AddressBudgetSettings = { eventsPerWindow: 10, windowMs: 10_000, maxAddresses: 3 };

interface Model {
  now: number;
  log: { address: string; at: number; count: number }[];
}
interface Real {
  now: number;
  budget: ReturnType<typeof newBudget>;
}

const windowOf = (at: number) => Math.floor(at / settings.windowMs);

/** The rule over one process's counts, as IngestUpload uses it: ask, and add only what was taken. */
function newBudget() {
  const counts = new WindowCounts();
  const window = (now: number) => windowAt(now, settings.windowMs);
  return {
    waitFor: (address: string, count: number, now: number) =>
      addressWait(settings, counts.view(window(now), [address]), address, count, now),
    spend: (address: string, count: number, now: number) => counts.add(window(now), new Map([[address, count]])),
  };
}

class Upload implements fc.Command<Model, Real> {
  constructor(
    readonly address: string,
    readonly count: number,
    /** Whether the upload, once allowed, is taken (other checks may still refuse it). */
    readonly taken: boolean,
  ) {}
  check = () => true;
  run(model: Model, real: Real) {
    const current = model.log.filter((l) => windowOf(l.at) === windowOf(model.now));
    const used = current.filter((l) => l.address === this.address).reduce((n, l) => n + l.count, 0);
    const addresses = new Set(current.map((l) => l.address));
    const full = !addresses.has(this.address) && addresses.size >= settings.maxAddresses;
    const refused = full || used + this.count > settings.eventsPerWindow;
    const windowEnd = (windowOf(model.now) + 1) * settings.windowMs;

    const wait = real.budget.waitFor(this.address, this.count, real.now);
    expect(wait).toBe(refused ? windowEnd - model.now : 0);
    if (refused || !this.taken) return;
    real.budget.spend(this.address, this.count, real.now);
    model.log.push({ address: this.address, at: model.now, count: this.count });
  }
  toString = () => `upload(${this.address}, ${this.count}${this.taken ? '' : ', not taken'})`;
}

class Wait implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    model.now += this.ms;
    real.now += this.ms;
  }
  toString = () => `wait(${this.ms})`;
}

describe('per-address event budget (model-based)', () => {
  it('makes exactly the uploads the model refuses wait, until the window turns', () => {
    fc.assert(
      fc.property(
        fc.commands(
          [
            fc
              .tuple(
                fc.constantFrom('192.0.2.1', '192.0.2.2', '192.0.2.3', '2001:db8::1', '2001:db8::2'),
                fc.integer({ min: 1, max: 8 }),
                fc.boolean(),
              )
              .map(([address, count, taken]) => new Upload(address, count, taken)),
            fc.integer({ min: 0, max: 12_000 }).map((ms) => new Wait(ms)),
          ],
          { maxCommands: 40 },
        ),
        fc.integer({ min: 0, max: 10 * settings.windowMs }),
        (commands, start) => {
          const now = Date.UTC(2026, 8, 1) + start;
          fc.modelRun(() => ({ model: { now, log: [] }, real: { now, budget: newBudget() } }), commands);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('forgets the last window’s addresses when the window turns', () => {
    const budget = newBudget();
    for (const address of ['a', 'b', 'c']) budget.spend(address, 10, 0);
    expect(budget.waitFor('a', 1, 2_500)).toBe(7_500);
    expect(budget.waitFor('d', 1, 2_500)).toBe(7_500);
    expect(budget.waitFor('d', 10, settings.windowMs)).toBe(0);
    expect(budget.waitFor('a', 10, settings.windowMs)).toBe(0);
  });
});
