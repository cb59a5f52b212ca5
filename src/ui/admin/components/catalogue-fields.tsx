import type { ReactNode } from 'react';
import { slugFor } from '../../../domain/catalogue/catalogue-editing';
import { Field } from './field';
import type { FormValues } from './record-form';

/** What a field component needs of its form (useRecordForm). */
export interface FormBinding<V extends FormValues> {
  readonly values: V;
  readonly errors: Readonly<Record<string, string>>;
  readonly set: <K extends keyof V>(key: K, value: V[K]) => void;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A text field bound to a form's value; its error is the server's message for the field of the same name. */
export function TextField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  required = false,
  rows,
  inputMode,
  type = 'text',
  readOnly = false,
}: {
  readonly form: FormBinding<V>;
  readonly name: TextKey<V>;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /** A textarea of this many rows. */
  readonly rows?: number;
  readonly inputMode?: 'decimal' | 'numeric' | 'url';
  readonly type?: 'text' | 'date' | 'url';
  readonly readOnly?: boolean;
}) {
  const value = form.values[name] as string;
  const change = (next: string) => form.set(name, next as V[typeof name]);
  return (
    <Field label={label} name={name} hint={hint} error={form.errors[name]} required={required}>
      {(control) =>
        rows ? (
          <textarea {...control} rows={rows} value={value} onChange={(e) => change(e.target.value)} />
        ) : (
          <input
            {...control}
            type={type}
            inputMode={inputMode}
            value={value}
            required={required}
            readOnly={readOnly}
            spellCheck={inputMode ? false : undefined}
            onChange={(e) => change(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/**
 * A record's address on the site: what it is (`where`), for a saved record what changing it does
 * (`moved`), and for a new one with a name but no address yet, a button that offers one made from
 * the name ("Use “mill-court”").
 */
export function SlugField<V extends FormValues & { readonly name: string; readonly slug: string }>({
  form,
  label = 'Address on the site',
  where,
  isNew,
  moved,
}: {
  readonly form: FormBinding<V>;
  readonly label?: string;
  readonly where: ReactNode;
  /** A record not saved yet: its address may be made from its name. */
  readonly isNew: boolean;
  /** What changing a saved record's address does. */
  readonly moved?: string;
}) {
  const { name, slug } = form.values;
  return (
    <TextField
      form={form}
      name={'slug' as TextKey<V>}
      label={label}
      required
      hint={
        <>
          {where}
          {!isNew && moved && ` ${moved}`}
          {isNew && name && !slug && (
            <>
              {' '}
              <button
                type="button"
                className="admin-link-button"
                onClick={() => form.set('slug', slugFor(name) as V['slug'])}
              >
                Use “{slugFor(name)}”
              </button>
            </>
          )}
        </>
      }
    />
  );
}

/** A select bound to a form's value. */
export function SelectField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  options,
  required = false,
}: {
  readonly form: FormBinding<V>;
  readonly name: TextKey<V>;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly required?: boolean;
}) {
  return (
    <Field label={label} name={name} hint={hint} error={form.errors[name]} required={required}>
      {(control) => (
        <select
          {...control}
          value={form.values[name] as string}
          onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A save refused because someone else saved first (409): who and when, and a way to load their
 * version (the form's own changes are then dropped).
 */
export function StaleNotice({ message, onReload }: { readonly message: string; readonly onReload: () => void }) {
  return (
    <div role="alert" className="admin-alert admin-alert-warning">
      <p className="admin-alert-text">{message}</p>
      <button type="button" className="admin-button admin-button-small" onClick={onReload}>
        Load their version
      </button>
    </div>
  );
}

/** The server's messages for fields this form does not show (so none is lost). */
export function OtherErrors({
  errors,
  shown,
}: {
  readonly errors: Readonly<Record<string, string>>;
  readonly shown: readonly string[];
}) {
  const rest = Object.entries(errors).filter(([k]) => !shown.includes(k));
  if (rest.length === 0) return null;
  return (
    <ul className="admin-alert admin-alert-error">
      {rest.map(([k, m]) => (
        <li key={k}>
          {k}: {m}
        </li>
      ))}
    </ul>
  );
}
