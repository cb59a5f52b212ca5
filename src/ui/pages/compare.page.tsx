import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { COMPARE_STORE } from '../../application/compare/compare.tokens';
import type { Media, PropertyDetail, RoomTypeListing } from '../../domain/catalogue/catalogue';
import { compareShareSearch, parseCompareShare } from '../../domain/compare/compare-share';
import type { ComparedItem, CompareKind } from '../../domain/compare/compared-item';
import {
  type ComparisonRow,
  compareProperties,
  compareRooms,
  type LiveStatus,
  liveStatuses,
} from '../../domain/compare/comparison';
import { PageHead } from '../components/breadcrumbs';
import { PageSkeleton } from '../components/page-skeleton';
import { Picture } from '../components/picture';
import { ShareLink } from '../components/share-link';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useService } from '../hooks/use-service';
import { useCompareActions, useCompareList, useHydrated } from '../hooks/use-shortlists';
import { useToastActions } from '../hooks/use-toasts';
import { ResourceView } from './resource-view';

const kindWords: Readonly<Record<CompareKind, { one: string; many: string }>> = {
  properties: { one: 'residence', many: 'residences' },
  rooms: { one: 'room', many: 'rooms' },
};

interface Column {
  readonly id: string;
  readonly name: string;
  readonly href: string;
  /** Where a viewing of it (of its residence, for a room) is booked. */
  readonly viewingHref: string;
  readonly media: Media | undefined;
}

function propertyColumn(p: PropertyDetail): Column {
  return {
    id: p._id,
    name: p.display_name,
    href: `/${p.city_id}/${p.id}`,
    viewingHref: `/book-a-viewing/${p.id}`,
    media: p.media_gallery[0],
  };
}

function roomColumn(r: RoomTypeListing): Column {
  return {
    id: r._id,
    name: r.display_name,
    href: `/${r.city_id}/${r.property_id}/${r.id}`,
    viewingHref: `/book-a-viewing/${r.property_id}`,
    media: r.media_gallery[0],
  };
}

/**
 * /compare: the visitor's compare lists side by side with today's prices, or the comparison a
 * share link names (`?properties=a,b` or `?rooms=…`), for a parent on another device.
 */
