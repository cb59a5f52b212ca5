// scripts/check-test-dates.mjs (part of `npm run check`): a fixed date typed into a form, or a
// future one in a journey on the real clock, fails; dates from helpers, a journey that sets
// page.clock, and a line or file that says why it may keep its date pass.
// ageless-file: the dates here are text the check is shown, not dates any test types or waits for.
import { describe, expect, it } from 'vitest';
import { ageingDates } from '../../scripts/check-test-dates.mjs';

const now = '2026-11-29';

describe('ageingDates', () => {
  it('refuses a fixed date typed into a form, past or future, in any test', () => {
    const typed = "  await page.getByLabel(/move-in date/i).fill('2027-09-04');";
    const born = "  await page.getByLabel('Date of birth').fill('2006-05-04');";
    expect(ageingDates(typed, { now, journey: true })).toHaveLength(1);
    expect(ageingDates(born, { now })).toHaveLength(1);
    expect(ageingDates("  await input.type('2001-01-01');", { now })[0]).toMatch(/typed into a form/);
  });

  it('refuses a future date in a journey, as an ISO string or Date.UTC, and lets past ones be', () => {
    const journey = [
      "const start = '2027-01-04T10:00:00.000Z';",
      'const later = Date.UTC(2026, 11, 24);',
      "const decidedAt = '2026-11-01T09:00:00.000Z';",
      'const earlier = Date.UTC(2026, 10, 1);',
    ].join('\n');
    const problems = ageingDates(journey, { now, journey: true });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^1: .*2027-01-04 is in the future/s);
    expect(problems[1]).toMatch(/^2: .*Date\.UTC\(2026, …\) is in the future/s);
  });

  it('leaves future dates alone outside the journeys and in a journey that sets page.clock', () => {
    const data = "const stay = { arrival: '2027-07-01' };";
    expect(ageingDates(data, { now })).toEqual([]);
    expect(
      ageingDates(`await page.clock.install({ time: new Date('2031-01-01T10:00:00Z') });\n${data}`, {
        now,
        journey: true,
      }),
    ).toEqual([]);
  });

  it('takes dates from helpers, and an opt-out that says why, on the line, above it or for the file', () => {
    expect(ageingDates('await date.fill(dateInDays(280));', { now, journey: true })).toEqual([]);
    const above = "// ageless: the server's clock is set by TEST_NOW\nawait date.fill('2031-03-03');";
    expect(ageingDates(above, { now, journey: true })).toEqual([]);
    expect(ageingDates("await date.fill('2031-03-03'); // ageless: frozen", { now })).toEqual([]);
    expect(ageingDates("// ageless-file: every date here is data\nawait d.fill('2031-03-03');", { now })).toEqual([]);
    // An opt-out must say why.
    expect(ageingDates("// ageless:\nawait date.fill('2031-03-03');", { now })).toHaveLength(1);
  });
});
