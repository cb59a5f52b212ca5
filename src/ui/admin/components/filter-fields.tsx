import { type ReactNode, useId } from 'react';

/** The filter bars' fields (the inbox, reservations): a labelled select, and a London day with its message. */

export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function DayInput({
  label,
  value,
  error,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={error ? 'admin-field admin-field-invalid' : 'admin-field'}>
      <label htmlFor={id} className="admin-label">
        {label} <span className="admin-muted">(London day)</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="admin-error">
          {error}
        </p>
      )}
      <input
        id={id}
        type="date"
        value={value}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
