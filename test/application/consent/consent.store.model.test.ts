// Model-based test of the consent store (STYLE 8). The model holds the decision (or none), whether
// the banner shows and why, how long since the page loaded, what the device holds (the record, the
// spec flag) and what the server's consent log has received. A device may start with the flag alone
// (the site Digs replaces stored nothing else): that is a decision, true accepting all, false
// rejecting all. Commands: time passing, accept all, reject all, choose, reopening from "Cookie
// settings" and closing it, another tab writing (a decision, garbage, or the flag alone), a reload,
// and the consent log going down or up.
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import { ConsentStore } from '../../../src/application/consent/consent.store';
import {
  BANNER_DELAY_MS,
  CONSENT_FLAG_KEY,
  CONSENT_RECORD_KEY,
  type ConsentChoice,
  decideConsent,
  readStoredConsent,
  storedConsentText,
} from '../../../src/domain/consent/consent';
import type { ConsentRecorder } from '../../../src/ports/consent-recorder.port';

class FakeRecorder implements ConsentRecorder {
  up = true;
  readonly received: ConsentChoice[] = [];
  async record(choice: ConsentChoice): Promise<void> {
    if (!this.up) throw new Error('consent log unreachable');
    this.received.push(choice);
  }
}

interface Model {
  decision: { analytics: boolean; replay: boolean } | null;
  banner: 'hidden' | 'auto' | 'settings';
  /** Milliseconds since this page loaded; null once the delayed banner has had its turn. */
  sinceLoad: number | null;
  /** The last decision the server has been told of. */
  logged: { analytics: boolean; replay: boolean } | null;
  /** Whether the device holds a record (readable or not), and its spec flag as stored. */
  record: boolean;
  flag: string | null;
}

/** The rule under test, as the model knows it: with no record, the flag alone decides. */
const fromFlag = (flag: string | null) =>
  flag === 'true' ? { analytics: true, replay: true } : flag === 'false' ? { analytics: false, replay: false } : null;
interface Real {
  time: ManualTime;
  storage: MemoryKeyValueStorage;
  recorder: FakeRecorder;
  store: ConsentStore;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let ids = 0;
const newStore = (real: Omit<Real, 'store'>) =>
  new ConsentStore(real.storage, real.time, real.time, () => `device-${++ids}`, real.recorder);

async function expectSame(model: Model, real: Real) {
  await settle();
  const choice = real.store.current();
  expect(choice && { analytics: choice.analytics, replay: choice.replay }).toEqual(model.decision);
  expect(await firstValueFrom(real.store.granted$('analytics'))).toBe(model.decision?.analytics ?? false);
  expect(await firstValueFrom(real.store.granted$('replay'))).toBe(model.decision?.replay ?? false);
  expect(await firstValueFrom(real.store.banner$)).toBe(model.banner);
  expect(real.storage.read(CONSENT_FLAG_KEY)).toBe(model.flag);
  const last = real.recorder.received.at(-1);
  expect(last ? { analytics: last.analytics, replay: last.replay } : null).toEqual(model.logged);
}

function decided(model: Model, decision: { analytics: boolean; replay: boolean }, recorderUp: boolean) {
  model.decision = { analytics: decision.analytics, replay: decision.analytics && decision.replay };
  model.banner = 'hidden';
  model.record = true;
  model.flag = String(model.decision.analytics);
  if (recorderUp) model.logged = model.decision;
}

class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.time.advance(this.ms);
    if (model.sinceLoad !== null) {
      model.sinceLoad += this.ms;
      if (model.sinceLoad >= BANNER_DELAY_MS) {
        model.sinceLoad = null;
        if (model.decision === null && model.banner === 'hidden') model.banner = 'auto';
      }
    }
    await expectSame(model, real);
  }
  toString = () => `wait(${this.ms})`;
}

class Decide implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly how: 'accept' | 'reject' | { analytics: boolean; replay: boolean }) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (this.how === 'accept') real.store.acceptAll();
    else if (this.how === 'reject') real.store.rejectAll();
    else real.store.choose(this.how);
    const decision =
      this.how === 'accept'
        ? { analytics: true, replay: true }
        : this.how === 'reject'
          ? { analytics: false, replay: false }
          : this.how;
    decided(model, decision, real.recorder.up);
    await expectSame(model, real);
  }
  toString = () => `decide(${JSON.stringify(this.how)})`;
}

