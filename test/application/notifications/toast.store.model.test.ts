import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastKind,
  ToastStore,
} from '../../../src/application/notifications/toast.store';

/**
 * The model: toasts as plain records with the time each is due to go, and the time now. A repeat of
 * a toast showing (same kind, message and action) is not a new toast: it counts, becomes the newest
 * and starts its time over.
 */
interface Model {
  now: number;
  toasts: { id: string; kind: ToastKind; message: string; count: number; href: string | undefined; due: number }[];
}

interface Real {
  readonly store: ToastStore;
  readonly time: ManualTime;
}

function check(model: Model, real: Real) {
  expect(real.store.current()).toEqual(
    model.toasts.map(({ id, kind, message, count, href }) => ({
      id,
      kind,
      message,
      count,
      ...(href === undefined ? {} : { action: { label: 'Open', href } }),
    })),
  );
  // Never more than the cap, and never the same toast twice.
  expect(model.toasts.length).toBeLessThanOrEqual(TOAST_LIMIT);
  // No timer outlives its toast.
  expect(real.time.pendingCount()).toBe(model.toasts.length);
}

class Show implements fc.Command<Model, Real> {
  constructor(
    readonly kind: ToastKind,
    readonly message: string,
    readonly href: string | undefined,
  ) {}
  check = () => true;
  run(model: Model, real: Real) {
    const id = real.store.show(
      this.kind,
      this.message,
      this.href === undefined ? undefined : { label: 'Open', href: this.href },
    );
    const due = model.now + TOAST_DURATION_MS[this.kind];
    const index = model.toasts.findIndex(
      (t) => t.kind === this.kind && t.message === this.message && t.href === this.href,
    );
    const [same] = index === -1 ? [] : model.toasts.splice(index, 1);
    if (same) {
      expect(id).toBe(same.id);
      model.toasts.push({ ...same, count: same.count + 1, due });
    } else {
      expect(model.toasts.some((t) => t.id === id)).toBe(false);
      model.toasts.push({ id, kind: this.kind, message: this.message, count: 1, href: this.href, due });
    }
    if (model.toasts.length > TOAST_LIMIT) model.toasts.shift();
    check(model, real);
  }
  toString = () => `show(${this.kind}, ${JSON.stringify(this.message)}, ${JSON.stringify(this.href)})`;
}

class DismissShown implements fc.Command<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.toasts.length > 0;
  run(model: Model, real: Real) {
    const [gone] = model.toasts.splice(this.index % model.toasts.length, 1);
    if (gone) real.store.dismiss(gone.id);
    check(model, real);
  }
  toString = () => `dismissShown(${this.index})`;
}

class DismissUnknown implements fc.Command<Model, Real> {
  constructor(readonly id: string) {}
  check = (model: Readonly<Model>) => !model.toasts.some((t) => t.id === this.id);
  run(model: Model, real: Real) {
    real.store.dismiss(this.id);
    check(model, real);
  }
  toString = () => `dismiss(${JSON.stringify(this.id)})`;
}

class Wait implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.time.advance(this.ms);
    model.now += this.ms;
    model.toasts = model.toasts.filter((t) => t.due > model.now);
    check(model, real);
  }
  toString = () => `wait(${this.ms})`;
}

const commands = [
  fc
    .tuple(
      fc.constantFrom<ToastKind>('success', 'info', 'error'),
      // Few distinct messages, so repeats come often.
      fc.oneof(fc.constantFrom('saved', 'refused', 'removed'), fc.string({ maxLength: 20 })),
      fc.constantFrom(undefined, '/favourite'),
    )
    .map(([kind, message, href]) => new Show(kind, message, href)),
  fc.nat(10).map((i) => new DismissShown(i)),
  fc.string({ maxLength: 8 }).map((id) => new DismissUnknown(id)),
  fc.oneof(fc.integer({ min: 0, max: 9000 }), fc.constantFrom(4999, 5000, 7999, 8000)).map((ms) => new Wait(ms)),
];

describe('ToastStore against a model', () => {
  it('behaves like a list of at most three different toasts that each leave when due or dismissed', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const time = new ManualTime(0);
        const setup = () => ({ model: { now: 0, toasts: [] } as Model, real: { store: new ToastStore(time), time } });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 300 },
    );
  });
});
