import { Link, useParams } from 'wouter';
import type { TenancyOption } from '../../domain/catalogue/catalogue';
import { notOfferedText, optionTotalParts } from '../../domain/catalogue/option-sale-text';
import { pricePerPeriod } from '../../domain/catalogue/starting-price';
import { weeklyPrice } from '../../domain/pricing/weekly-price';
import { AvailabilityBadge } from '../components/availability-badge';
import { Breadcrumbs } from '../components/breadcrumbs';
import { formatIsoDate } from '../components/format-date';
import { Gallery } from '../components/gallery';
import { NextSteps } from '../components/next-steps';
import { PriceTag } from '../components/price-tag';
import { ShortlistActions } from '../components/shortlist-buttons';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

export default function RoomTypePage() {
  const {
    cityId = '',
    propertyId = '',
    roomId = '',
  } = useParams<{ cityId: string; propertyId: string; roomId: string }>();
  const room = useCatalogue((s) => s.room$(cityId, propertyId, roomId));
  const settings = useCatalogue((s) => s.settings$());
  const showLevel = settings.status === 'ready' && settings.value.show_level;
  useBrandedTitle(
    room.status === 'ready' ? `${room.value.name} at ${room.value.property_name}, ${room.value.city_name}` : null,
  );
  return (
    <ResourceView resource={room}>
      {(r) => (
        <div className="container section">
          <Breadcrumbs
            trail={[
              ['Home', '/'],
              [r.city_name, `/${r.city_id}`],
              [r.property_name, `/${r.city_id}/${r.property_id}`],
              [r.name, null],
            ]}
          />
          <header className="page-head property-head">
            <div>
              <h1>{r.name}</h1>
              <p className="lead">
                at <Link href={`/${r.city_id}/${r.property_id}`}>{r.property_name}</Link>, {r.city_name}
              </p>
            </div>
            <div className="property-price">
              <PriceTag doc={r} />
              <AvailabilityBadge available={r.available} />
              <ShortlistActions kind="room" doc={r} />
            </div>
          </header>
          <Gallery media={r.media_gallery} label={`Pictures of the ${r.name}`} />
          <div className="two-column">
            <div className="prose">
              <h2>About this room</h2>
              {r.description.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <aside className="side-panel">
              <NextSteps
                propertyName={r.property_name}
                propertySlug={r.property_id}
                about={`${r.name} at ${r.property_name}`}
              />
              <h2 className="subheading">At a glance</h2>
              <ul className="facts facts-stacked">
                <li>{r.bed_type} bed</li>
                <li>{r.size_sqm} m²</li>
                {showLevel && r.floor_levels.length > 0 && <li>Floors {r.floor_levels.join(', ')}</li>}
              </ul>
              <h2 className="subheading">Features</h2>
              <ul className="amenities">
                {r.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </aside>
          </div>
          <section aria-labelledby="tenancies-heading" className="section-tight">
            <h2 id="tenancies-heading">Tenancy options</h2>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1). */}
            <section className="table-wrap" aria-label="Tenancy options table" tabIndex={0}>
              <table className="tenancy-table">
                <thead>
                  <tr>
                    <th scope="col">Academic year</th>
                    <th scope="col">Length</th>
                    <th scope="col">Dates</th>
                    <th scope="col">Price</th>
                    <th scope="col">Total</th>
                    <th scope="col">Availability</th>
                    <th scope="col">
                      <span className="visually-hidden">Reserve</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.tenancy_options.map((o) => (
                    <tr key={o._id}>
                      <th scope="row">{o.academic_year}</th>
                      <td data-label="Length">{o.weeks} weeks</td>
                      <td data-label="Dates">
                        {formatIsoDate(o.start_date)} – {formatIsoDate(o.end_date)}
                      </td>
                      <td data-label="Price">
                        <OptionPrice option={o} />
                      </td>
                      <td data-label="Total">
                        <OptionTotal option={o} />
                      </td>
                      <td data-label="Availability">
                        {notOfferedText(o) !== null ? (
                          <span className="badge">{notOfferedText(o)}</span>
                        ) : o.rooms_available > 0 ? (
                          <span className="badge badge-available">
                            {o.rooms_available <= 3 ? `Only ${o.rooms_available} left` : 'Available'}
                          </span>
                        ) : (
                          <AvailabilityBadge available={false} />
                        )}
                      </td>
                      {/* No "Reserve" label over an empty cell on a phone when nothing is left to reserve. */}
                      <td data-label={reservable(o) ? 'Reserve' : undefined}>
                        {reservable(o) && (
                          <Link
                            href={`/reserve?option=${o._id}`}
                            className="button button-accent"
                            aria-label={`Reserve: ${o.academic_year}, ${o.weeks} weeks`}
                          >
                            Reserve
                          </Link>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </section>
        </div>
      )}
    </ResourceView>
  );
}

/** A tenancy option's price per week, with its billing beneath in the same words as every price tag. */
function OptionPrice({ option }: { option: TenancyOption }) {
  const price = weeklyPrice({
    room_starting_price: pricePerPeriod(option.price_per_week, option.billing_frequency),
    room_starting_price_billing_frequency: option.billing_frequency,
    room_starting_price_currency: option.currency,
  });
  if (price === null) return null;
  return (
    <>
      {price.weekly} / week
      {price.billed && <span className="muted billed">{price.billed}</span>}
    </>
  );
}

/** The let's total; for a tenancy that has started, the days it pays for and from when beneath it. */
function OptionTotal({ option }: { option: TenancyOption }) {
  const parts = optionTotalParts(option);
  if (!parts) return <>–</>;
  return (
    <>
      {parts.amount}
      {parts.detail && (
        <>
          {' '}
          <span className="tenancy-total-detail">{parts.detail}</span>
        </>
      )}
    </>
  );
}

/** Whether a visitor may reserve the option today: rooms left, and offered on the day (ADR 083). */
function reservable(o: TenancyOption): boolean {
  return o.rooms_available > 0 && o.sale.kind !== 'not_offered';
}
