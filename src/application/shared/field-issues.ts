import type { z } from 'zod';

/** A refusal's field messages, by dotted path ("universities.0.website"). */
export type FieldIssues = Readonly<Record<string, string>>;

export function fieldIssues(error: z.ZodError): FieldIssues {
  return Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '(input)', i.message]));
}
