/**
 * The Accept-Encoding values seen most, with their answer: browsers send a handful of them, and
 * every API answer and page asks (ADR 061). At most this many are kept, the first seen, so a client
 * sending made-up values cannot grow it.
 */
const keptAnswers = 64;
const answers = new Map<string, 'br' | 'gzip' | null>();

/** br, then gzip, as the request accepts them (an encoding with q=0 is refused). */
export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const kept = answers.get(acceptEncoding);
  if (kept !== undefined) return kept;
  const chosen = choose(acceptEncoding);
  if (answers.size < keptAnswers) answers.set(acceptEncoding, chosen);
  return chosen;
}

function choose(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
