import { describedByProps, FieldError } from './form-errors';
import { PhoneField } from './phone-field';

/** What a visitor types so we can reach them; the phone and its code only where a form asks for them. */
export interface ContactValues {
  readonly name: string;
  readonly email: string;
  readonly countryCode?: string;
  readonly phone?: string;
}

export type ContactKey = keyof ContactValues;

/**
 * Name, e-mail address and (where asked) phone number with its country code: the contact fields of
 * the enquiry forms, the room finder, the viewing booking and the chat panel, built once. Each
 * control is labelled, autocompletes, and is described by its hint and message; ids are
 * `${idPrefix}-name`, `-email`, `-countryCode`, `-phone` (messages `…-error`, hints `…-hint`), so
 * a form's error summary links to them. The rules are the schemas' (src/adapters/forms/contact-fields.ts);
 * the phone number's is the PhoneNumbers port's, asked by the form on `onPhoneBlur` and before sending.
 */
export function ContactFields({
  idPrefix,
  values,
  errors,
  onChange,
  labels = {},
  hints = {},
  nameMax = 100,
  phone = 'required',
  optionalMark = false,
  onPhoneBlur,
}: {
  idPrefix: string;
  values: ContactValues;
  errors: Readonly<Partial<Record<ContactKey, string>>>;
  onChange: (changes: Partial<ContactValues>) => void;
  labels?: { readonly name?: string; readonly email?: string; readonly phone?: string };
  hints?: { readonly email?: string };
  /** Longest name the form takes (a referral's names are shorter). */
  nameMax?: number;
  /** Whether the form asks for a phone number, and must have one. */
  phone?: 'required' | 'optional' | 'none';
  /** Whether the form marks its optional fields (the enquiry forms do): then "(optional)" goes on an optional phone. */
  optionalMark?: boolean;
  /** The visitor left the phone number or its code: the form checks it against the numbering plans. */
  onPhoneBlur?: () => void;
}) {
  const id = (key: ContactKey) => `${idPrefix}-${key}`;
  const errorId = (key: ContactKey) => `${id(key)}-error`;
  const emailHintId = hints.email ? `${id('email')}-hint` : undefined;
  const phoneLabel = labels.phone ?? 'Phone number';
  return (
    <>
      <div className="form-field">
        <label htmlFor={id('name')} className="form-label">
          {labels.name ?? 'Full name'}
        </label>
        <FieldError id={errorId('name')} message={errors.name} />
        <input
          id={id('name')}
          name="name"
          type="text"
          className="form-input"
          autoComplete="name"
          required
          maxLength={nameMax}
          value={values.name}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          {...describedByProps(errorId('name'), errors.name)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={id('email')} className="form-label">
          {labels.email ?? 'Email address'}
        </label>
        {hints.email && (
          <p className="form-hint" id={emailHintId}>
            {hints.email}
          </p>
        )}
        <FieldError id={errorId('email')} message={errors.email} />
        <input
          id={id('email')}
          name="email"
          type="email"
          className="form-input"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          maxLength={254}
          value={values.email}
          onChange={(e) => onChange({ email: e.currentTarget.value })}
          {...describedByProps(errorId('email'), errors.email, emailHintId)}
        />
      </div>
      {phone !== 'none' && (
        <PhoneField
          idPrefix={idPrefix}
          countryCode={values.countryCode ?? ''}
          phone={values.phone ?? ''}
          legend={phone === 'optional' && optionalMark ? `${phoneLabel} (optional)` : phoneLabel}
          errors={{ countryCode: errors.countryCode, phone: errors.phone }}
          onChange={onChange}
          onBlur={onPhoneBlur}
        />
      )}
    </>
  );
}
