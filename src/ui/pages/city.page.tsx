import { useId } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { CityDetail, PropertySummary, University } from '../../domain/catalogue/catalogue';
import {
  applyPropertyFilter,
  chosenUniversity,
  filteredStartingPrice,
  isNarrowing,
  NO_FILTER,
  PRICE_BANDS,
  type PriceBandId,
  type PropertyFilter,
  type PropertySort,
  parsePropertyFilter,
  serialisePropertyFilter,
  universityDistance,
} from '../../domain/catalogue/property-filter';
import { ROOM_KIND_LABELS, ROOM_KINDS } from '../../domain/catalogue/room-kinds';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Picture } from '../components/picture';
import { pictureSizes } from '../components/picture-sizes';
import { PriceTag } from '../components/price-tag';
import { PropertyCard } from '../components/property-card';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

const residences = (n: number) => `${n} residence${n === 1 ? '' : 's'}`;

/** The filter in the address, and a way to change it: the address is replaced, not pushed. */
function useCityFilter(city: CityDetail) {
  const [path, navigate] = useLocation();
  const parsed = parsePropertyFilter(useSearch());
  const chosen = chosenUniversity(parsed, city.universities);
  // A university this city does not have is dropped, so it is not written back either.
  const filter: PropertyFilter = { ...parsed, university: chosen?.id ?? null };
  const hrefFor = (next: PropertyFilter) => {
    const query = serialisePropertyFilter(next);
    return query ? `${path}?${query}` : path;
  };
  const update = (change: Partial<PropertyFilter>) => navigate(hrefFor({ ...filter, ...change }), { replace: true });
  return { filter, chosen, path, hrefFor, update };
}

function FilterBar({
  city,
  filter,
  chosen,
  update,
}: {
  city: CityDetail;
  filter: PropertyFilter;
  chosen: University | null;
  update: (change: Partial<PropertyFilter>) => void;
}) {
  const id = useId();
  const present = new Set(city.properties.flatMap((p) => p.room_kinds.map((o) => o.kind)));
  const kinds = ROOM_KINDS.filter((k) => present.has(k) || k === filter.room);
  return (
    // A plain GET form underneath: before the app starts, or without JavaScript, Apply sends the
    // same query the controls write once it runs.
    <form
      className="filter-bar"
      aria-label="Filter residences"
      method="get"
      action={`/${city.id}`}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="field">
        <label htmlFor={`${id}-university`}>University</label>
        <select
          id={`${id}-university`}
          name="university"
          value={filter.university ?? ''}
          onChange={(e) => update({ university: e.currentTarget.value || null })}
        >
          <option value="">Any university</option>
          {city.universities.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-price`}>Price per week</label>
        <select
          id={`${id}-price`}
          name="price"
          value={filter.price ?? ''}
          onChange={(e) => update({ price: (e.currentTarget.value || null) as PriceBandId | null })}
        >
          <option value="">Any price</option>
          {PRICE_BANDS.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-room`}>Room type</label>
        <select
          id={`${id}-room`}
          name="room"
          value={filter.room ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            update({ room: ROOM_KINDS.find((k) => k === value) ?? null });
          }}
        >
          <option value="">Any room type</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {ROOM_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={filter.sort}
          onChange={(e) => update({ sort: e.currentTarget.value as PropertySort })}
        >
          <option value="recommended">Recommended</option>
          <option value="price">Lowest price</option>
          <option value="distance">{chosen ? `Shortest walk to ${chosen.short_name}` : 'Shortest walk'}</option>
        </select>
      </div>
      <div className="field field-check">
        <input
          id={`${id}-available`}
          name="available"
          type="checkbox"
          value="true"
          checked={filter.available}
          onChange={(e) => update({ available: e.currentTarget.checked })}
        />
        <label htmlFor={`${id}-available`}>Only rooms still available</label>
      </div>
      <button type="submit" className="button filter-apply">
        Apply filters
      </button>
    </form>
  );
}

function countText(shown: number, total: number, filter: PropertyFilter, chosen: University | null): string {
  const count = isNarrowing(filter) ? `${shown} of ${residences(total)}` : residences(total);
  switch (filter.sort) {
    case 'recommended':
      return count;
    case 'price':
      return `${count}, lowest price first`;
    case 'distance':
      return `${count}, shortest walk to ${chosen ? chosen.short_name : 'campus'} first`;
  }
}

