import type { RefObject } from 'react';

/**
 * A form's messages, for any form: the error summary focused after a submit that found something
 * to fix (each message a link to its field), a field's message under its label, and the ARIA a
 * control takes for them. The room finder and the viewing pages use these.
 */

/** Field name → what is wrong with it, in words a visitor understands. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

/** The attributes a control takes for its message (`errorId`, when there is one) and hint. */
export function describedByProps(errorId: string, message: string | undefined, hintId?: string) {
  const ids = [hintId, message ? errorId : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': ids === '' ? undefined : ids,
  };
}

/** "There is a problem": what to fix, each a link to its field. Focused by the form when it appears. */
export function ErrorSummary<F extends string>({
  errors,
  message,
  order,
  summaryRef,
  fieldId,
  titleId,
}: {
  errors: FieldMessages<F>;
  message: string | null;
  /** The form's fields in the order shown, so the list reads top to bottom. */
  order: readonly F[];
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The id of a field's control (the first one of a group). */
  fieldId: (field: F) => string;
  /** The id of the summary's title, unique on the page. */
  titleId: string;
}) {
  const listed = order.filter((f) => errors[f]);
  if (listed.length === 0 && !message) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={titleId}>
      <h3 id={titleId}>There is a problem</h3>
      {message && <p>{message}</p>}
      {listed.length > 0 && (
        <ul>
          {listed.map((field) => (
            <li key={field}>
              <a
                href={`#${fieldId(field)}`}
                onClick={(event) => {
                  const control = document.getElementById(fieldId(field));
                  if (!control) return;
                  event.preventDefault();
                  control.focus();
                  control.scrollIntoView?.({ block: 'center' });
                }}
              >
                {errors[field]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A field's message, under its label. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
