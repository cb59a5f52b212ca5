import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { BookingFlow, BookingStep } from '../../../domain/viewings/booking-flow';
import type { ViewingKind } from '../../../domain/viewings/viewing';
import type { ViewingAvailability } from '../../../domain/viewings/viewing-outcomes';
import { kindDescriptions, kindLabels } from './viewing-format';

/** What every step of the booking is given by the page. */
export interface BookingStepProps {
  readonly flow: BookingFlow;
  readonly availability: ViewingAvailability;
  /** Applies a change to the flow; the page then shows the step it leads to. */
  readonly apply: (change: (flow: BookingFlow) => BookingFlow) => void;
  /** The address of a step. */
  readonly hrefFor: (step: BookingStep) => string;
}

/** The id of the step's heading, which labels its form. */
export const stepHeadingId = 'viewing-step-heading';

/**
 * A form's summary of problems, focused after each submit that found some: `show()` counts a
 * submit, and the summary (rendered by the form) takes focus after it renders.
 */
export function useFocusedSummary() {
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);
  return { summaryRef, show: () => setAttempt((a) => a + 1) };
}

/** The form's main button and the way back to the previous step. */
export function StepActions({
  backHref,
  backLabel = 'Back',
  submitLabel,
  busy = false,
  busyLabel,
}: {
  backHref: string | null;
  backLabel?: string;
  /** No submit button when null (steps chosen by clicking a day or a time). */
  submitLabel: string | null;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <div className="form-actions">
      {submitLabel && (
        <button type="submit" className="button form-submit" disabled={busy}>
          {busy ? (busyLabel ?? submitLabel) : submitLabel}
        </button>
      )}
      {backHref && (
        <Link href={backHref} className="form-back">
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
      )}
    </div>
  );
}

/** In person or video call as radio cards, each with a line on what it is; only the kinds offered. */
export function KindOptions({
  kinds,
  selected,
  onChoose,
  name,
  firstId,
}: {
  kinds: readonly ViewingKind[];
  selected: ViewingKind | null;
  onChoose: (kind: ViewingKind) => void;
  name: string;
  /** The first card's id (an error summary links to it). */
  firstId?: string;
}) {
  return (
    <div className="form-options viewing-kinds">
      {kinds.map((kind, i) => (
        <label key={kind} className="form-option viewing-kind">
          <input
            type="radio"
            name={name}
            value={kind}
            id={i === 0 ? firstId : undefined}
            checked={selected === kind}
            onChange={() => onChoose(kind)}
          />
          <span className="form-option-body">
            <span className="form-option-title">{kindLabels[kind]}</span>
            <span className="form-option-meta">{kindDescriptions[kind]}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** Rows of label and value, each optionally with a Change link to where it is chosen. */
export function SummaryRows({ rows }: { rows: readonly { label: string; value: ReactNode; change?: string }[] }) {
  return (
    <dl>
      {rows.map(({ label, value, change }) => (
        <div key={label} className="form-summary-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
          {change && (
            <dd className="form-summary-change">
              <Link href={change}>
                Change<span className="visually-hidden"> {label.toLowerCase()}</span>
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
