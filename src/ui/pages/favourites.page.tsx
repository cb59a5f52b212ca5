import { Link, useSearch } from 'wouter';
import { favouritesLimit } from '../../application/favourites/favourites.store';
import { FAVOURITES_STORE } from '../../application/favourites/favourites.tokens';
import type { PropertyDetail, RoomTypeListing } from '../../domain/catalogue/catalogue';
import { parseIdList } from '../../domain/compare/compare-share';
import type { FavouriteRef } from '../../domain/favourites/favourite';
import { AvailabilityBadge } from '../components/availability-badge';
import { PageHead } from '../components/breadcrumbs';
import { PageSkeleton } from '../components/page-skeleton';
import { Picture } from '../components/picture';
import { pictureSizes } from '../components/picture-sizes';
import { PriceTag } from '../components/price-tag';
import { ShareLink } from '../components/share-link';
import { ShortlistActions } from '../components/shortlist-buttons';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useService } from '../hooks/use-service';
import { useFavouriteActions, useFavourites, useHydrated } from '../hooks/use-shortlists';
import { useToastActions } from '../hooks/use-toasts';
import { ResourceView } from './resource-view';

const idsOf = (list: readonly FavouriteRef[], kind: FavouriteRef['kind']) =>
  list.filter((f) => f.kind === kind).map((f) => f.id);

/**
 * /favourite: what the visitor saved, with today's prices and availability, or the favourites a
 * share link names (`?properties=a,b&rooms=c`).
 */
export default function FavouritesPage() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const sharedProperties = parseIdList(query.get('properties'), favouritesLimit);
  const sharedRooms = parseIdList(query.get('rooms'), favouritesLimit);
  const shared = sharedProperties.length > 0 || sharedRooms.length > 0;
  const hydrated = useHydrated();
  const own = useFavourites();
  useBrandedTitle('Your favourites');
  const propertyIds = shared ? sharedProperties : idsOf(own, 'property');
  const roomIds = shared ? sharedRooms : idsOf(own, 'room');
  return (
    <div className="container section favourites-page">
      <PageHead
        crumb="Favourites"
        heading={shared ? 'Favourites shared with you' : 'Your favourites'}
        lead={
          shared
            ? 'Someone saved these residences and rooms for you. Prices and availability are as of now.'
            : 'Residences and rooms you saved, with today’s prices. They stay on this device.'
        }
      />
      {!shared && !hydrated ? (
        <PageSkeleton />
      ) : propertyIds.length + roomIds.length === 0 ? (
        <EmptyFavourites />
      ) : (
        <>
          {shared ? (
            <KeepShared propertyIds={propertyIds} roomIds={roomIds} />
          ) : (
            <ShareLink
              label="Share your favourites"
              path={`/favourite${shareSearch(propertyIds, roomIds)}`}
              what="your favourites"
            />
          )}
          {propertyIds.length > 0 && <FavouriteProperties ids={propertyIds} saved={shared ? null : own} />}
          {roomIds.length > 0 && <FavouriteRooms ids={roomIds} saved={shared ? null : own} />}
        </>
      )}
    </div>
  );
}

function EmptyFavourites() {
  return (
    <div className="empty">
      <h2>No favourites yet</h2>
      <p>Press the heart on any residence or room to keep it here, with its price kept up to date.</p>
      <div className="button-row">
        <Link href="/city-listing" className="button button-accent">
          Browse residences
        </Link>
        <Link href="/find-your-room/city" className="button">
          Find your room
        </Link>
      </div>
    </div>
  );
}

function shareSearch(propertyIds: readonly string[], roomIds: readonly string[]): string {
  const parts = [
    propertyIds.length > 0 ? `properties=${propertyIds.join(',')}` : '',
    roomIds.length > 0 ? `rooms=${roomIds.join(',')}` : '',
  ].filter(Boolean);
  return `?${parts.join('&')}`;
}

