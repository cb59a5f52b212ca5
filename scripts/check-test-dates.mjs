#!/usr/bin/env node
// Part of `npm run check` (issue 40): tests that do not age. A test that stores a fixed calendar
// date as "the future", or types one into a form, passes until that day and fails from then on
// (a journey typed 2027-09-04 into a move-in date the form refuses once it has passed). Two rules,
// over the test files (test/**/*.ts, *.tsx, *.mjs):
//   1. no date literal typed into a form by a Playwright journey (.fill / .type / .pressSequentially),
//      whatever its date: a browser's date is the real one unless the test sets page.clock;
//   2. in the Playwright journeys (test/e2e), no date literal later than today: an ISO date
//      ('2031-03-03', '2031-03-03T10:00Z') or Date.UTC(2031, …). The journeys run the built server
//      and a browser on the real clock, so a fixed future date there is "the future" only until
//      it passes. A journey that sets page.clock is left out.
// Few false positives by design: the vitest layers hold hundreds of fixed dates that are data, or
// read through a clock the test sets (ManualTime, fake timers), or are passed to pure rules; what
// of them really ages is found by running those layers with the clock moved years ahead
// (DIGS_CLOCK_SHIFT_YEARS, test/support/clock-shift.setup.ts, in .ci/run), not by a look at text.
// Dates relative to today (test/e2e/helpers.ts dateInDays, dateOfBirthAged) pass both. A line may
// opt out with a comment saying why, on it or the line above: `// ageless: <why>`; a whole file
// with `// ageless-file: <why>` in its first 30 lines.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const today = new Date().toISOString().slice(0, 10);

const isoDate = /(['"`])((?:19|20)\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?=[T\s'"`.,;)]|$)/g;
const utcDate = /Date\.UTC\(\s*((?:19|20)\d\d)\s*,\s*(\d{1,2})(?:\s*,\s*(\d{1,2}))?/g;
const formInput = /\.(?:fill|type|pressSequentially)\(\s*(['"`])(?:19|20)\d\d-\d\d-\d\d/;
const optOut = /\/\/\s*ageless:\s*\S/;
const fileOptOut = /\/\/\s*ageless-file:\s*\S/;
const setsItsClock = /\bpage\.clock\.(?:install|setFixedTime|pauseAt|setSystemTime)\b/;

async function testFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await testFiles(full)));
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** Every ageing date literal in `source`, as "line: what", none if the file opts out. */
export function ageingDates(source, { now = today, journey = false } = {}) {
  const lines = source.split('\n');
  if (lines.slice(0, 30).some((line) => fileOptOut.test(line))) return [];
  const realClock = journey && !setsItsClock.test(source);
  const problems = [];
  lines.forEach((line, i) => {
    if (optOut.test(line) || (i > 0 && optOut.test(lines[i - 1]))) return;
    const trimmed = line.trimStart();
    if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return;
    const where = `${i + 1}: ${line.trim()}`;
    if (formInput.test(line)) {
      problems.push(
        `${where}\n      a fixed date typed into a form (use dateInDays / dateOfBirthAged from test/e2e/helpers.ts)`,
      );
      return;
    }
    if (!realClock) return;
    for (const match of line.matchAll(isoDate)) {
      const date = `${match[2]}-${match[3]}-${match[4]}`;
      if (date > now)
        problems.push(`${where}\n      ${date} is in the future: this test changes meaning once it passes`);
    }
    for (const match of line.matchAll(utcDate)) {
      const date = `${match[1]}-${String(Number(match[2]) + 1).padStart(2, '0')}-${String(match[3] ?? 1).padStart(2, '0')}`;
      if (date > now)
        problems.push(
          `${where}\n      Date.UTC(${match[1]}, …) is in the future: this test changes meaning once it passes`,
        );
    }
  });
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let count = 0;
  for (const file of (await testFiles(path.join(root, 'test'))).sort()) {
    const journey = file.startsWith(path.join(root, 'test/e2e') + path.sep);
    const problems = ageingDates(await readFile(file, 'utf8'), { journey });
    for (const problem of problems) process.stdout.write(`${path.relative(root, file)}:${problem}\n`);
    count += problems.length;
  }
  if (count) {
    process.stdout.write(
      `\n${count} date literal(s) that will age (today is ${today}). Take the date from a helper relative to today, or set the clock the code reads and mark the line \`// ageless: <why>\`.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`No test stores a future date or types a fixed one into a form (today is ${today}).\n`);
}
