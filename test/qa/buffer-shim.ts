// csv-stringify (the inbox's CSV, run by QA's msw handlers in the browser) asks whether options are
// Buffers and keeps a BOM as one; the browser has no Buffer. Enough of one for that, QA only.
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= { from: (bytes: number[]) => Uint8Array.from(bytes), isBuffer: () => false };
