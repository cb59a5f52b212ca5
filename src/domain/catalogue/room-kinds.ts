import type { RoomKind } from './catalogue';

/** Every kind of room, in the order a visitor is offered them, with the names they are shown by. */
export const ROOM_KINDS: readonly RoomKind[] = [
  'ensuite',
  'studio',
  'premium-studio',
  'twodio',
  'shared-flat',
  'accessible',
];

export const ROOM_KIND_LABELS: Readonly<Record<RoomKind, string>> = {
  ensuite: 'En-suite',
  studio: 'Studio',
  'premium-studio': 'Premium studio',
  twodio: 'Twodio',
  'shared-flat': 'Shared flat',
  accessible: 'Accessible',
};
