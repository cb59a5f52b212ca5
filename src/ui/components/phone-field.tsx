import { describedByProps, FieldError } from './form-errors';

/** Codes for where most of our residents come from; +44 first (spec section 9's default). */
export const countryCodes: readonly { code: string; country: string }[] = [
  { code: '+44', country: 'United Kingdom' },
  { code: '+1', country: 'United States and Canada' },
  { code: '+353', country: 'Ireland' },
  { code: '+86', country: 'China' },
  { code: '+91', country: 'India' },
  { code: '+234', country: 'Nigeria' },
  { code: '+852', country: 'Hong Kong' },
  { code: '+971', country: 'United Arab Emirates' },
  { code: '+60', country: 'Malaysia' },
  { code: '+65', country: 'Singapore' },
  { code: '+49', country: 'Germany' },
  { code: '+33', country: 'France' },
  { code: '+34', country: 'Spain' },
  { code: '+39', country: 'Italy' },
  { code: '+92', country: 'Pakistan' },
  { code: '+880', country: 'Bangladesh' },
  { code: '+61', country: 'Australia' },
];

/**
 * A phone number as two controls in one group: the country code (a select, +44 first) beside the
 * number without it. Each has its own message; ids are `${idPrefix}-countryCode` and
 * `${idPrefix}-phone` (their messages' ids end in `-error`).
 */
export function PhoneField({
  idPrefix,
  countryCode,
  phone,
  onChange,
  errors,
  legend = 'Phone number',
  onBlur,
}: {
  idPrefix: string;
  countryCode: string;
  phone: string;
  onChange: (changes: { countryCode?: string; phone?: string }) => void;
  errors: { readonly countryCode?: string; readonly phone?: string };
  legend?: string;
  /** The visitor left the number or its code: the form checks the number (ADR 041). */
  onBlur?: () => void;
}) {
  const codeId = `${idPrefix}-countryCode`;
  const phoneId = `${idPrefix}-phone`;
  return (
    <fieldset className="form-fieldset form-phone">
      <legend className="form-label">{legend}</legend>
      <FieldError id={`${codeId}-error`} message={errors.countryCode} />
      <FieldError id={`${phoneId}-error`} message={errors.phone} />
      <div className="form-phone-row">
        <div>
          <label htmlFor={codeId} className="visually-hidden">
            Country code
          </label>
          <select
            id={codeId}
            name="countryCode"
            className="form-input"
            autoComplete="tel-country-code"
            value={countryCode}
            onChange={(e) => onChange({ countryCode: e.currentTarget.value })}
            onBlur={onBlur}
            {...describedByProps(`${codeId}-error`, errors.countryCode)}
          >
            {!countryCodes.some((c) => c.code === countryCode) && <option value={countryCode}>{countryCode}</option>}
            {countryCodes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} {c.country}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={phoneId} className="visually-hidden">
            Phone number without the country code
          </label>
          <input
            id={phoneId}
            name="phone"
            type="tel"
            className="form-input"
            autoComplete="tel-national"
            inputMode="tel"
            value={phone}
            onChange={(e) => onChange({ phone: e.currentTarget.value })}
            onBlur={onBlur}
            {...describedByProps(`${phoneId}-error`, errors.phone)}
          />
        </div>
      </div>
    </fieldset>
  );
}
