/** Names for catalogue answers, shared by the server that injects them and the client that reads them. */
export const catalogueKey = {
  settings: () => 'settings',
  cities: () => 'cities',
  featured: () => 'featured',
  city: (citySlug: string) => `city:${citySlug}`,
  property: (citySlug: string, propertySlug: string) => `property:${citySlug}/${propertySlug}`,
  /** A property named by its slug alone (property slugs are unique site-wide). */
  propertyBySlug: (propertySlug: string) => `property-by-slug:${propertySlug}`,
  room: (citySlug: string, propertySlug: string, roomSlug: string) => `room:${citySlug}/${propertySlug}/${roomSlug}`,
  /** Properties by `_id`, in the order asked (compare, favourites). */
  properties: (ids: readonly string[]) => `properties:${ids.join(',')}`,
  roomTypes: (ids: readonly string[]) => `room-types:${ids.join(',')}`,
  roomCandidates: (citySlug: string) => `room-candidates:${citySlug}`,
  /** Every residence by name, for the forms' residence lists. */
  propertyOptions: () => 'property-options',
} as const;
