/**
 * Where the calls to action lead. Booking a viewing is a feature of its own (issue 5); until it
 * exists a viewing is arranged through the contact page, so no button leads to a missing page.
 */
export const featureLinks = {
  viewing: (about: string): string => `/contact-us?about=${encodeURIComponent(`Viewing: ${about}`)}`,
  roomFinder: '/find-your-room/city',
};
