/** PostgreSQL's unique_violation (23505), on the error or any of its causes (Drizzle wraps the driver's). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
