import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ROOM_FINDER_STORE } from '../../application/room-finder/room-finder.tokens';
import type { CitySummary } from '../../domain/catalogue/catalogue';
import { type EnquiryStep, emptyEnquiryDraft, enquirySteps } from '../../domain/room-finder/enquiry-draft';
import { stepToShow } from '../../domain/room-finder/enquiry-steps';
import { PageHead } from '../components/breadcrumbs';
import { CityStep } from '../components/room-finder/city-step';
import { ContactStep, type Sent } from '../components/room-finder/contact-step';
import { FinderProgress, stepHref, stepLabels, stepQuestions } from '../components/room-finder/finder-progress';
import { MoveInStep } from '../components/room-finder/move-in-step';
import { PreferencesStep } from '../components/room-finder/preferences-step';
import { ResultsStep } from '../components/room-finder/results-step';
import type { StepProps } from '../components/room-finder/step-form';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useLazyService } from '../hooks/use-service';
import { useDeviceStream, useHydrated } from '../hooks/use-shortlists';

const noCities: readonly CitySummary[] = [];

/** The reference of the enquiry just sent, kept in the history entry of the results (it survives a reload). */
function sentFromHistory(state: unknown): Sent | null {
  if (typeof state !== 'object' || state === null) return null;
  const { reference, message } = state as { reference?: unknown; message?: unknown };
  return typeof reference === 'string' ? { reference, message: typeof message === 'string' ? message : '' } : null;
}

/**
 * The room finder (/find-your-room/:step): five steps, every answer saved on the device as it is
 * given. The address names the step; one the visitor has not reached yet (or skipped ahead to)
 * shows the first still to do, and the address is corrected once the device's draft is known.
 */
export default function RoomFinderPage() {
  const { step: param } = useParams<{ step?: string }>();
  const [, navigate] = useLocation();
  const store = useLazyService(ROOM_FINDER_STORE);
  // The server has no device storage: the server's render and hydration show the empty draft.
  const draft = useDeviceStream(store.draft$, emptyEnquiryDraft);
  const hydrated = useHydrated();
  const today = store.today();
  const requested = param ?? 'city';
  const shown = stepToShow(requested, draft, today);
  const index = enquirySteps.indexOf(shown);

  const cities = useCatalogue((s) => s.cities$());
  const historySent = sentFromHistory(useHistoryState());
  const [justSent, setJustSent] = useState<Sent | null>(null);

  useBrandedTitle(`${stepLabels[shown]} | Find your room`);

  // The address names the step shown (replaced, so Back does not return to a step that is not allowed).
  useEffect(() => {
    if (hydrated && shown !== requested) navigate(stepHref(shown), { replace: true });
  }, [hydrated, shown, requested, navigate]);

  // A new step moves focus to its question, as a new page would; the first one shown does not.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastShown = useRef<EnquiryStep | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (lastShown.current !== null && lastShown.current !== shown) headingRef.current?.focus();
    lastShown.current = shown;
  }, [hydrated, shown]);

  const go = (step: EnquiryStep) => {
    store.reach(step);
    navigate(stepHref(step));
  };
  const next = enquirySteps[index + 1];
  const previous = enquirySteps[index - 1];
  const stepProps: StepProps = {
    draft,
    today,
    onNext: () => next && go(next),
    backHref: previous ? stepHref(previous) : null,
  };
  const startAgain = () => {
    store.reset();
    setJustSent(null);
    navigate(stepHref('city'));
  };
  const started = draft.city !== '' || draft.moveInDate !== '';

  return (
    <div className={`container section finder${shown === 'results' ? ' finder-wide' : ''}`}>
      <PageHead
        crumb="Find your room"
        className="finder-head"
        lead="Five quick steps: tell us where and when, and what you are looking for, and we match you to rooms."
      />
      <noscript>
        <p className="notice finder-noscript">
          The room finder needs JavaScript. You can still <a href="/city-listing">browse rooms by city</a> or{' '}
          <a href="/contact-us">contact us</a> and we will find you a room.
        </p>
      </noscript>
      <div className="finder-body">
        <FinderProgress current={shown} draft={draft} today={today} />
        <div className="finder-step-head">
          <h2 id="finder-step-heading" ref={headingRef} tabIndex={-1}>
            {stepQuestions[shown]}
          </h2>
          {started && (
            <button type="button" className="finder-restart" onClick={startAgain}>
              Start again
            </button>
          )}
        </div>
        {shown === 'city' && <CityStep {...stepProps} />}
        {shown === 'move-in' && <MoveInStep {...stepProps} />}
        {shown === 'preferences' && <PreferencesStep {...stepProps} />}
        {shown === 'contact' && (
          <ContactStep
            {...stepProps}
            onSent={(sent) => {
              setJustSent(sent);
              store.reach('results');
              navigate(stepHref('results'), { state: sent });
            }}
          />
        )}
        {shown === 'results' && (
          <ResultsStep
            draft={draft}
            sent={historySent ?? justSent}
            cities={cities.status === 'ready' ? cities.value : noCities}
          />
        )}
      </div>
    </div>
  );
}
