// Model-based test of a tenancy option's stock under holds, confirmations, payments, expiries,
// releases and cancellations (STYLE 8): the model is each reservation's status and hold expiry;
// rooms available must always be the starting stock less the reservations that hold a room, and
// never below zero.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdMs, type ReservationStatus } from '../../../src/domain/reservations/reservation';
import { aConfirmation, anOption, reservationsUnderTest } from '../../support/reservation-fixture';

const stock = 3;
type Under = ReturnType<typeof reservationsUnderTest>;
interface Model {
  readonly entries: { reference: string; token: string; status: ReservationStatus; expiresAt: number }[];
}
const holding = (s: ReservationStatus) => s === 'held' || s === 'awaiting_payment' || s === 'paid';

async function check(model: Model, under: Under) {
  const rooms = (await under.repository.findOption(anOption().tenancyOptionId))?.roomsAvailable ?? -1;
  expect(rooms).toBeGreaterThanOrEqual(0);
  expect(rooms).toBe(stock - model.entries.filter((e) => holding(e.status)).length);
  for (const e of model.entries) expect((await under.repository.find(e.reference))?.reservation.status).toBe(e.status);
}

class Hold implements fc.AsyncCommand<Model, Under> {
  check = () => true;
  async run(model: Model, under: Under) {
    const answer = await under.reservations.start(anOption().tenancyOptionId, randomUUID());
    const taken = model.entries.filter((e) => holding(e.status)).length;
    if (taken >= stock) expect(answer).toMatchObject({ ok: false, reason: 'sold_out' });
    else {
      if (!answer.ok) throw new Error(answer.message);
      model.entries.push({
        reference: answer.reservation.reference,
        token: answer.token,
        status: 'held',
        expiresAt: under.time.now() + holdMs,
      });
    }
    await check(model, under);
  }
  toString = () => 'hold';
}

class Confirm implements fc.AsyncCommand<Model, Under> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.entries.length > 0;
  async run(model: Model, under: Under) {
    const e = model.entries[this.pick % model.entries.length] as Model['entries'][number];
    const answer = await under.reservations.confirm(e.reference, e.token, aConfirmation());
    if (e.status === 'held' && under.time.now() < e.expiresAt) {
      expect(answer.ok).toBe(true);
      e.status = 'awaiting_payment';
    } else if (e.status === 'held' || e.status === 'expired')
      expect(answer).toMatchObject({ ok: false, reason: 'expired' });
    await check(model, under);
  }
  toString = () => `confirm(${this.pick})`;
}

class Pay implements fc.AsyncCommand<Model, Under> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.entries.length > 0;
  async run(model: Model, under: Under) {
    const e = model.entries[this.pick % model.entries.length] as Model['entries'][number];
    const outcome = await under.repository.confirmPayment(e.reference, under.time.now(), () => []);
    const taken = model.entries.filter((x) => holding(x.status)).length;
    if (e.status === 'held' || e.status === 'awaiting_payment') e.status = 'paid';
    else if (e.status === 'expired' && taken < stock) e.status = 'paid';
    expect(outcome.outcome === 'paid' || outcome.outcome === 'already_paid').toBe(e.status === 'paid');
    await check(model, under);
  }
  toString = () => `pay(${this.pick})`;
}

class Cancel implements fc.AsyncCommand<Model, Under> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.entries.length > 0;
  async run(model: Model, under: Under) {
    const e = model.entries[this.pick % model.entries.length] as Model['entries'][number];
    await under.reservations.cancel(e.reference, e.token);
    if (holding(e.status)) e.status = 'cancelled';
    await check(model, under);
  }
  toString = () => `cancel(${this.pick})`;
}

class Release implements fc.AsyncCommand<Model, Under> {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.entries.length > 0;
  async run(model: Model, under: Under) {
    const e = model.entries[this.pick % model.entries.length] as Model['entries'][number];
    const released = await under.reservations.release(e.reference, e.token);
    expect(released).toBe(e.status === 'held');
    if (e.status === 'held') e.status = 'cancelled';
    await check(model, under);
  }
  toString = () => `release(${this.pick})`;
}

class Wait implements fc.AsyncCommand<Model, Under> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, under: Under) {
    under.time.advance(this.ms);
    await under.reservations.expireHolds();
    for (const e of model.entries) if (e.status === 'held' && under.time.now() >= e.expiresAt) e.status = 'expired';
    await check(model, under);
  }
  toString = () => `wait(${this.ms})`;
}

describe('a tenancy option stock under holds, confirmations, payments, expiries and cancellations', () => {
  it('always equals the starting stock less the reservations holding a room', async () => {
    const pick = fc.nat(20);
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc.constant(new Hold()),
            pick.map((p) => new Confirm(p)),
            pick.map((p) => new Pay(p)),
            pick.map((p) => new Cancel(p)),
            pick.map((p) => new Release(p)),
            fc.integer({ min: 1, max: 2 * holdMs }).map((ms) => new Wait(ms)),
          ],
          { maxCommands: 40 },
        ),
        async (commands) => {
          const under = reservationsUnderTest({ options: [anOption({ roomsAvailable: stock })] });
          await fc.asyncModelRun(() => ({ model: { entries: [] }, real: under }), commands);
        },
      ),
      { numRuns: 150 },
    );
  });
});
