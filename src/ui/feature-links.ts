/**
 * Where the calls to action lead. Booking a viewing and the room finder are features of their own
 * (issues 5 and 4); until they exist a viewing is arranged through the contact page and the room
 * finder's call is left out, so no button leads to a missing page. Those features change this file.
 */
export const featureLinks = {
  viewing: (about: string): string => `/contact-us?about=${encodeURIComponent(`Viewing: ${about}`)}`,
  roomFinder: null as string | null,
};