export default function ComparePage() {
  const search = useSearch();
  const shared = parseCompareShare(search);
  const hydrated = useHydrated();
  const own = { properties: useCompareList('properties'), rooms: useCompareList('rooms') };
  const asked = new URLSearchParams(search).get('view');
  const kind: CompareKind =
    shared?.kind ??
    (asked === 'rooms' || asked === 'properties'
      ? asked
      : own.properties.length === 0 && own.rooms.length > 0
        ? 'rooms'
        : 'properties');
  useBrandedTitle(`Compare ${kindWords[kind].many} side by side`);
  return (
    <div className="container section compare-page">
      <PageHead
        crumb="Compare"
        heading={`Compare ${kindWords[kind].many}`}
        lead="Up to four side by side, with today’s prices. Rows that differ are highlighted."
      />
      {shared ? (
        <>
          <SharedNotice kind={shared.kind} ids={shared.ids} />
          <Comparison kind={shared.kind} ids={shared.ids} saved={null} />
        </>
      ) : !hydrated ? (
        <PageSkeleton />
      ) : (
        <>
          <nav className="tabs" aria-label="What to compare">
            {(['properties', 'rooms'] as const).map((k) => (
              <Link key={k} href={`/compare?view=${k}`} className="tab" aria-current={k === kind ? 'page' : undefined}>
                {kindWords[k].many[0]?.toUpperCase()}
                {kindWords[k].many.slice(1)} <span className="count">{own[k].length}</span>
              </Link>
            ))}
          </nav>
          {own[kind].length === 0 ? (
            <EmptyCompare kind={kind} />
          ) : (
            <>
              <ShareLink
                label="Share this comparison"
                path={`/compare${compareShareSearch(
                  kind,
                  own[kind].map((i) => i.id),
                )}`}
                what="this comparison"
              />
              <Comparison kind={kind} ids={own[kind].map((i) => i.id)} saved={own[kind]} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function EmptyCompare({ kind }: { kind: CompareKind }) {
  return (
    <div className="empty">
      <h2>Nothing to compare yet</h2>
      <p>
        Press <strong>Compare</strong> on up to four {kindWords[kind].many} and they will appear here side by side.
      </p>
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

function SharedNotice({ kind, ids }: { kind: CompareKind; ids: readonly string[] }) {
  const store = useService(COMPARE_STORE);
  const toasts = useToastActions();
  const live = useCatalogue<readonly (PropertyDetail | RoomTypeListing)[]>((s) =>
    kind === 'properties' ? s.properties$(ids) : s.roomTypes$(ids),
  );
  const keep = () => {
    if (live.status !== 'ready') return;
    const results = live.value.map((doc) => store.add(kind, doc));
    const added = results.filter((r) => r === 'added').length;
    const full = results.includes('capacity_reached');
    toasts.show(
      full ? 'error' : 'success',
      `${added} added to your compare list${full ? `; it holds 4 ${kindWords[kind].many}, so some were left out` : ''}.`,
    );
  };
  return (
    <div className="notice shared-notice">
      <p>Someone shared this comparison with you. Prices and availability are as of now.</p>
      <div className="button-row">
        <button type="button" className="button" onClick={keep} disabled={live.status !== 'ready'}>
          Add these to my compare list
        </button>
        <Link href="/compare">My own compare list</Link>
      </div>
    </div>
  );
}

function Comparison({
  kind,
  ids,
  saved,
}: {
  kind: CompareKind;
  ids: readonly string[];
  /** The visitor's own items as added (for what changed since); null for a share link. */
  saved: readonly ComparedItem[] | null;
}) {
  const live = useCatalogue<readonly (PropertyDetail | RoomTypeListing)[]>((s) =>
    kind === 'properties' ? s.properties$(ids) : s.roomTypes$(ids),
  );
  return (
    <ResourceView resource={live}>
      {(docs) => {
        const columns =
          kind === 'properties'
            ? (docs as PropertyDetail[]).map(propertyColumn)
            : (docs as RoomTypeListing[]).map(roomColumn);
        const rows =
          kind === 'properties' ? compareProperties(docs as PropertyDetail[]) : compareRooms(docs as RoomTypeListing[]);
        const statuses = saved ? liveStatuses(saved, docs) : new Map<string, LiveStatus>();
        const gone = saved?.filter((i) => statuses.get(i.id)?.state === 'gone') ?? [];
        return (
          <>
            {gone.length > 0 && <GoneNotice kind={kind} items={gone} />}
            {columns.length === 0 ? (
              <div className="empty">
                <p>None of these {kindWords[kind].many} is listed any more.</p>
                <Link href="/city-listing" className="button">
                  Browse residences
                </Link>
              </div>
            ) : (
              <ComparisonTable
                kind={kind}
                columns={columns}
                rows={rows}
                statuses={statuses}
                removable={saved !== null}
              />
            )}
          </>
        );
      }}
    </ResourceView>
  );
}

function GoneNotice({ kind, items }: { kind: CompareKind; items: readonly ComparedItem[] }) {
  const actions = useCompareActions();
  return (
    <div className="notice notice-warning" role="status">
      <p>
        {items.length === 1 ? 'One' : items.length} of your {kindWords[kind].many} {items.length === 1 ? 'is' : 'are'}{' '}
        no longer listed:
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.display_name || 'Unnamed'}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => actions.remove(kind, item.id, item.display_name)}
            >
              Remove it
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ComparisonTable({
  kind,
  columns,
  rows,
  statuses,
  removable,
}: {
  kind: CompareKind;
  columns: readonly Column[];
  rows: readonly ComparisonRow[];
  statuses: ReadonlyMap<string, LiveStatus>;
  removable: boolean;
}) {
  const actions = useCompareActions();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  const groups: readonly [ComparisonRow['group'], string | null][] = [
    ['basics', null],
    ['amenities', kind === 'properties' ? 'Amenities' : 'In the room'],
    ['distances', 'Walk to campus'],
  ];
  return (
    <>
      {columns.length > 1 && (
        <label className="check-inline">
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />{' '}
          Show only the differences
        </label>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <section className="compare-scroll" aria-label="Comparison table" tabIndex={0}>
        <table className="compare-table">
          <caption className="visually-hidden">
            {columns.map((c) => c.name).join(', ')} compared; highlighted rows differ
          </caption>
          <thead>
            <tr>
              <td />
              {columns.map((c) => {
                const status = statuses.get(c.id);
                return (
                  <th key={c.id} scope="col">
                    <Picture media={c.media} sizes="240px" className="compare-image" />
                    <Link href={c.href} className="compare-name">
                      {c.name}
                    </Link>
                    {status?.state === 'price-changed' && (
                      <span className="badge badge-changed">
                        Price changed: was {status.was}, now {status.now}
                      </span>
                    )}
                    <span className="compare-actions">
                      <Link href={c.href} className="button button-small">
                        View<span className="visually-hidden"> {c.name}</span>
                      </Link>
                      <Link href={c.viewingHref} className="button button-small button-accent">
                        Book a viewing<span className="visually-hidden"> of {c.name}</span>
                      </Link>
                    </span>
                    {removable && (
                      <button type="button" className="link-button" onClick={() => actions.remove(kind, c.id, c.name)}>
                        Remove<span className="visually-hidden"> {c.name}</span>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {groups.map(([group, title]) => {
            const groupRows = shown.filter((r) => r.group === group);
            if (groupRows.length === 0) return null;
            return (
              <tbody key={group}>
                {title && (
                  <tr className="compare-group">
                    <th scope="rowgroup" colSpan={columns.length + 1}>
                      {title}
                    </th>
                  </tr>
                )}
                {groupRows.map((r) => (
                  <tr key={r.key} className={r.differs ? 'differs' : undefined}>
                    <th scope="row">
                      {r.label}
                      {r.differs && <span className="visually-hidden"> (differs)</span>}
                    </th>
                    {r.cells.map((cell, i) => (
                      <td
                        key={columns[i]?.id ?? i}
                        className={cell === 'Yes' ? 'yes' : cell === 'No' ? 'no' : undefined}
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </section>
    </>
  );
}
