import { Link } from 'wouter';
import { type EnquiryDraft, type EnquiryStep, enquirySteps } from '../../../domain/room-finder/enquiry-draft';
import { stepErrors, stepToShow } from '../../../domain/room-finder/enquiry-steps';

/** Each step's name in the progress list and the tab title. */
export const stepLabels: Readonly<Record<EnquiryStep, string>> = {
  city: 'City',
  'move-in': 'Move-in',
  preferences: 'Preferences',
  contact: 'Your details',
  results: 'Your rooms',
};

/** Each step's question, its heading. */
export const stepQuestions: Readonly<Record<EnquiryStep, string>> = {
  city: 'Where will you study?',
  'move-in': 'When would you like to move in?',
  preferences: 'What are you looking for?',
  contact: 'Where should we send your rooms?',
  results: 'Your rooms',
};

export const stepHref = (step: EnquiryStep) => `/find-your-room/${step}`;

/**
 * The five steps in order: the current one marked, the ones the visitor may go to (done, or
 * reached before) as links, and "Step n of 5".
 */
export function FinderProgress({
  current,
  draft,
  today,
}: {
  current: EnquiryStep;
  draft: EnquiryDraft;
  today: string;
}) {
  const index = enquirySteps.indexOf(current);
  return (
    <nav className="finder-progress" aria-label="Room finder steps">
      <p className="finder-progress-count">
        Step {index + 1} of {enquirySteps.length}
      </p>
      <ol>
        {enquirySteps.map((step, i) => {
          const reachable = stepToShow(step, draft, today) === step;
          const done = step !== 'results' && reachable && Object.keys(stepErrors(draft, step, today)).length === 0;
          const state = step === current ? 'current' : done ? 'done' : 'todo';
          const body = (
            <>
              <span className="finder-progress-mark" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="finder-progress-label">{stepLabels[step]}</span>
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
            </>
          );
          return (
            <li key={step} className={`finder-progress-step is-${state}`}>
              {step === current ? (
                <span aria-current="step">{body}</span>
              ) : reachable ? (
                <Link href={stepHref(step)}>{body}</Link>
              ) : (
                <span>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
