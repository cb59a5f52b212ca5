import { type ReactNode, useId, useState } from 'react';

/** The filter bars' fields (the inbox, reservations): a labelled select, and a London day with its message. */

/** Where the console is laid out for a phone (the same width as the stylesheet's phone rules). */
const phoneQuery = '(max-width: 40rem)';

/**
 * The filter bar's fields behind a disclosure (issue 36, ADR 079): open on a wider screen, folded on
 * a phone unless a filter is already set, so the list is what a phone shows first. The summary
 * says how many filters are set.
 */
export function FilterDisclosure({ setCount, children }: { readonly setCount: number; readonly children: ReactNode }) {
  const [open, setOpen] = useState(
    () => setCount > 0 || typeof window.matchMedia !== 'function' || !window.matchMedia(phoneQuery).matches,
  );
  return (
    <details className="admin-filter-disclosure" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Filters{setCount > 0 && <span className="admin-muted"> ({setCount} set)</span>}</summary>
      <div className="admin-inbox-filter-grid">{children}</div>
    </details>
  );
}

type ChoiceList = readonly (readonly [value: string, label: string])[];

/** A filter's options: `any` (the empty value) first, then each `[value, label]`. */
function Choices({ any, choices }: { readonly any: string; readonly choices: ChoiceList }) {
  return (
    <>
      <option value="">{any}</option>
      {choices.map(([choice, text]) => (
        <option key={choice} value={choice}>
          {text}
        </option>
      ))}
    </>
  );
}

/** A filter chosen from a list: `any` (the empty value) first, then each `[value, label]`. */
export function FilterSelect({
  label,
  value,
  any,
  choices,
  onChange,
}: {
  readonly label: string;
  readonly value: string | undefined;
  readonly any: string;
  readonly choices: ChoiceList;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <Choices any={any} choices={choices} />
      </select>
    </div>
  );
}

/**
 * A filter in a table's own toolbar (a short list searched in the browser: residences, universities):
 * labelled above its select like the table's search box beside it, "Any" (the empty value) first,
 * then each `[value, label]`.
 */
export function ToolbarSelect({
  label,
  value,
  choices,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly choices: ChoiceList;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-toolbar-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <Choices any="Any" choices={choices} />
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
