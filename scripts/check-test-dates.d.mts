/** Every ageing date literal in a test file's source, as "line: what" (scripts/check-test-dates.mjs). */
export function ageingDates(source: string, options?: { now?: string; journey?: boolean }): string[];
