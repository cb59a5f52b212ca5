import type * as z from 'zod/mini';

/** One message per top-level field (its first), for a form to show beside each field; `form` for the rest. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}
