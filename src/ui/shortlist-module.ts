import { ContainerModule } from 'inversify';
import { CompareStore } from '../application/compare/compare.store';
import { COMPARE_STORE } from '../application/compare/compare.tokens';
import { FavouritesStore } from '../application/favourites/favourites.store';
import { FAVOURITES_STORE } from '../application/favourites/favourites.tokens';
import { RoomFinderStore } from '../application/room-finder/room-finder.store';
import { ROOM_FINDER_STORE } from '../application/room-finder/room-finder.tokens';
import { CLOCK, type Clock } from '../ports/clock.port';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../ports/key-value-storage.port';

/**
 * What the visitor keeps on their device (compare lists, favourites, the room finder's draft),
 * over whatever device storage and clock the container binds: the browser's, the server render's
 * (empty, in memory) or a test's.
 */
export const shortlistModule = new ContainerModule(({ bind }) => {
  bind(COMPARE_STORE).toResolvedValue((storage: KeyValueStorage) => new CompareStore(storage), [KEY_VALUE_STORAGE]);
  bind(FAVOURITES_STORE).toResolvedValue(
    (storage: KeyValueStorage) => new FavouritesStore(storage),
    [KEY_VALUE_STORAGE],
  );
  bind(ROOM_FINDER_STORE).toResolvedValue(
    (storage: KeyValueStorage, clock: Clock) => new RoomFinderStore(storage, clock),
    [KEY_VALUE_STORAGE, CLOCK],
  );
});
