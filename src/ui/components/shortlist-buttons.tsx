import type { CompareKind } from '../../domain/compare/compared-item';
import type { FavouriteRef } from '../../domain/favourites/favourite';
import { useCompareActions, useCompareList, useFavouriteActions, useFavourites } from '../hooks/use-shortlists';

interface ShortlistDoc {
  readonly _id: string;
  readonly display_name: string;
}

const compareKindOf: Readonly<Record<FavouriteRef['kind'], CompareKind>> = { property: 'properties', room: 'rooms' };

/** "Compare": adds the document to its compare list; once there it says "In compare", and pressing it again takes it out. */
export function CompareButton({ kind, doc }: { kind: FavouriteRef['kind']; doc: ShortlistDoc }) {
  const list = compareKindOf[kind];
  const items = useCompareList(list);
  const actions = useCompareActions();
  const added = items.some((i) => i.id === doc._id);
  return (
    <button
      type="button"
      className={`chip-button compare-button${added ? ' is-on' : ''}`}
      onClick={() =>
        added ? actions.remove(list, doc._id, doc.display_name) : actions.add(list, doc, doc.display_name)
      }
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {added ? (
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        ) : (
          <path d="M10 3H4a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h6V3zm10 0h-6v18h6a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1zM12 1v22" />
        )}
      </svg>
      <span>{added ? 'In compare' : 'Compare'}</span>
      <span className="visually-hidden">
        {' '}
        {doc.display_name}
        {added ? ': press to remove it' : ''}
      </span>
    </button>
  );
}

/** A heart that keeps the document in the visitor's favourites, or lets it go. */
export function FavouriteButton({ kind, doc }: { kind: FavouriteRef['kind']; doc: ShortlistDoc }) {
  const favourites = useFavourites();
  const actions = useFavouriteActions();
  const saved = favourites.some((f) => f.id === doc._id);
  return (
    <button
      type="button"
      className={`chip-button favourite-button${saved ? ' is-on' : ''}`}
      aria-pressed={saved}
      onClick={() => actions.toggle(kind, doc, doc.display_name)}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>Save</span>
      <span className="visually-hidden"> {doc.display_name} to favourites</span>
    </button>
  );
}

/** Both actions, as cards and page headers show them. */
export function ShortlistActions({ kind, doc }: { kind: FavouriteRef['kind']; doc: ShortlistDoc }) {
  return (
    <div className="shortlist-actions">
      <FavouriteButton kind={kind} doc={doc} />
      <CompareButton kind={kind} doc={doc} />
    </div>
  );
}
