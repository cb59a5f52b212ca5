import { isRecord, textOr } from '../shared/untrusted-values';

/** A property or a room the visitor keeps, with the page it lives on so it can be shown with live prices. */
export interface FavouriteRef {
  readonly kind: 'property' | 'room';
  /** The document's `_id`, otherwise `id`. */
  readonly id: string;
  /** Its page: /city/property or /city/property/room. */
  readonly path: string;
  readonly display_name: string;
}

const slug = (value: unknown) => (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : null);

/** The favourite for a property or room document; null when it lacks an id or the slugs of its page. */
export function favouriteRef(kind: FavouriteRef['kind'], doc: unknown): FavouriteRef | null {
  if (!isRecord(doc)) return null;
  const rawId = doc._id ?? null;
  const id = typeof rawId === 'string' && rawId !== '' ? rawId : null;
  const city = slug(doc.city_id);
  const own = slug(doc.id);
  const parent = kind === 'room' ? slug(doc.property_id) : null;
  if (!id || !city || !own || (kind === 'room' && !parent)) return null;
  return {
    kind,
    id,
    path: kind === 'room' ? `/${city}/${parent}/${own}` : `/${city}/${own}`,
    display_name: textOr(doc.display_name) || textOr(doc.name),
  };
}

/** A kept favourite read back from storage, or null when it is not one. */
export function readFavourite(value: unknown): FavouriteRef | null {
  if (!isRecord(value)) return null;
  const { kind, id, path, display_name } = value;
  if (kind !== 'property' && kind !== 'room') return null;
  if (typeof id !== 'string' || id === '' || typeof path !== 'string' || !/^\/[a-z0-9/-]+$/.test(path)) return null;
  return { kind, id, path, display_name: textOr(display_name) };
}
