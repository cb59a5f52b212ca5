/** Where the calls to action lead. */
export const featureLinks = {
  /** Booking a viewing at one residence (property slugs are unique site-wide). */
  viewing: (propertySlug: string): string => `/book-a-viewing/${propertySlug}`,
  /** Where a visitor who has not chosen a residence yet starts, to book a viewing at one. */
  viewingChooseResidence: '/city-listing',
  roomFinder: '/find-your-room/city',
};
