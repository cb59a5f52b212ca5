import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { ErrorReporter, PENDING_ERRORS_LIMIT } from '../../../src/application/analytics/error-reporter';
import type { AnalyticsEvent } from '../../../src/domain/analytics/analytics-event';
import { CHUNK_RELOAD_WARNING } from '../../../src/domain/analytics/chunk-load';
import { JS_ERROR_EVENT } from '../../../src/domain/analytics/js-error';
import { RECOVERY_RELOAD_WINDOW_MS } from '../../../src/domain/analytics/recovery-reload';
import type { PageReload } from '../../../src/ports/page-reload.port';

/** The page: remembers the last recovery reload (as the tab's storage does) and counts them. */
class FakePage implements PageReload {
  last: number | null = null;
  reloads: { at: number; warning: string }[] = [];
  lastReloadAt() {
    return this.last;
  }
  reload(at: number, warning: string) {
    this.last = at;
    this.reloads.push({ at, warning });
  }
}

/** The model: the decision, the messages waiting and sent, the reload times. */
interface Model {
  now: number;
  decision: 'undecided' | 'allowed' | 'refused';
  waiting: string[];
  sent: string[];
  reloads: number[];
}

interface Real {
  reporter: ErrorReporter;
  time: ManualTime;
  page: FakePage;
  sent: AnalyticsEvent[];
}

function check(model: Model, real: Real) {
  expect(real.reporter.waiting()).toBe(model.waiting.length);
  expect(real.sent.map((e) => e.properties.error_message)).toEqual(model.sent);
  expect(real.sent.every((e) => e.eventType === JS_ERROR_EVENT)).toBe(true);
  expect(real.page.reloads.map((r) => r.at)).toEqual(model.reloads);
  expect(real.page.reloads.every((r) => r.warning === CHUNK_RELOAD_WARNING)).toBe(true);
}

function record(model: Model, message: string, chunk: boolean) {
  if (model.decision === 'allowed') model.sent.push(message);
  else if (model.decision === 'undecided' && model.waiting.length < PENDING_ERRORS_LIMIT) model.waiting.push(message);
  const last = model.reloads.at(-1);
  if (chunk && (last === undefined || model.now - last >= RECOVERY_RELOAD_WINDOW_MS)) model.reloads.push(model.now);
}

class ThrowError implements fc.Command<Model, Real> {
  constructor(
    readonly text: string,
    readonly chunk: boolean,
  ) {}
  check = () => true;
  run(model: Model, real: Real) {
    const message = this.chunk ? `Loading chunk ${this.text} failed` : `E:${this.text}`;
    real.reporter.error({ message, error: new Error(message) });
    record(model, message, this.chunk);
    check(model, real);
  }
  toString = () => `error(${JSON.stringify(this.text)}, chunk=${this.chunk})`;
}

class Reject implements fc.Command<Model, Real> {
  constructor(readonly text: string) {}
  check = () => true;
  run(model: Model, real: Real) {
    // Even a rejection that reads like a chunk failure never reloads.
    const message = `Loading chunk ${this.text}`;
    real.reporter.rejection(new Error(message));
    record(model, message, false);
    check(model, real);
  }
  toString = () => `reject(${JSON.stringify(this.text)})`;
}

class Allow implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    real.reporter.connect((event) => real.sent.push(event));
    model.decision = 'allowed';
    model.sent.push(...model.waiting);
    model.waiting = [];
    check(model, real);
  }
  toString = () => 'allow';
}

class Refuse implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real) {
    real.reporter.disconnect();
    model.decision = 'refused';
    model.waiting = [];
    check(model, real);
  }
  toString = () => 'refuse';
}

class Wait implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.time.advance(this.ms);
    model.now += this.ms;
    check(model, real);
  }
  toString = () => `wait(${this.ms})`;
}

const commands = [
  fc.tuple(fc.string({ maxLength: 6 }), fc.boolean()).map(([t, c]) => new ThrowError(t, c)),
  fc.string({ maxLength: 6 }).map((t) => new Reject(t)),
  fc.constant(new Allow()),
  fc.constant(new Refuse()),
  fc.integer({ min: 0, max: 2 * RECOVERY_RELOAD_WINDOW_MS }).map((ms) => new Wait(ms)),
];

describe('ErrorReporter (model-based)', () => {
  it('holds errors until the decision, sends them only when allowed, reloads at most once per window', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const time = new ManualTime();
        const page = new FakePage();
        const real: Real = { reporter: new ErrorReporter(time, page), time, page, sent: [] };
        const model: Model = { now: time.now(), decision: 'undecided', waiting: [], sent: [], reloads: [] };
        fc.modelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps at most the first errors while the visitor has not decided', () => {
    const reporter = new ErrorReporter(new ManualTime(), new FakePage());
    for (let i = 0; i < PENDING_ERRORS_LIMIT + 5; i++) reporter.error({ message: `E${i}` });
    const sent: AnalyticsEvent[] = [];
    reporter.connect((e) => sent.push(e));
    expect(sent.map((e) => e.properties.error_message)).toEqual(
      Array.from({ length: PENDING_ERRORS_LIMIT }, (_, i) => `E${i}`),
    );
  });

  it('remembers a reload across page loads: the next page’s chunk error right after does not reload', () => {
    const time = new ManualTime();
    const page = new FakePage();
    new ErrorReporter(time, page).error({ message: 'Loading chunk 3 failed' });
    time.advance(2_000);
    new ErrorReporter(time, page).error({ message: 'Loading chunk 3 failed' });
    expect(page.reloads).toHaveLength(1);
  });
});
