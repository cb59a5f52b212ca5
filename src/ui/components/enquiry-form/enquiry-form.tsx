import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Observable, of } from 'rxjs';
import { Link, useLocation, useSearch } from 'wouter';
import { ENQUIRY_FORM_STORE, SEND_ENQUIRY, VISIT_UTM } from '../../../application/enquiries/enquiries.tokens';
import type { FormReply } from '../../../application/enquiries/form-streams';
import type { Resource } from '../../../domain/catalogue/resource-streams';
import type { FormKind } from '../../../domain/enquiries/enquiry';
import { enquiryForms } from '../../../domain/enquiries/enquiry-forms';
import { utmFormFields } from '../../../domain/enquiries/first-touch';
import { sentFromSearch, sentSearch, withoutSent } from '../../../domain/enquiries/form-address';
import {
  emptyValues,
  type FormValue,
  type FormValues,
  formAnswers,
  formFieldOrder,
  splitMessages,
  valuesFromReply,
} from '../../../domain/enquiries/form-values';
import type { PropertyOption } from '../../../ports/catalogue-reader.port';
import type { FormEnquiry } from '../../../ports/enquiry-sender.port';
import { useCatalogue } from '../../hooks/use-catalogue';
import { useLazyService, useService } from '../../hooks/use-service';
import { useStream } from '../../hooks/use-stream';
import { ContactFields } from '../contact-fields';
import { describedByProps, ErrorSummary, FieldError } from '../form-errors';
import { newSubmissionId } from '../submission-id';
import { controlId, EnquiryFormField, errorIdOf } from './form-field';
import { ThankYou } from './thank-you';

const loading = { status: 'loading' } as const;
/** The fields the contact fields render (from the first, `name`, on), not one by one. */
const contactKeys = new Set(['name', 'email', 'phone']);

/** A form without a residence field asks for no residences. */
const noResidences: Observable<Resource<readonly PropertyOption[]>> = of({ status: 'ready', value: [] });

/** The form's schemas (zod/mini) load with the first field the visitor touches, not with the page. */
const loadSchemas = () =>
  Promise.all([import('../../../adapters/forms/enquiry-forms.schema'), import('../../../adapters/forms/field-errors')]);

interface Refusal {
  readonly fields: Readonly<Record<string, string>>;
  readonly message: string | null;
}

function refusalOf(kind: FormKind, fields: Readonly<Record<string, string>>, message: string | null): Refusal {
  const split = splitMessages(enquiryForms[kind], fields);
  const words = [message, ...split.other].filter((m): m is string => !!m);
  return { fields: split.fields, message: words.length > 0 ? words.join(' ') : null };
}

function startingValues(
  kind: FormKind,
  reply: FormReply | null,
  prefill: Readonly<Record<string, string>>,
): FormValues {
  const form = enquiryForms[kind];
  return reply
    ? { ...emptyValues(form), ...prefill, ...valuesFromReply(form, reply.values) }
    : { ...emptyValues(form), ...prefill };
}

/**
 * Any of the nine enquiry forms, rendered from its description (src/domain/enquiries/enquiry-forms.ts).
 * A real form: without JavaScript it posts to /api/enquiries/<kind> and the server answers with
 * the page again (its reply primed as `form-reply:<kind>`: the messages and what was typed) or a
 * redirect to `?sent=<reference>`, which shows the thank-you. With JavaScript it is checked with
 * the form's own schema before sending; every refusal (the schema's, the server's, the network's)
 * keeps what was typed and focuses a summary of what to fix; a retry sends the same submission id.
 */
