import { Link, useLocation } from 'wouter';
import { COMPARE_STORE } from '../../application/compare/compare.tokens';
import { compareCapacity } from '../../domain/compare/compare-list';
import type { CompareKind } from '../../domain/compare/compared-item';
import { useService } from '../hooks/use-service';
import { useCompareActions, useCompareList, useDeviceStream } from '../hooks/use-shortlists';

const kindLabels: Readonly<Record<CompareKind, string>> = { properties: 'Residences', rooms: 'Rooms' };
const kinds: readonly CompareKind[] = ['properties', 'rooms'];

/**
 * The compare tray along the foot of every page while something is chosen: how many of each kind,
 * a panel (the spec's compare panel, null until opened) listing them with remove buttons, and the
 * way to the comparison. Not on the compare page itself.
 */
export function CompareTray() {
  const [location] = useLocation();
  const store = useService(COMPARE_STORE);
  const actions = useCompareActions();
  const lists = { properties: useCompareList('properties'), rooms: useCompareList('rooms') };
  const open = useDeviceStream(store.panel$, null);
  const total = lists.properties.length + lists.rooms.length;
  if (total === 0 || location === '/compare') return null;
  const openList = open ? lists[open] : [];
  return (
    <aside className="compare-tray" aria-label="Your compare lists">
      {open && openList.length > 0 && (
        <div className="compare-tray-panel" id="compare-tray-panel">
          <div className="compare-tray-panel-head">
            <h2>
              {kindLabels[open]} to compare{' '}
              <span className="muted">
                ({openList.length} of {compareCapacity})
              </span>
            </h2>
            <button type="button" className="link-button" onClick={() => actions.clear(open)}>
              Clear all
            </button>
          </div>
          <ul className="compare-tray-items">
            {openList.map((item) => (
              <li key={item.id}>
                {item.image ? (
                  <img src={item.image} alt="" width={48} height={48} loading="lazy" />
                ) : (
                  <span className="compare-tray-thumb" />
                )}
                <span className="compare-tray-name">{item.display_name}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${item.display_name} from compare`}
                  onClick={() => actions.remove(open, item.id, item.display_name)}
                >
                  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="compare-tray-bar">
        {kinds.map(
          (kind) =>
            lists[kind].length > 0 && (
              <button
                key={kind}
                type="button"
                className="compare-tray-toggle"
                aria-expanded={open === kind}
                aria-controls={open === kind ? 'compare-tray-panel' : undefined}
                onClick={() => store.setPanel(open === kind ? null : kind)}
              >
                {kindLabels[kind]} <span className="count">{lists[kind].length}</span>
              </button>
            ),
        )}
        <Link
          href={`/compare?view=${open ?? (lists.properties.length > 0 ? 'properties' : 'rooms')}`}
          className="button button-accent"
        >
          Compare
        </Link>
      </div>
    </aside>
  );
}