class OpenSettings implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.store.openSettings();
    model.banner = 'settings';
    await expectSame(model, real);
  }
  toString = () => 'openSettings';
}

class CloseSettings implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.store.closeSettings();
    // Only a visitor who has decided can close the settings without deciding.
    if (model.banner === 'settings' && model.decision !== null) model.banner = 'hidden';
    await expectSame(model, real);
  }
  toString = () => 'closeSettings';
}

class OtherTab implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly raw: string | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const read = readStoredConsent(this.raw);
    // Another tab's store writes the flag with the decision.
    if (read) {
      real.storage.simulateOtherTab(CONSENT_FLAG_KEY, String(read.choice.analytics));
      model.flag = String(read.choice.analytics);
    }
    real.storage.simulateOtherTab(CONSENT_RECORD_KEY, this.raw);
    model.record = this.raw !== null;
    model.decision = read
      ? { analytics: read.choice.analytics, replay: read.choice.replay }
      : model.record
        ? null
        : fromFlag(model.flag);
    // A decision in force after the other tab's change (its record, or the flag alone once the record
    // is gone) answers this tab's banner too, unless the visitor opened it here on purpose.
    if (model.decision && model.banner === 'auto') model.banner = 'hidden';
    await expectSame(model, real);
  }
  toString = () => `otherTab(${JSON.stringify(this.raw)})`;
}

/** Another tab (or the old site's code) writes or removes the flag alone. */
class OtherTabFlag implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly flag: string | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.storage.simulateOtherTab(CONSENT_FLAG_KEY, this.flag);
    model.flag = this.flag;
    if (!model.record) {
      model.decision = fromFlag(this.flag);
      if (model.decision && model.banner === 'auto') model.banner = 'hidden';
    }
    await expectSame(model, real);
  }
  toString = () => `otherTabFlag(${JSON.stringify(this.flag)})`;
}

class Reload implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.store.dispose();
    real.store = newStore(real);
    real.store.start();
    model.banner = 'hidden';
    model.sinceLoad = 0;
    // A decision the server did not get is sent again when a page starts.
    const stored = readStoredConsent(real.storage.read(CONSENT_RECORD_KEY));
    if (stored && !stored.logged && real.recorder.up)
      model.logged = { analytics: stored.choice.analytics, replay: stored.choice.replay };
    await expectSame(model, real);
  }
  toString = () => 'reload';
}

class LogUp implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly up: boolean) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    real.recorder.up = this.up;
  }
  toString = () => `consentLog(${this.up ? 'up' : 'down'})`;
}

const decisionArb = fc.record({ analytics: fc.boolean(), replay: fc.boolean() });
const rawArb = fc.oneof(
  decisionArb.map((d) => storedConsentText(decideConsent(d, 'other-tab', Date.UTC(2026, 10, 1)), true)),
  fc.constantFrom('{}', 'garbage', '{"version":0,"analytics":true,"replay":true}'),
  fc.constant(null),
);
const flagArb = fc.constantFrom<string | null>('true', 'false', null, 'yes', 'TRUE');

