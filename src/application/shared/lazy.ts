import { readOnce } from './read-once';

/**
 * A service whose code loads on first use, so that a store only one page needs stays out of every
 * page's first load (ADR 042). `current` is the service once its code is in; `load()` fetches the
 * code once (a failed fetch is tried again on the next call) and gives the service. A view takes it
 * with `useLazyService` (src/ui/hooks/use-service.tsx), which waits in the page's Suspense boundary
 * the first time, as the page's own lazy code does.
 */
export interface Lazy<T> {
  readonly current: T | undefined;
  load(): Promise<T>;
}

/**
 * Code loaded at most once per program (declare it at module level): every container built from
 * it (the server render builds one per request) then finds it loaded and renders in one pass.
 */
export function lazyCode<M>(importer: () => Promise<M>): Lazy<M> {
  let current: M | undefined;
  const load = readOnce(() =>
    importer().then((code) => {
      current = code;
      return code;
    }),
  );
  return {
    get current() {
      return current;
    },
    load,
  };
}

/** A service made once (per binding) from lazily loaded code. */
export function lazyService<M, T>(code: Lazy<M>, make: (code: M) => T): Lazy<T> {
  let made: { value: T } | undefined;
  const take = (loaded: M): T => {
    made ??= { value: make(loaded) };
    return made.value;
  };
  let loading: Promise<T> | undefined;
  return {
    get current() {
      const loaded = code.current;
      return made ? made.value : loaded === undefined ? undefined : take(loaded);
    },
    load() {
      loading ??= code.load().then(take, (error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/** A service already in hand, where a lazy one is expected (a test's, or one made another way). */
export function loaded<T>(value: T): Lazy<T> {
  return { current: value, load: () => Promise.resolve(value) };
}
