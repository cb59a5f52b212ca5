/**
 * How many runs a slow property test makes: `everyDay` in `npm test` and CI, `nightly` with
 * `PROPERTY_RUNS=nightly` (the size a release, or a night's run, should see), or a number given as
 * `PROPERTY_RUNS=<n>`, which takes the place of both. Quick properties keep their own fixed counts.
 */
export function propertyRuns(counts: { everyDay: number; nightly: number }): number {
  const setting = process.env.PROPERTY_RUNS;
  if (setting === 'nightly') return counts.nightly;
  if (setting && /^\d+$/.test(setting)) return Number(setting);
  return counts.everyDay;
}
