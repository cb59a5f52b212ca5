import type { FormField } from '../../../domain/enquiries/enquiry-forms';
import type { FormValue } from '../../../domain/enquiries/form-values';
import type { PropertyOption } from '../../../ports/catalogue-reader.port';
import { describedByProps, FieldError } from '../form-errors';

/** The ids of a form's controls: unique on the page, so two forms never share one. */
export const controlId = (kind: string, key: string) => `form-${kind}-${key}`;
export const errorIdOf = (id: string) => `${id}-error`;

/** The contact fields' own are in ContactFields. */
const autoComplete: Readonly<Record<string, string>> = {
  groupName: 'organization',
  agencyName: 'organization',
  agencyCountry: 'country-name',
};

function Optional({ field }: { field: FormField }) {
  return field.required ? null : <span className="form-optional"> (optional)</span>;
}

/** Residences grouped by city, in the catalogue's order (cities, then names). */
function byCity(options: readonly PropertyOption[]): { city: string; options: PropertyOption[] }[] {
  const groups: { city: string; options: PropertyOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.city === option.city_name) last.options.push(option);
    else groups.push({ city: option.city_name, options: [option] });
  }
  return groups;
}

/**
 * One field of an enquiry form, from its description: a label (with "(optional)"), its hint, its
 * message and the control that fits its input. Names are the schema's keys, so the form posts
 * without JavaScript as it sends with it. Name, e-mail and phone are the form's ContactFields.
 */
export function EnquiryFormField({
  kind,
  field,
  value,
  message,
  propertyOptions,
  onChange,
}: {
  kind: string;
  field: FormField;
  value: FormValue | undefined;
  message: string | undefined;
  /** The residences to choose from (null while they load). */
  propertyOptions: readonly PropertyOption[] | null;
  onChange: (value: FormValue) => void;
}) {
  const id = controlId(kind, field.key);
  const errorId = errorIdOf(id);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const aria = describedByProps(errorId, message, hintId);
  const text = typeof value === 'string' ? value : '';
  const hint = field.hint ? (
    <p className="form-hint" id={hintId}>
      {field.hint}
    </p>
  ) : null;

  if (field.input === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="form-fieldset" aria-invalid={message ? true : undefined}>
        <legend className="form-label">
          {field.label}
          <Optional field={field} />
        </legend>
        {hint}
        <FieldError id={errorId} message={message} />
        <div className="form-options enquiry-checks">
          {(field.options ?? []).map((option, i) => (
            <label key={option.id} className="form-option">
              <input
                type="checkbox"
                id={i === 0 ? id : `${id}-${option.id}`}
                name={field.key}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  onChange(checked ? [...chosen, option.id] : chosen.filter((c) => c !== option.id));
                }}
                {...aria}
              />
              <span className="form-option-title">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const label = (
    <label htmlFor={id} className="form-label">
      {field.label}
      <Optional field={field} />
    </label>
  );
  const common = {
    id,
    name: field.key,
    className: 'form-input',
    required: field.required,
    ...aria,
  };

  let control: React.ReactNode;
  switch (field.input) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          className="form-input enquiry-message"
          rows={5}
          maxLength={field.max}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    case 'select':
      control = (
        <select {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Choose one</option>
          {(field.options ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'property': {
      const known = propertyOptions ?? [];
      control = (
        <select
          {...common}
          value={text}
          aria-busy={propertyOptions === null ? true : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{field.required ? 'Choose a residence' : 'None chosen'}</option>
          {/* A residence already chosen (a reply, an old page) stays chosen while the list loads. */}
          {text !== '' && !known.some((o) => o.id === text) && <option value={text}>{text}</option>}
          {byCity(known).map((group) => (
            <optgroup key={group.city} label={group.city}>
              {group.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      );
      break;
    }
    case 'number':
      control = (
        <input
          {...common}
          className="form-input enquiry-number"
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    case 'date':
      control = (
        <input
          {...common}
          className="form-input enquiry-date"
          type="date"
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          className={field.max !== undefined && field.max <= 40 ? 'form-input enquiry-short' : 'form-input'}
          type={field.input === 'email' ? 'email' : field.input === 'tel' ? 'tel' : 'text'}
          autoComplete={autoComplete[field.key]}
          inputMode={field.input === 'email' ? 'email' : undefined}
          spellCheck={field.input === 'email' ? false : undefined}
          maxLength={field.max}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }

  return (
    <div className="form-field">
      {label}
      {hint}
      <FieldError id={errorId} message={message} />
      {control}
    </div>
  );
}
