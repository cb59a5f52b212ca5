import { Link } from 'wouter';
import type { CitySummary } from '../../../domain/catalogue/catalogue';
import { pricePerPeriod } from '../../../domain/catalogue/starting-price';
import type { EnquiryDraft } from '../../../domain/room-finder/enquiry-draft';
import { matchCriteriaOf } from '../../../domain/room-finder/enquiry-steps';
import type { RankedRoom, RoomMatchCandidate } from '../../../domain/room-finder/room-match';
import { roomResults } from '../../../domain/room-finder/room-results';
import { useCatalogue, useRetry } from '../../hooks/use-catalogue';
import { Picture } from '../picture';
import { pictureSizes } from '../picture-sizes';
import { PriceTag } from '../price-tag';
import { ShortlistActions } from '../shortlist-buttons';
import { stepHref } from './finder-progress';
import { dateWords } from './move-in-step';
import { budgetOptions, kindOptions, tenancyOptions } from './preferences-step';

/** A candidate as the compare and favourite lists read a room (spec section 3's compare mapping). */
export function shortlistDoc(room: RoomMatchCandidate) {
  return {
    _id: room._id,
    id: room.id,
    name: room.name,
    display_name: room.name,
    media_gallery: room.image ? [room.image] : [],
    bed_type: room.bed_type,
    // Quoted per its billing period, as every starting price is: a weekly price labelled monthly would mislead.
    room_starting_price:
      room.price_per_week === null ? null : pricePerPeriod(room.price_per_week, room.billing_frequency),
    room_starting_price_billing_frequency: room.billing_frequency,
    room_starting_price_currency: room.currency,
    room_starting_total: room.room_starting_total,
    room_starting_total_weeks: room.room_starting_total_weeks,
    room_starting_total_days: room.room_starting_total_days,
    room_starting_total_from: room.room_starting_total_from,
    city_id: room.city_id,
    property_id: room.property_id,
  };
}

function ResultCard({ ranked }: { ranked: RankedRoom<RoomMatchCandidate> }) {
  const { room, reasons } = ranked;
  return (
    <article className="card finder-result">
      <div className="card-media">
        <Picture media={room.image ?? undefined} sizes={pictureSizes.card} />
      </div>
      <div className="card-body">
        <p className="card-eyebrow">{room.property_name}</p>
        <h4 className="card-title finder-result-title">
          <Link href={room.path} className="card-link">
            {room.name}
          </Link>
        </h4>
        <p className="card-meta">
          {room.bed_type} bed · {room.size_sqm} m²
        </p>
        {reasons.length > 0 && (
          <ul className="finder-reasons" aria-label="Why this room">
            {reasons.map((reason) => (
              <li key={reason} className={`finder-reason${reason.startsWith('Sold out') ? ' is-bad' : ''}`}>
                {reason}
              </li>
            ))}
          </ul>
        )}
        <p className="finder-result-price">
          <PriceTag doc={shortlistDoc(room)} prefix="" />
        </p>
        <ShortlistActions kind="room" doc={shortlistDoc(room)} />
      </div>
    </article>
  );
}

const labelsOf = (ids: readonly string[], options: readonly { id: string; label: string }[], any: string) => {
  const labels = options.filter((o) => ids.includes(o.id)).map((o) => o.label);
  return labels.length === 0 ? any : labels.join(', ');
};

