/** Names for catalogue answers, shared by the server that injects them and the client that reads them. */
export const catalogueKey = {
  settings: () => 'settings',
  cities: () => 'cities',
  featured: () => 'featured',
  city: (citySlug: string) => `city:${citySlug}`,
  property: (citySlug: string, propertySlug: string) => `property:${citySlug}/${propertySlug}`,
  room: (citySlug: string, propertySlug: string, roomSlug: string) => `room:${citySlug}/${propertySlug}/${roomSlug}`,
} as const;
