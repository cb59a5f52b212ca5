import { type ReactNode, useId } from 'react';

/** What the control inside a Field takes, so its label, hint and error are tied to it. */
export interface FieldControlProps {
  readonly id: string;
  /** The record's field it edits, so the save bar can name it and take the member to it. */
  readonly name?: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
}

export interface FieldProps {
  readonly label: string;
  /** The record's field (the server's key for its errors). */
  readonly name?: string;
  readonly hint?: ReactNode;
  /** The field's own error, shown under it and read with it. */
  readonly error?: string | null;
  /** Marked as required in the label (the control still needs `required`). */
  readonly required?: boolean;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field (issue 18): a label, the control (input, select or textarea, given by the
 * caller), a hint and an inline error, both tied to the control with aria-describedby.
 */
export function Field({ label, name, hint, error, required = false, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className={error ? 'admin-field admin-field-invalid' : 'admin-field'} data-label={label}>
      <label htmlFor={id} className="admin-label">
        {label}
        {required && <span className="admin-required"> (required)</span>}
      </label>
      {hint && (
        <p id={hintId ?? undefined} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? undefined} className="admin-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children({
        id,
        ...(name ? { name } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}
