import { useCatalogue, useRetry } from '../../hooks/use-catalogue';
import { PriceTag } from '../price-tag';
import { describedBy, ErrorSummary, FieldError, fieldId, StepActions, type StepProps, useStepForm } from './step-form';

/** Step 1: the city, as a card per city to choose from. */
export function CityStep({ draft, onNext, backHref }: StepProps) {
  const { errors, formMessage, summaryRef, submit, update } = useStepForm('city', onNext);
  const cities = useCatalogue((s) => s.cities$());
  const retry = useRetry();
  return (
    <form noValidate onSubmit={submit} aria-labelledby="finder-step-heading" className="finder-form">
      <ErrorSummary errors={errors} message={formMessage} order={['city']} summaryRef={summaryRef} />
      <fieldset className="finder-fieldset" {...describedBy('city', errors)}>
        <legend className="visually-hidden">Choose a city</legend>
        <FieldError field="city" errors={errors} />
        {cities.status === 'loading' && (
          <p className="finder-loading" role="status">
            Loading cities…
          </p>
        )}
        {(cities.status === 'error' || cities.status === 'not-found') && (
          <div className="notice notice-error finder-notice" role="alert">
            <p>We could not load the cities.</p>
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        {cities.status === 'ready' && (
          <div className="finder-options finder-cities">
            {cities.value.map((city, i) => (
              <label key={city.id} className="finder-option finder-city">
                <input
                  type="radio"
                  name="city"
                  value={city.id}
                  id={i === 0 ? fieldId('city') : undefined}
                  checked={draft.city === city.id}
                  onChange={() => update({ city: city.id })}
                />
                <span className="finder-option-body">
                  <span className="finder-option-title">{city.name}</span>
                  <span className="finder-option-meta">{city.region}</span>
                  {city.room_starting_price !== null && <PriceTag doc={city} className="finder-option-price" />}
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <StepActions backHref={backHref} />
    </form>
  );
}
