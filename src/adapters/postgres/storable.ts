/**
 * Text PostgreSQL can keep: it refuses the NUL character in text and jsonb, and jsonb refuses a
 * lone UTF-16 surrogate, each failing the whole statement. Nobody types either (a bot or a broken
 * client sends them), so each becomes U+FFFD, the replacement character, rather than a 500: the
 * rest of what was sent is kept as it came.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(text: string): string {
  return text.replace(unstorable, '\ufffd');
}

/**
 * The value with every string in it (keys included) made storable; everything else as it is.
 * Walked with a list, not recursion: however deep a visitor's JSON nests, this never overflows the
 * stack (the readers refuse deep values before, but this must not depend on them).
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (!value || typeof value !== 'object') return value;
  const copyOf = (source: object): object => (Array.isArray(source) ? new Array(source.length) : {});
  const root = copyOf(value);
  const pending: { readonly source: object; readonly copy: object }[] = [{ source: value, copy: root }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const isArray = Array.isArray(next.source);
    for (const [key, item] of Object.entries(next.source)) {
      let kept: unknown = item;
      if (typeof item === 'string') kept = storableText(item);
      else if (item && typeof item === 'object') {
        kept = copyOf(item);
        pending.push({ source: item, copy: kept as object });
      }
      // Defined, not assigned: a key "__proto__" stays a key, as Object.fromEntries keeps it.
      Object.defineProperty(next.copy, isArray ? key : storableText(key), {
        value: kept,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return root as T;
}
