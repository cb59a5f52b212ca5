import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastKind,
  ToastStore,
} from '../../../src/domain/notifications/toast.store';

/** The model: toasts as plain records with the time each is due to go, and the time now. */
interface Model {
  now: number;
  toasts: { id: string; kind: ToastKind; message: string; due: number }[];
}

interface Real {
  readonly store: ToastStore;
  readonly time: ManualTime;
}

function check(model: Model, real: Real) {
  expect(real.store.current()).toEqual(model.toasts.map(({ id, kind, message }) => ({ id, kind, message })));
  // No timer outlives its toast.
  expect(real.time.pendingCount()).toBe(model.toasts.length);
}

class Show implements fc.Command<Model, Real> {
  constructor(
    readonly kind: ToastKind,
    readonly message: string,
  ) {}
  check = () => true;
  run(model: Model, real: Real) {
    const id = real.store.show(this.kind, this.message);
    expect(model.toasts.some((t) => t.id === id)).toBe(false);
    model.toasts.push({ id, kind: this.kind, message: this.message, due: model.now + TOAST_DURATION_MS[this.kind] });
    if (model.toasts.length > TOAST_LIMIT) model.toasts.shift();
    check(model, real);
  }
  toString = () => `show(${this.kind}, ${JSON.stringify(this.message)})`;
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
    .tuple(fc.constantFrom<ToastKind>('success', 'info', 'error'), fc.string({ maxLength: 20 }))
    .map(([kind, message]) => new Show(kind, message)),
  fc.nat(10).map((i) => new DismissShown(i)),
  fc.string({ maxLength: 8 }).map((id) => new DismissUnknown(id)),
  fc.oneof(fc.integer({ min: 0, max: 9000 }), fc.constantFrom(4999, 5000, 7999, 8000)).map((ms) => new Wait(ms)),
];

describe('ToastStore against a model', () => {
  it('behaves like a list of at most three toasts that each leave when due or dismissed', () => {
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
