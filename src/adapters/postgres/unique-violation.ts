function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === code) return true;
  return false;
}

/** PostgreSQL's unique_violation (23505), on the error or any of its causes (Drizzle wraps the driver's). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** PostgreSQL's foreign_key_violation (23503): a row names one that is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503');
}
