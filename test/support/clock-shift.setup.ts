import { shiftedDate, yearsAhead } from './shifted-date';

/**
 * Tests that do not age (issue 40): with DIGS_CLOCK_SHIFT_YEARS=N (vitest.config.ts adds this file
 * only then), every test file runs with `Date` N calendar years ahead, as it will when the test is
 * that much older. CI runs the vitest layers so (.ci/run). Timers, performance.now() and the
 * process's other clocks are left alone; a test's own fake timers start from the shifted time.
 * Once per worker: a shared worker (isolate: false) runs setup files again before each file.
 */
const years = Number(process.env.DIGS_CLOCK_SHIFT_YEARS ?? 0);
const marker = Symbol.for('digs.clockShift');
const state = globalThis as typeof globalThis & { [marker]?: number };
if (years && state[marker] === undefined) {
  state[marker] = years;
  globalThis.Date = shiftedDate(Date, yearsAhead(Date.now(), years));
}
