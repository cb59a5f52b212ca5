import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { SEND_ENQUIRY, VISIT_UTM } from '../../../application/enquiries/enquiries.tokens';
import { ROOM_FINDER_STORE } from '../../../application/room-finder/room-finder.tokens';
import type { StepErrors } from '../../../domain/room-finder/enquiry-steps';
import { stepErrors } from '../../../domain/room-finder/enquiry-steps';

import { useLazyService, useService } from '../../hooks/use-service';
import { useToastActions } from '../../hooks/use-toasts';
import { ContactFields } from '../contact-fields';
import { newSubmissionId } from '../submission-id';
import {
  type DraftField,
  describedBy,
  ErrorSummary,
  FieldError,
  fieldId,
  StepActions,
  type StepProps,
  useStepForm,
} from './step-form';

const contactFields: readonly DraftField[] = ['name', 'email', 'countryCode', 'phone', 'agreedToTerms'];
const draftFields: readonly DraftField[] = [
  'city',
  'moveInDate',
  'duration',
  'price',
  'space',
  'name',
  'email',
  'phone',
  'countryCode',
  'agreedToTerms',
];

/** What the page is told when an enquiry was stored. */
export interface Sent {
  readonly reference: string;
  readonly message: string;
}

/**
 * Step 4: name, email, phone and the terms; "See my rooms" sends the enquiry. A refusal keeps
 * everything typed and shows the server's messages on the fields; sending again reuses the
 * attempt's submission id, so a retry after a lost answer is stored once.
 */
export function ContactStep({ draft, backHref, onSent }: Omit<StepProps, 'onNext'> & { onSent: (sent: Sent) => void }) {
  const store = useLazyService(ROOM_FINDER_STORE);
  const sendEnquiry = useLazyService(SEND_ENQUIRY);
  const utm = useService(VISIT_UTM);
  const toasts = useToastActions();
  const [location] = useLocation();
  const [submissionId, setSubmissionId] = useState(newSubmissionId);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useStepForm('contact', () => void send());
  const { errors, formMessage, summaryRef, update, show } = form;

  async function send() {
    const today = store.today();
    // Every step again: the draft may have changed in another tab since.
    const { step: _step, ...answers } = store.draft;
    for (const step of ['city', 'move-in', 'preferences'] as const) {
      if (Object.keys(stepErrors(store.draft, step, today)).length > 0) {
        return show({}, 'Some of your earlier answers need another look. Use the steps above to check them.');
      }
    }
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    const result = await sendEnquiry.roomFinder({
      ...answers,
      submissionId,
      sourcePage: location,
      utm,
      website: honeypot.current?.value ?? '',
    });
    sendingRef.current = false;
    setSending(false);
    if (result.ok) {
      setSubmissionId(newSubmissionId());
      toasts.show('success', `Thanks, ${answers.name.trim()}. Your reference is ${result.reference}.`);
      onSent({ reference: result.reference, message: result.message });
      return;
    }
    // Messages for this step's fields go beside them; any other (an earlier answer) with the summary.
    const fields: StepErrors = {};
    const elsewhere: string[] = [];
    for (const field of draftFields) {
      const message = result.fields[field];
      if (!message) continue;
      if (contactFields.includes(field)) fields[field] = message;
      else elsewhere.push(message);
    }
    show(fields, [result.message, ...elsewhere].join(' '));
  }

  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="finder-step-heading" className="finder-form">
      <ErrorSummary errors={errors} message={formMessage} order={contactFields} summaryRef={summaryRef} />
      <p className="finder-hint">
        We will show your rooms straight away and send them to you, with someone to answer your questions.
      </p>
      <ContactFields idPrefix="finder" values={draft} errors={errors} onChange={(changes) => update(changes)} />
      <div className="finder-field finder-terms">
        <FieldError field="agreedToTerms" errors={errors} />
        <label className="finder-option finder-check">
          <input
            id={fieldId('agreedToTerms')}
            name="agreedToTerms"
            type="checkbox"
            checked={draft.agreedToTerms}
            onChange={(e) => update({ agreedToTerms: e.currentTarget.checked })}
            {...describedBy('agreedToTerms', errors)}
          />
          <span className="finder-option-title">I agree to the terms and privacy policy</span>
        </label>
      </div>
      {/* The honeypot: hidden from people and skipped by the keyboard; bots that fill every field fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="finder-website">Website (leave this empty)</label>
        <input ref={honeypot} id="finder-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <StepActions backHref={backHref} submitLabel="See my rooms" busy={sending} busyLabel="Sending…" />
    </form>
  );
}
