import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { COMPARE_STORE } from '../../application/compare/compare.tokens';
import { FAVOURITES_STORE } from '../../application/favourites/favourites.tokens';
import { compareCapacity } from '../../domain/compare/compare-list';
import type { ComparedItem, CompareKind } from '../../domain/compare/compared-item';
import type { FavouriteRef } from '../../domain/favourites/favourite';
import { useService } from './use-service';
import { useToastActions } from './use-toasts';

/**
 * The latest value of a stream of what the visitor keeps on their device. The server cannot see
 * the device, so the first render (the server's, and hydration) shows `serverValue`; the device's
 * value follows straight after, with no hydration mismatch.
 */
export function useDeviceStream<T>(source: Observable<T>, serverValue: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source],
  );
  const getSnapshot = () => {
    let value = serverValue;
    source.subscribe((v) => (value = v)).unsubscribe();
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

const noSubscription = () => () => undefined;

/** False in the server's render and in hydration, true after: what is on the device is known only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const noItems: readonly ComparedItem[] = [];
const noFavourites: readonly FavouriteRef[] = [];

export function useCompareList(kind: CompareKind): readonly ComparedItem[] {
  const store = useService(COMPARE_STORE);
  return useDeviceStream(store.list$(kind), noItems);
}

export function useFavourites(): readonly FavouriteRef[] {
  const store = useService(FAVOURITES_STORE);
  return useDeviceStream(store.list$, noFavourites);
}

const kindWords: Readonly<Record<CompareKind, string>> = { properties: 'residences', rooms: 'rooms' };

/** Adding to and removing from the compare lists, each result told in a toast. */
export function useCompareActions() {
  const store = useService(COMPARE_STORE);
  const toasts = useToastActions();
  return {
    add(kind: CompareKind, doc: unknown, name: string): void {
      const result = store.add(kind, doc);
      if (result === 'added')
        toasts.show('success', `${name} added to compare (${store.current(kind).length} of ${compareCapacity}).`, {
          label: 'View comparison',
          href: `/compare?view=${kind}`,
        });
      else if (result === 'exists') toasts.show('info', `${name} is already in your compare list.`);
      else if (result === 'capacity_reached')
        toasts.show('error', `You can compare up to ${compareCapacity} ${kindWords[kind]}. Remove one to add ${name}.`);
      else toasts.show('error', `We could not add ${name} to compare.`);
    },
    remove(kind: CompareKind, id: string, name: string): void {
      store.remove(kind, id);
      toasts.show('info', `${name || 'Item'} removed from compare.`);
    },
    clear(kind: CompareKind): void {
      store.clear(kind);
      toasts.show('info', `Compare list of ${kindWords[kind]} cleared.`);
    },
  };
}

/** Saving and letting go of favourites, each told in a toast. */
export function useFavouriteActions() {
  const store = useService(FAVOURITES_STORE);
  const toasts = useToastActions();
  return {
    toggle(kind: FavouriteRef['kind'], doc: unknown, name: string): void {
      const result = store.toggle(kind, doc);
      if (result === 'added')
        toasts.show('success', `${name} saved to your favourites.`, { label: 'View favourites', href: '/favourite' });
      else if (result === 'removed') toasts.show('info', `${name} removed from your favourites.`);
      else toasts.show('error', `We could not save ${name}.`);
    },
    remove(id: string, name: string): void {
      store.remove(id);
      toasts.show('info', `${name || 'Item'} removed from your favourites.`);
    },
  };
}
