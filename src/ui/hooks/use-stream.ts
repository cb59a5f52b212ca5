import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

interface Latest {
  has: boolean;
  value: unknown;
}

const latest = new WeakMap<Observable<unknown>, Latest>();

function entryFor(source: Observable<unknown>): Latest {
  let entry = latest.get(source);
  if (!entry) {
    entry = { has: false, value: undefined };
    latest.set(source, entry);
  }
  return entry;
}

/**
 * The latest value of a stream, re-rendering when it changes (useSyncExternalStore). Streams
 * that replay (shareReplay) give their current value on the first render, with no flash.
 */
export function useStream<T>(source: Observable<T>, initial: T): T {
  const entry = entryFor(source);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe((value) => {
        entry.value = value;
        entry.has = true;
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    [source, entry],
  );
  const getSnapshot = () => {
    if (!entry.has) {
      source
        .subscribe((value) => {
          entry.value = value;
          entry.has = true;
        })
        .unsubscribe();
    }
    return (entry.has ? entry.value : initial) as T;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
