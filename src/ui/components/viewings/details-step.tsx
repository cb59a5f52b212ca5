import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CHECK_PHONE_NUMBER } from '../../../application/enquiries/enquiries.tokens';
import { checkDetails, type DetailsAnswers, updateDetails } from '../../../domain/viewings/booking-flow';
import { useService } from '../../hooks/use-service';
import { ContactFields } from '../contact-fields';
import { describedByProps, ErrorSummary, FieldError, type FieldMessages } from '../form-errors';
import { type DetailField, detailFields, detailMessages, detailProblems } from './booking-request';
import { type BookingStepProps, StepActions, stepHeadingId, useFocusedSummary } from './booking-step';

const fieldId = (field: DetailField) => `viewing-${field}`;
const errorId = (field: DetailField) => `viewing-${field}-error`;

/**
 * Step 4: who is coming. Checked with the server's own schema on Continue: a summary of what to
 * fix (focused) and a message on each field; the server's messages after a refusal show the same way.
 */
export function DetailsStep({
  flow,
  availability,
  apply,
  hrefFor,
  onHoneypot,
}: BookingStepProps & {
  /** The hidden field bots fill in, read on Continue. */
  onHoneypot: (value: string) => void;
}) {
  const propertySlug = availability.property.slug;
  const [errors, setErrors] = useState<FieldMessages<DetailField>>({});
  const { summaryRef, show } = useFocusedSummary();
  const honeypot = useRef<HTMLInputElement>(null);
  const shown: FieldMessages<DetailField> = { ...detailMessages(flow.refusal?.fields), ...errors };
  const d = flow.details;
  const checkPhone = useService(CHECK_PHONE_NUMBER);
  const latest = useRef(d);
  latest.current = d;

  const update = (changes: Partial<DetailsAnswers>) => {
    apply((f) => updateDetails(f, changes));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(changes) as DetailField[]) delete next[key];
      return next;
    });
  };

  /** Leaving the phone number: its message from the numbering plans, unless it changed meanwhile. */
  const checkPhoneOnBlur = () => {
    const asked = { countryCode: d.countryCode, phone: d.phone };
    void checkPhone.problem(asked).then((problem) => {
      const now = latest.current;
      if (problem && now.phone === asked.phone && now.countryCode === asked.countryCode)
        setErrors((previous) => ({ ...previous, phone: problem }));
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onHoneypot(honeypot.current?.value ?? '');
    const phoneProblem = await checkPhone.problem({ countryCode: d.countryCode, phone: d.phone });
    const found = detailProblems(flow, propertySlug);
    if (phoneProblem && !found.phone) found.phone = phoneProblem;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return show();
    }
    setErrors({});
    apply(checkDetails);
  };

  const field = (f: DetailField, hintId?: string) => describedByProps(errorId(f), shown[f], hintId);
  const serverMessage =
    flow.refusal && Object.keys(detailMessages(flow.refusal.fields)).length > 0 ? flow.refusal.message : null;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={stepHeadingId} className="form-stack">
      <ErrorSummary
        errors={shown}
        message={serverMessage}
        order={detailFields}
        summaryRef={summaryRef}
        fieldId={fieldId}
        titleId="viewing-error-title"
      />
      <p className="form-hint">We use these to confirm your viewing and to reach you if anything changes.</p>
      <ContactFields
        idPrefix="viewing"
        values={d}
        errors={shown}
        hints={{ email: 'Your confirmation and calendar invitation go here.' }}
        onChange={update}
        onPhoneBlur={checkPhoneOnBlur}
      />
      <div className="form-field">
        <label htmlFor={fieldId('partySize')} className="form-label">
          How many people are coming, including you?
        </label>
        <FieldError id={errorId('partySize')} message={shown.partySize} />
        <select
          id={fieldId('partySize')}
          name="partySize"
          className="form-input viewing-party"
          value={d.partySize}
          onChange={(e) => update({ partySize: Number(e.currentTarget.value) })}
          {...field('partySize')}
        >
          {Array.from({ length: availability.maxPartySize }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 person' : `${n} people`}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={fieldId('message')} className="form-label">
          Anything we should know? <span className="form-optional">(optional)</span>
        </label>
        <p className="form-hint" id="viewing-message-hint">
          The room types you would like to see, access needs, or questions for the team.
        </p>
        <FieldError id={errorId('message')} message={shown.message} />
        <textarea
          id={fieldId('message')}
          name="message"
          className="form-input viewing-message"
          rows={4}
          maxLength={1000}
          value={d.message}
          onChange={(e) => update({ message: e.currentTarget.value })}
          {...field('message', 'viewing-message-hint')}
        />
      </div>
      <div className="form-field form-terms">
        <FieldError id={errorId('agreedToTerms')} message={shown.agreedToTerms} />
        <div className="form-option form-check">
          <input
            id={fieldId('agreedToTerms')}
            name="agreedToTerms"
            type="checkbox"
            checked={d.agreedToTerms}
            onChange={(e) => update({ agreedToTerms: e.currentTarget.checked })}
            {...field('agreedToTerms')}
          />
          <label htmlFor={fieldId('agreedToTerms')} className="form-option-title">
            I agree to the <Link href="/terms-and-conditions">terms and conditions</Link> and the{' '}
            <Link href="/privacy-policy">privacy policy</Link>
          </label>
        </div>
      </div>
      {/* The honeypot: hidden from people and skipped by the keyboard; bots that fill every field fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="viewing-website">Website (leave this empty)</label>
        <input ref={honeypot} id="viewing-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <StepActions submitLabel="Continue" backHref={hrefFor('time')} />
    </form>
  );
}