/** The answers given, each with a way to change it. */
function AnswersSummary({ draft, cityName }: { draft: EnquiryDraft; cityName: string }) {
  const rows: [label: string, value: string, href: string][] = [
    ['City', cityName, stepHref('city')],
    ['Move-in', draft.moveInDate ? dateWords(draft.moveInDate) : '', stepHref('move-in')],
    ['Tenancy length', labelsOf(draft.duration, tenancyOptions, 'Any length'), stepHref('preferences')],
    ['Weekly budget', labelsOf(draft.price, budgetOptions, 'Any budget'), stepHref('preferences')],
    ['Kind of room', labelsOf(draft.space, kindOptions, 'Any kind of room'), stepHref('preferences')],
    [
      'Your details',
      `${draft.name.trim()}, ${draft.email.trim()}, ${draft.countryCode} ${draft.phone.trim()}`,
      stepHref('contact'),
    ],
  ];
  return (
    <section className="finder-summary" aria-labelledby="finder-summary-title">
      <h3 id="finder-summary-title">Your answers</h3>
      <dl>
        {rows.map(([label, value, href]) => (
          <div key={label} className="finder-summary-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
            <dd className="finder-summary-change">
              <Link href={href}>
                Change<span className="visually-hidden"> {label.toLowerCase()}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const rooms = (n: number) => `${n} room${n === 1 ? '' : 's'}`;

function Results({
  candidates,
  draft,
  city,
}: {
  candidates: readonly RoomMatchCandidate[];
  draft: EnquiryDraft;
  city: CitySummary | undefined;
}) {
  const { matches, others, suggestions } = roomResults(candidates, matchCriteriaOf(draft));
  const cityName = city?.name ?? draft.city;
  return (
    <>
      {matches.length > 0 ? (
        <section className="finder-results" aria-labelledby="finder-matches-title">
          <h3 id="finder-matches-title" className="finder-results-title">
            {rooms(matches.length)} {matches.length === 1 ? 'matches' : 'match'} everything you asked
          </h3>
          <div className="card-grid finder-grid">
            {matches.map((r) => (
              <ResultCard key={r.room._id} ranked={r} />
            ))}
          </div>
        </section>
      ) : (
        <section className="finder-results finder-none" aria-labelledby="finder-matches-title">
          <h3 id="finder-matches-title" className="finder-results-title">
            No rooms in {cityName} match everything you asked
          </h3>
          <ul className="finder-suggestions">
            {suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <ul className="finder-next-links">
            <li>
              <Link href={stepHref('preferences')}>Change your preferences</Link>
            </li>
            <li>
              <Link href={stepHref('city')}>Choose another city</Link>
            </li>
            <li>
              <Link href={`/${draft.city}`}>All residences in {cityName}</Link>
            </li>
            <li>
              <Link href="/contact-us">Contact us</Link>
            </li>
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section className="finder-results" aria-labelledby="finder-others-title">
          <h3 id="finder-others-title" className="finder-results-title">
            Close to what you asked
          </h3>
          <div className="card-grid finder-grid">
            {others.map((r) => (
              <ResultCard key={r.room._id} ranked={r} />
            ))}
          </div>
        </section>
      )}
      <AnswersSummary draft={draft} cityName={cityName} />
    </>
  );
}

/** Step 5: the city's rooms ranked for the answers, with the enquiry's reference when it was just sent. */
export function ResultsStep({
  draft,
  sent,
  cities,
}: {
  draft: EnquiryDraft;
  sent: { reference: string; message?: string } | null;
  cities: readonly CitySummary[];
}) {
  const candidates = useCatalogue((s) => s.roomCandidates$(draft.city));
  const retry = useRetry();
  const city = cities.find((c) => c.id === draft.city);
  return (
    <div className="finder-results-step">
      {sent && (
        <div className="finder-confirmation" role="status">
          <p className="finder-confirmation-title">
            Your reference is <strong>{sent.reference}</strong>
          </p>
          <p>
            {sent.message || 'We have your enquiry and we will be in touch.'} Quote your reference if you call or write
            to us.
          </p>
        </div>
      )}
      {candidates.status === 'loading' && (
        <p className="finder-loading" role="status">
          Finding your rooms…
        </p>
      )}
      {candidates.status === 'error' && (
        <div className="notice notice-error finder-notice" role="alert">
          <p>We could not load the rooms: {candidates.message}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {candidates.status === 'not-found' && (
        <div className="notice finder-notice">
          <p>We do not have rooms in that city.</p>
          <Link href={stepHref('city')}>Choose another city</Link>
        </div>
      )}
      {candidates.status === 'ready' && <Results candidates={candidates.value} draft={draft} city={city} />}
    </div>
  );
}
