import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ROOM_FINDER_STORE } from '../../../application/room-finder/room-finder.tokens';
import type { EnquiryDraft, EnquiryStep } from '../../../domain/room-finder/enquiry-draft';
import { type StepErrors, stepErrors } from '../../../domain/room-finder/enquiry-steps';
import { useLazyService } from '../../hooks/use-service';
import { describedByProps, ErrorSummary as FormErrorSummary, FieldError as FormFieldError } from '../form-errors';

/** What every step of the room finder is given by the page. */
export interface StepProps {
  readonly draft: EnquiryDraft;
  readonly today: string;
  /** Called once the step's answers pass its checks: the page records the step and moves on. */
  readonly onNext: () => void;
  /** The previous step's address (none on the first step). */
  readonly backHref: string | null;
}

export type DraftField = keyof Omit<EnquiryDraft, 'step'>;

/** The id of a field's control (the first one of a group): the error summary links to it. */
export const fieldId = (field: DraftField) => `finder-${field}`;
export const errorId = (field: DraftField) => `finder-${field}-error`;

/** The attributes a control takes for its field's message and hint. */
export function describedBy(field: DraftField, errors: StepErrors, hintId?: string) {
  return describedByProps(errorId(field), errors[field], hintId);
}

/**
 * A step's form state: the messages of the last Continue, kept until the field is changed, and
 * the summary focused after each Continue that found something to fix.
 */
export function useStepForm(step: EnquiryStep, onValid: () => void) {
  const store = useLazyService(ROOM_FINDER_STORE);
  const [errors, setErrors] = useState<StepErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  /** Shows messages (from the step's checks or the server) and moves focus to their summary. */
  const show = (next: StepErrors, message: string | null = null) => {
    setErrors(next);
    setFormMessage(message);
    setAttempt((a) => a + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = stepErrors(store.draft, step, store.today());
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    setFormMessage(null);
    onValid();
  };

  /** Saves answers straight into the draft; a changed field's message goes. */
  const update = (answers: Partial<Omit<EnquiryDraft, 'step'>>) => {
    store.update(answers);
    setErrors((previous) => {
      const changed = Object.keys(answers).filter((k) => k in previous);
      if (changed.length === 0) return previous;
      const next: Record<string, string | undefined> = { ...previous };
      for (const key of changed) delete next[key];
      return next as StepErrors;
    });
  };

  return { errors, formMessage, summaryRef, submit, update, show };
}

/** "There is a problem": what to fix, each a link to its field. Focused when it appears. */
export function ErrorSummary({
  errors,
  message,
  order,
  summaryRef,
}: {
  errors: StepErrors;
  message: string | null;
  /** The step's fields in the order shown, so the list reads top to bottom. */
  order: readonly DraftField[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <FormErrorSummary
      errors={errors}
      message={message}
      order={order}
      summaryRef={summaryRef}
      fieldId={fieldId}
      titleId="finder-error-title"
    />
  );
}

/** A field's message, under its label. */
export function FieldError({ field, errors }: { field: DraftField; errors: StepErrors }) {
  return <FormFieldError id={errorId(field)} message={errors[field]} />;
}

/** Continue (the form's submit) and the way back to the previous step. */
export function StepActions({
  backHref,
  submitLabel = 'Continue',
  busy = false,
  busyLabel,
  extra,
}: {
  backHref: string | null;
  submitLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  extra?: ReactNode;
}) {
  return (
    <div className="finder-actions">
      <button type="submit" className="button finder-submit" disabled={busy}>
        {busy ? (busyLabel ?? submitLabel) : submitLabel}
      </button>
      {backHref && (
        <Link href={backHref} className="finder-back">
          <span aria-hidden="true">←</span> Back
        </Link>
      )}
      {extra}
    </div>
  );
}