/** What a visitor can let go of to see residences again, each with how many it would show. */
function NoMatches({
  city,
  filter,
  hrefFor,
}: {
  city: CityDetail;
  filter: PropertyFilter;
  hrefFor: (next: PropertyFilter) => string;
}) {
  const loosen: [string, PropertyFilter][] = [];
  if (filter.room) loosen.push([`Any room type, not only ${ROOM_KIND_LABELS[filter.room]}`, { ...filter, room: null }]);
  if (filter.price) {
    const band = PRICE_BANDS.find((b) => b.id === filter.price)?.label ?? '';
    loosen.push([`Any price, not only ${band.charAt(0).toLowerCase()}${band.slice(1)}`, { ...filter, price: null }]);
  }
  if (filter.available) loosen.push(['Include sold-out rooms', { ...filter, available: false }]);
  const options = loosen
    .map(([label, next]) => ({ label, next, count: applyPropertyFilter(city.properties, next).length }))
    .filter((o) => o.count > 0);
  return (
    <div className="empty filter-empty">
      <p className="filter-empty-title">No residences in {city.name} match all of these filters.</p>
      {options.length > 0 && (
        <ul className="filter-suggestions">
          {options.map((o) => (
            <li key={o.label}>
              <Link href={hrefFor(o.next)} replace>
                {o.label}
              </Link>{' '}
              ({residences(o.count)})
            </li>
          ))}
        </ul>
      )}
      <p>
        {options.length > 0 ? 'Or ' : ''}
        <Link href={hrefFor({ ...filter, room: null, price: null, available: false })} replace>
          {options.length > 0 ? 'see' : 'See'} all {residences(city.properties.length)}
        </Link>{' '}
        in {city.name}.
      </p>
    </div>
  );
}

function Residences({ city }: { city: CityDetail }) {
  const { filter, chosen, hrefFor, update } = useCityFilter(city);
  const shown = applyPropertyFilter(city.properties, filter, city.universities);
  // The card shows the walk it is given: with a university chosen, the walk to that one.
  const withWalk = (p: PropertySummary): PropertySummary => {
    const walk = chosen ? universityDistance(p, chosen) : null;
    return walk ? { ...p, nearest_university: walk } : p;
  };
  const filtered = serialisePropertyFilter(filter) !== '';
  return (
    <>
      <h2 className="subheading">
        Residences in {city.name}
        {chosen ? ` near ${chosen.short_name}` : ''}
      </h2>
      {city.properties.length === 0 ? (
        <p className="empty">We are opening residences in {city.name} soon.</p>
      ) : (
        <>
          <FilterBar city={city} filter={filter} chosen={chosen} update={update} />
          <div className="filter-summary">
            <p className="filter-count" role="status">
              {countText(shown.length, city.properties.length, filter, chosen)}
            </p>
            {filtered && (
              <Link href={hrefFor(NO_FILTER)} replace className="text-link">
                Clear filters
              </Link>
            )}
          </div>
          {shown.length === 0 ? (
            <NoMatches city={city} filter={filter} hrefFor={hrefFor} />
          ) : (
            <div className="card-grid">
              {shown.map((p) => (
                <PropertyCard key={p.id} property={withWalk(p)} price={filteredStartingPrice(p, filter)} />
              ))}
            </div>
          )}
        </>
      )}
    </>
  );
}

export default function CityPage() {
  const { cityId = '' } = useParams<{ cityId: string }>();
  const city = useCatalogue((s) => s.city$(cityId));
  useBrandedTitle(city.status === 'ready' ? `Student accommodation in ${city.value.name}` : null);
  return (
    <ResourceView resource={city}>
      {(c) => (
        <>
          {/* A short hero, so the residences start above the fold on a phone and a laptop (issue 22). */}
          <section className="page-hero city-hero">
            {/* The largest picture at every width, a phone's included, now that the price and its total stand under the title (ADR 102). */}
            <Picture media={c.media[0]} sizes={pictureSizes.cityHero} className="page-hero-image" priority />
            <div className="hero-scrim" />
            <div className="container page-hero-content">
              <Breadcrumbs
                trail={[
                  ['Home', '/'],
                  ['Cities', '/city-listing'],
                  [c.name, null],
                ]}
              />
              <h1>Student accommodation in {c.name}</h1>
              <p className="hero-lead">
                {residences(c.property_count)} · <PriceTag doc={c} />
              </p>
            </div>
          </section>
          <div className="container section city-listings">
            <Residences city={c} />
          </div>
          <section className="section section-tinted city-about" aria-labelledby="city-about-heading">
            <div className="container city-about-grid">
              <div>
                <h2 id="city-about-heading">Living in {c.name}</h2>
                <p className="lead">{c.intro}</p>
              </div>
              <CityUniversities city={c} />
            </div>
          </section>
        </>
      )}
    </ResourceView>
  );
}

function CityUniversities({ city }: { city: CityDetail }) {
  const chosen = chosenUniversity(parsePropertyFilter(useSearch()), city.universities);
  return (
    <div className="city-universities">
      <h2 className="subheading">Universities</h2>
      <ul className="chips">
        {city.universities.map((u) => (
          <li key={u.id} className={`chip ${u.id === chosen?.id ? 'chip-active' : ''}`}>
            {u.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