function KeepShared({ propertyIds, roomIds }: { propertyIds: readonly string[]; roomIds: readonly string[] }) {
  const store = useService(FAVOURITES_STORE);
  const toasts = useToastActions();
  const properties = useCatalogue((s) => s.properties$(propertyIds));
  const rooms = useCatalogue((s) => s.roomTypes$(roomIds));
  const ready = properties.status === 'ready' && rooms.status === 'ready';
  const keep = () => {
    if (properties.status !== 'ready' || rooms.status !== 'ready') return;
    let added = 0;
    for (const p of properties.value) if (!store.has(p._id) && store.toggle('property', p) === 'added') added++;
    for (const r of rooms.value) if (!store.has(r._id) && store.toggle('room', r) === 'added') added++;
    toasts.show('success', added === 0 ? 'You had saved all of these already.' : `${added} saved to your favourites.`);
  };
  return (
    <div className="notice shared-notice">
      <div className="button-row">
        <button type="button" className="button" onClick={keep} disabled={!ready}>
          Save these to my favourites
        </button>
        <Link href="/favourite">My own favourites</Link>
      </div>
    </div>
  );
}

/** Saved favourites the catalogue no longer lists: named, with a way to let them go. */
function Gone({
  saved,
  found,
  kind,
}: {
  saved: readonly FavouriteRef[];
  found: readonly string[];
  kind: FavouriteRef['kind'];
}) {
  const actions = useFavouriteActions();
  const gone = saved.filter((f) => f.kind === kind && !found.includes(f.id));
  if (gone.length === 0) return null;
  return (
    <ul className="gone-list">
      {gone.map((f) => (
        <li key={f.id} className="notice notice-warning">
          {f.display_name || 'A saved item'} is no longer listed.{' '}
          <button type="button" className="link-button" onClick={() => actions.remove(f.id, f.display_name)}>
            Remove it
          </button>
        </li>
      ))}
    </ul>
  );
}

function FavouriteProperties({ ids, saved }: { ids: readonly string[]; saved: readonly FavouriteRef[] | null }) {
  const live = useCatalogue((s) => s.properties$(ids));
  return (
    <section className="section-tight" aria-labelledby="favourite-properties">
      <h2 id="favourite-properties">Residences</h2>
      <ResourceView resource={live}>
        {(docs) => (
          <>
            {saved && <Gone saved={saved} found={docs.map((d) => d._id)} kind="property" />}
            <div className="card-grid">
              {docs.map((p: PropertyDetail) => (
                <FavouriteCard
                  key={p._id}
                  kind="property"
                  doc={p}
                  href={`/${p.city_id}/${p.id}`}
                  eyebrow={p.city_name}
                  text={p.tagline}
                />
              ))}
            </div>
          </>
        )}
      </ResourceView>
    </section>
  );
}

function FavouriteRooms({ ids, saved }: { ids: readonly string[]; saved: readonly FavouriteRef[] | null }) {
  const live = useCatalogue((s) => s.roomTypes$(ids));
  return (
    <section className="section-tight" aria-labelledby="favourite-rooms">
      <h2 id="favourite-rooms">Rooms</h2>
      <ResourceView resource={live}>
        {(docs) => (
          <>
            {saved && <Gone saved={saved} found={docs.map((d) => d._id)} kind="room" />}
            <div className="card-grid">
              {docs.map((r: RoomTypeListing) => (
                <FavouriteCard
                  key={r._id}
                  kind="room"
                  doc={r}
                  href={`/${r.city_id}/${r.property_id}/${r.id}`}
                  eyebrow={`${r.property_name}, ${r.city_name}`}
                  text={`${r.bed_type} bed · ${r.size_sqm} m² · ${r.weeks_offered.join(', ')} weeks`}
                />
              ))}
            </div>
          </>
        )}
      </ResourceView>
    </section>
  );
}

function FavouriteCard({
  kind,
  doc,
  href,
  eyebrow,
  text,
}: {
  kind: FavouriteRef['kind'];
  doc: PropertyDetail | RoomTypeListing;
  href: string;
  eyebrow: string;
  text: string;
}) {
  return (
    <article className="card">
      <div className="card-media">
        <Picture media={doc.media_gallery[0]} sizes={pictureSizes.card} />
        <AvailabilityBadge available={doc.available} />
      </div>
      <div className="card-body">
        <p className="card-eyebrow">{eyebrow}</p>
        <h3 className="card-title">
          <Link href={href} className="card-link">
            {doc.display_name}
          </Link>
        </h3>
        <p className="card-text">{text}</p>
        <div className="card-footer">
          <PriceTag doc={doc} />
        </div>
        <ShortlistActions kind={kind} doc={doc} />
      </div>
    </article>
  );
}
