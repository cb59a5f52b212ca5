import { PRICE_BANDS } from '../../../domain/catalogue/property-filter';
import { ROOM_KIND_LABELS, ROOM_KINDS } from '../../../domain/catalogue/room-kinds';
import type { StepErrors } from '../../../domain/room-finder/enquiry-steps';
import { TENANCY_LENGTHS, tenancyLengthsIn } from '../../../domain/room-finder/enquiry-steps';
import { useCatalogue } from '../../hooks/use-catalogue';
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

type ListField = Extract<DraftField, 'duration' | 'price' | 'space'>;

export const tenancyOptions = TENANCY_LENGTHS.map((t) => ({ id: t.id, label: t.label }));
export const budgetOptions = PRICE_BANDS.map((b) => ({ id: b.id, label: b.label }));
export const kindOptions = ROOM_KINDS.map((k) => ({ id: k, label: ROOM_KIND_LABELS[k] }));

/** Adds or removes one choice, keeping the options' order. */
const toggled = (chosen: readonly string[], id: string, on: boolean, order: readonly { id: string }[]) =>
  order.map((o) => o.id).filter((o) => (o === id ? on : chosen.includes(o)));

function ChoiceGroup({
  field,
  legend,
  options,
  chosen,
  errors,
  onChange,
}: {
  field: ListField;
  legend: string;
  options: readonly { id: string; label: string }[];
  chosen: readonly string[];
  errors: StepErrors;
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="finder-fieldset finder-group" {...describedBy(field, errors, 'finder-any-hint')}>
      <legend className="finder-legend">{legend}</legend>
      <FieldError field={field} errors={errors} />
      <div className={`finder-options finder-checks${options.length > 4 ? ' has-many' : ''}`}>
        {options.map((option, i) => (
          <label key={option.id} className="finder-option finder-check">
            <input
              type="checkbox"
              name={field}
              value={option.id}
              id={i === 0 ? fieldId(field) : undefined}
              checked={chosen.includes(option.id)}
              onChange={(e) => onChange(toggled(chosen, option.id, e.currentTarget.checked, options))}
            />
            <span className="finder-option-title">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Step 3: tenancy length, weekly budget and kind of room, each a group of checkboxes (none means any). */
export function PreferencesStep({ draft, onNext, backHref }: StepProps) {
  const { errors, formMessage, summaryRef, submit, update } = useStepForm('preferences', onNext);
  // Only the lengths some room in the chosen city is let for (every length until its rooms are known).
  const rooms = useCatalogue((s) => s.roomCandidates$(draft.city));
  const lengths = tenancyLengthsIn(rooms.status === 'ready' ? rooms.value : null, draft.duration);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="finder-step-heading" className="finder-form">
      <ErrorSummary
        errors={errors}
        message={formMessage}
        order={['duration', 'price', 'space']}
        summaryRef={summaryRef}
      />
      <p className="finder-hint" id="finder-any-hint">
        Choose as many as you like. Leave a group empty for any.
      </p>
      <ChoiceGroup
        field="duration"
        legend="Tenancy length"
        options={lengths}
        chosen={draft.duration}
        errors={errors}
        onChange={(duration) => update({ duration })}
      />
      <ChoiceGroup
        field="price"
        legend="Weekly budget"
        options={budgetOptions}
        chosen={draft.price}
        errors={errors}
        onChange={(price) => update({ price })}
      />
      <ChoiceGroup
        field="space"
        legend="Kind of room"
        options={kindOptions}
        chosen={draft.space}
        errors={errors}
        onChange={(space) => update({ space })}
      />
      <StepActions backHref={backHref} />
    </form>
  );
}