export default function EnquiryForm({
  kind,
  labelledBy,
  prefill = {},
}: {
  kind: FormKind;
  /** The id of the section's heading, which names the form. */
  labelledBy: string;
  /** Answers the page fills in (an offer's code). */
  prefill?: Readonly<Record<string, string>>;
}) {
  const form = enquiryForms[kind];
  const [location, navigate] = useLocation();
  const search = useSearch();
  const sent = sentFromSearch(search);
  const formStore = useLazyService(ENQUIRY_FORM_STORE);
  const send = useLazyService(SEND_ENQUIRY);
  const utm = useService(VISIT_UTM);
  const replyResource = useStream<Resource<FormReply>>(formStore.formReply$(kind), loading);
  const reply = replyResource.status === 'ready' ? replyResource.value : null;
  const tokenResource = useStream(formStore.formToken$(), loading);
  const formToken = tokenResource.status === 'ready' ? tokenResource.value.formToken : '';
  const asksProperty = form.fields.some((f) => f.input === 'property');
  const options = useCatalogue((s) => (asksProperty ? s.propertyOptions$() : noResidences));
  const propertyOptions = options.status === 'ready' ? options.value : options.status === 'loading' ? null : [];

  const [values, setValues] = useState<FormValues>(() => startingValues(kind, reply, prefill));
  const [refusal, setRefusal] = useState<Refusal>(() =>
    reply ? refusalOf(kind, reply.fields, reply.message) : { fields: {}, message: null },
  );
  const [submissionId, setSubmissionId] = useState(newSubmissionId);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  /** The server's words and whether to focus the thank-you, for the enquiry just sent from here. */
  const [justSent, setJustSent] = useState<{ reference: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  // A refusal moves focus to its summary (not the reply a page arrived with: that was a page load).
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  // A prefill that changes while the page is shown (another offer claimed): fill it in and go to the form.
  const prefillKey = JSON.stringify(prefill);
  const shownPrefill = useRef(prefillKey);
  useEffect(() => {
    if (shownPrefill.current === prefillKey) return;
    shownPrefill.current = prefillKey;
    const changes = JSON.parse(prefillKey) as Record<string, string>;
    setValues((v) => ({ ...v, ...changes }));
    setRefusal((r) => {
      const fields = { ...r.fields };
      for (const key of Object.keys(changes)) delete fields[key];
      return { ...r, fields };
    });
    const first = Object.keys(changes)[0];
    const control = first ? document.getElementById(controlId(kind, first)) : null;
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  }, [prefillKey, kind]);

  // Arriving with a prefill for this form (an offer claimed on another page): go to the field.
  useEffect(() => {
    const first = Object.keys(JSON.parse(shownPrefill.current) as object)[0];
    if (!first || window.location.hash !== `#form-${kind}`) return;
    // After the app's move to the top of a newly shown page.
    const timer = setTimeout(() => {
      const control = document.getElementById(controlId(kind, first));
      control?.focus();
      control?.scrollIntoView?.({ block: 'center' });
    }, 0);
    return () => clearTimeout(timer);
  }, [kind]);

  const update = (key: string, value: FormValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    setRefusal((r) => {
      if (!r.fields[key]) return r;
      const { [key]: _fixed, ...rest } = r.fields;
      return { ...r, fields: rest };
    });
  };

  const show = (fields: Readonly<Record<string, string>>, message: string | null) => {
    setRefusal(refusalOf(kind, fields, message));
    setAttempt((a) => a + 1);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const enquiry: FormEnquiry = {
        name: '',
        email: '',
        ...formAnswers(form, values),
        submissionId,
        sourcePage: location,
        utm,
        website: honeypot.current?.value ?? '',
        formToken: formStore.currentToken(),
      };
      // When the schema cannot load (a lost connection), the server still checks every answer.
      const schemas = await loadSchemas().catch(() => null);
      if (schemas) {
        const [{ enquiryFormSchemas }, { fieldErrors }] = schemas;
        const checked = enquiryFormSchemas[kind].safeParse(enquiry);
        if (!checked.success) return show(fieldErrors(checked.error), null);
      }
      const result = await send.form(kind, enquiry);
      if (!result.ok) {
        if (result.formToken) formStore.renewToken(result.formToken);
        return show(result.fields, result.message);
      }
      const done = {
        reference: result.reference,
        ...(result.referralCode ? { referralCode: result.referralCode } : {}),
      };
      setSubmissionId(newSubmissionId());
      setValues(startingValues(kind, null, prefill));
      setRefusal({ fields: {}, message: null });
      setJustSent({ reference: result.reference, message: result.message });
      navigate(`${location}${sentSearch(search, done)}`);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  if (sent) {
    return (
      <ThankYou
        kind={kind}
        sent={sent}
        message={justSent?.reference === sent.reference ? justSent.message : null}
        focus={justSent?.reference === sent.reference}
        anotherHref={`${location}${withoutSent(search)}`}
      />
    );
  }

  const id = (key: string) => controlId(kind, key);
  const errors = refusal.fields;
  const contact = {
    email: form.fields.find((f) => f.key === 'email'),
    phone: form.fields.find((f) => f.key === 'phone'),
  };
  const termsId = id('agreedToTerms');
  const text = (key: string) => {
    const value = values[key];
    return typeof value === 'string' ? value : '';
  };

  return (
    <form
      // The app checks the answers itself; the browser's own checks are for pages without JavaScript.
      ref={(element) => {
        if (element) element.noValidate = true;
      }}
      method="post"
      action={`/api/enquiries/${kind}#form-${kind}`}
      onSubmit={(e) => void submit(e)}
      onFocus={() => void loadSchemas().catch(() => undefined)}
      aria-labelledby={labelledBy}
      className="form-stack enquiry-form"
    >
      <ErrorSummary
        errors={errors}
        message={refusal.message}
        order={formFieldOrder(form)}
        summaryRef={summaryRef}
        fieldId={id}
        titleId={`form-${kind}-error-title`}
      />
      {form.fields.map((field) =>
        field.key === 'name' ? (
          <ContactFields
            key="contact"
            idPrefix={`form-${kind}`}
            values={{
              name: text('name'),
              email: text('email'),
              countryCode: text('countryCode'),
              phone: text('phone'),
            }}
            errors={errors}
            labels={{ name: field.label, email: contact.email?.label, phone: contact.phone?.label }}
            nameMax={field.max}
            phone={contact.phone ? (contact.phone.required ? 'required' : 'optional') : 'none'}
            optionalMark
            onChange={(changes) => {
              for (const [key, value] of Object.entries(changes)) update(key, value);
            }}
          />
        ) : contactKeys.has(field.key) ? null : (
          <EnquiryFormField
            key={field.key}
            kind={kind}
            field={field}
            value={values[field.key]}
            message={errors[field.key]}
            propertyOptions={propertyOptions}
            onChange={(value) => update(field.key, value)}
          />
        ),
      )}
      {form.asksTerms && (
        <div className="form-field form-terms">
          <FieldError id={errorIdOf(termsId)} message={errors.agreedToTerms} />
          <div className="form-option form-check">
            <input
              id={termsId}
              name="agreedToTerms"
              type="checkbox"
              required
              checked={values.agreedToTerms === true}
              onChange={(e) => update('agreedToTerms', e.currentTarget.checked)}
              {...describedByProps(errorIdOf(termsId), errors.agreedToTerms)}
            />
            <label htmlFor={termsId} className="form-option-title">
              I agree to the <Link href="/terms-and-conditions">terms and conditions</Link> and the{' '}
              <Link href="/privacy-policy">privacy policy</Link>
            </label>
          </div>
        </div>
      )}
      <input type="hidden" name="sourcePage" value={location} />
      <input type="hidden" name="formToken" value={formToken} />
      {utmFormFields(utm).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* The honeypot: hidden from view and skipped by the keyboard; bots that fill every field fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={id('website')}>Leave this empty</label>
        <input ref={honeypot} id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="form-actions">
        <button type="submit" className="button form-submit" disabled={sending}>
          {sending ? 'Sending…' : form.submitLabel}
        </button>
        <span className="visually-hidden" role="status">
          {sending ? 'Sending…' : ''}
        </span>
      </div>
    </form>
  );
}