describe('the consent store, against a model', () => {
  it('matches the model over any sequence of waits, decisions, reopenings, other tabs, reloads and log outages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc.integer({ min: 0, max: 6000 }).map((ms) => new Wait(ms)),
            fc.constantFrom<'accept' | 'reject'>('accept', 'reject').map((how) => new Decide(how)),
            decisionArb.map((d) => new Decide(d)),
            fc.constant(new OpenSettings()),
            fc.constant(new CloseSettings()),
            rawArb.map((raw) => new OtherTab(raw)),
            flagArb.map((flag) => new OtherTabFlag(flag)),
            fc.constant(new Reload()),
            fc.boolean().map((up) => new LogUp(up)),
          ],
          { maxCommands: 25 },
        ),
        flagArb,
        async (cmds, startFlag) => {
          const time = new ManualTime();
          const storage = new MemoryKeyValueStorage();
          // The device may come with the old site's flag alone.
          if (startFlag !== null) storage.write(CONSENT_FLAG_KEY, startFlag);
          const recorder = new FakeRecorder();
          const real: Real = { time, storage, recorder, store: newStore({ time, storage, recorder }) };
          real.store.start();
          await fc.asyncModelRun(
            () => ({
              model: {
                decision: fromFlag(startFlag),
                banner: 'hidden',
                sinceLoad: 0,
                logged: null,
                record: false,
                flag: startFlag,
              } as Model,
              real,
            }),
            cmds,
          );
          real.store.dispose();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the consent store', () => {
  it('shows the banner 5000 ms after load, not before, when nothing is stored', async () => {
    const time = new ManualTime();
    const store = new ConsentStore(new MemoryKeyValueStorage(), time, time, () => 'id', new FakeRecorder());
    store.start();
    time.advance(4999);
    expect(await firstValueFrom(store.banner$)).toBe('hidden');
    time.advance(1);
    expect(await firstValueFrom(store.banner$)).toBe('auto');
  });

  it('does not show the banner to a visitor who decided before', async () => {
    const time = new ManualTime();
    const storage = new MemoryKeyValueStorage();
    storage.write(
      CONSENT_RECORD_KEY,
      storedConsentText(decideConsent({ analytics: false, replay: false }, 'a', 0), true),
    );
    const store = new ConsentStore(storage, time, time, () => 'id', new FakeRecorder());
    store.start();
    time.advance(60_000);
    expect(await firstValueFrom(store.banner$)).toBe('hidden');
  });

  it('takes the old site’s flag alone as a decision: no banner, true accepts all, false rejects all', async () => {
    for (const [flag, granted] of [
      ['true', true],
      ['false', false],
    ] as const) {
      const time = new ManualTime();
      const storage = new MemoryKeyValueStorage();
      storage.write(CONSENT_FLAG_KEY, flag);
      const recorder = new FakeRecorder();
      const store = new ConsentStore(storage, time, time, () => 'id', recorder);
      store.start();
      time.advance(60_000);
      expect(await firstValueFrom(store.banner$)).toBe('hidden');
      expect(await firstValueFrom(store.granted$('analytics'))).toBe(granted);
      expect(await firstValueFrom(store.granted$('replay'))).toBe(granted);
      // Nothing is written or logged for a decision the visitor made on the old site.
      await settle();
      expect(storage.read(CONSENT_RECORD_KEY)).toBeNull();
      expect(recorder.received).toEqual([]);
      // Until they change it through "Cookie settings", which opens on it and can be closed unchanged.
      store.openSettings();
      expect(store.current()).toEqual({ analytics: granted, replay: granted });
      store.closeSettings();
      expect(await firstValueFrom(store.banner$)).toBe('hidden');
      store.rejectAll();
      expect(await firstValueFrom(store.granted$('analytics'))).toBe(false);
      expect(readStoredConsent(storage.read(CONSENT_RECORD_KEY))?.choice).toMatchObject({ id: 'id', analytics: false });
      store.dispose();
    }
  });

  it('still asks a visitor whose flag is anything but "true" or "false"', async () => {
    const time = new ManualTime();
    const storage = new MemoryKeyValueStorage();
    storage.write(CONSENT_FLAG_KEY, 'yes');
    const store = new ConsentStore(storage, time, time, () => 'id', new FakeRecorder());
    store.start();
    time.advance(BANNER_DELAY_MS);
    expect(await firstValueFrom(store.banner$)).toBe('auto');
  });

  it('keeps one anonymous id for the device across changes of mind, and logs each', async () => {
    const time = new ManualTime();
    const recorder = new FakeRecorder();
    let n = 0;
    const store = new ConsentStore(new MemoryKeyValueStorage(), time, time, () => `id-${++n}`, recorder);
    store.acceptAll();
    time.advance(1000);
    store.choose({ analytics: false, replay: false });
    await settle();
    expect(recorder.received.map((c) => [c.id, c.analytics, c.decidedAt])).toEqual([
      ['id-1', true, '2026-09-01T09:00:00.000Z'],
      ['id-1', false, '2026-09-01T09:00:01.000Z'],
    ]);
  });

  it('tells a withdrawal as analytics going from granted to not granted', async () => {
    const time = new ManualTime();
    const store = new ConsentStore(new MemoryKeyValueStorage(), time, time, () => 'id', new FakeRecorder());
    const seen: boolean[] = [];
    const sub = store.granted$('analytics').subscribe((g) => seen.push(g));
    store.acceptAll();
    store.acceptAll();
    store.choose({ analytics: false, replay: false });
    sub.unsubscribe();
    expect(seen).toEqual([false, true, false]);
  });
});
