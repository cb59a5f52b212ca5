import { latestMoveIn, quickPicks } from '../../../domain/room-finder/enquiry-steps';
import { dateWithWeekday } from '../format-date';
import { describedBy, ErrorSummary, FieldError, fieldId, StepActions, type StepProps, useStepForm } from './step-form';

/** "Sat 5 Sep 2026": the pages' one date style. */
export const dateWords = dateWithWeekday;

/** Step 2: the move-in date, typed or picked from the next academic-year starts. */
export function MoveInStep({ draft, today, onNext, backHref }: StepProps) {
  const { errors, formMessage, summaryRef, submit, update } = useStepForm('move-in', onNext);
  const picks = quickPicks(today);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="finder-step-heading" className="finder-form">
      <ErrorSummary errors={errors} message={formMessage} order={['moveInDate']} summaryRef={summaryRef} />
      <div className="finder-field">
        <label htmlFor={fieldId('moveInDate')} className="finder-label">
          Move-in date
        </label>
        <p className="finder-hint" id="finder-move-in-hint">
          Most tenancies start in early September. You can choose any date up to two years ahead.
        </p>
        <FieldError field="moveInDate" errors={errors} />
        <input
          id={fieldId('moveInDate')}
          name="moveInDate"
          type="date"
          className="finder-input finder-date"
          min={today}
          max={latestMoveIn(today)}
          value={draft.moveInDate}
          onChange={(e) => update({ moveInDate: e.currentTarget.value })}
          {...describedBy('moveInDate', errors, 'finder-move-in-hint')}
        />
      </div>
      {picks.length > 0 && (
        <div className="finder-quick-picks">
          <p className="finder-label" id="finder-quick-picks-label">
            Or choose the start of an academic year
          </p>
          <ul aria-labelledby="finder-quick-picks-label">
            {picks.map((pick) => (
              <li key={pick.date}>
                <button
                  type="button"
                  className="chip-button finder-pick"
                  aria-pressed={draft.moveInDate === pick.date}
                  onClick={() => update({ moveInDate: pick.date })}
                >
                  <span>{pick.label}</span>
                  <span className="finder-pick-date">{dateWords(pick.date)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <StepActions backHref={backHref} />
    </form>
  );
}
