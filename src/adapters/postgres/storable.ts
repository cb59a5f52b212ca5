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

/** The value with every string in it (keys included) made storable; everything else as it is. */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storable(v)])) as T;
  }
  return value;
}
