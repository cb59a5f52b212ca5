/**
 * A `Date` that reads the real clock moved by `offsetMs`: `Date.now()`, `new Date()` and `Date()`
 * are shifted; a `Date` made from a value is that value, and `instanceof Date` holds for dates made
 * before it or by Node itself (a Proxy of the real constructor, sharing its prototype). Fake timers
 * installed over it (vi.useFakeTimers) start from its shifted now and give it back when removed.
 */
export function shiftedDate(real: DateConstructor, offsetMs: number): DateConstructor {
  const now = () => real.now() + offsetMs;
  return new Proxy(real, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
    },
    apply() {
      return new real(now()).toString();
    },
    get(target, property, receiver) {
      if (property === 'now') return now;
      return Reflect.get(target, property, receiver);
    },
  });
}

/** Milliseconds from `nowMs` to the same moment `years` calendar years later (UTC). */
export function yearsAhead(nowMs: number, years: number): number {
  const later = new Date(nowMs);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later.getTime() - nowMs;
}
