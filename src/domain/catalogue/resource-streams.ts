import { catchError, defer, filter, map, type Observable, of, Subject, shareReplay, startWith, switchMap } from 'rxjs';

/** An answer on its way: what a page shows while it loads, when it is missing and when it failed. */
export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'not-found' }
  | { readonly status: 'error'; readonly message: string };

const loading = { status: 'loading' } as const;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

/**
 * One shared, cached stream per answer, by key: primed with what the server injected into the
 * page, reloaded on retry. The catalogue and content stores share one, so one priming and one
 * retry serve every answer on the page.
 */
export class ResourceStreams {
  private readonly streams = new Map<string, Observable<Resource<unknown>>>();
  private readonly primed = new Map<string, unknown>();
  private readonly retries = new Subject<void>();

  /** Answers the server already gave, by key; each is used for the first load only. */
  prime(initial: Readonly<Record<string, unknown>>): void {
    for (const [key, value] of Object.entries(initial)) this.primed.set(key, value);
  }

  /** Loads again every answer that failed. */
  retry(): void {
    this.retries.next();
  }

  stream<T>(key: string, load: () => Promise<T | null>): Observable<Resource<T>> {
    const existing = this.streams.get(key);
    if (existing) return existing as Observable<Resource<T>>;
    const fetchOnce = (): Observable<Resource<T>> => {
      if (this.primed.has(key)) {
        const value = this.primed.get(key) as T | null;
        this.primed.delete(key);
        return of(value === null ? { status: 'not-found' as const } : { status: 'ready' as const, value });
      }
      return defer(load).pipe(
        map((value): Resource<T> => (value === null ? { status: 'not-found' } : { status: 'ready', value })),
        startWith<Resource<T>>(loading),
        catchError((error: unknown) => of<Resource<T>>({ status: 'error', message: messageOf(error) })),
      );
    };
    // A retry reloads only answers that failed; one still loading or ready is left alone.
    let last: Resource<T> = loading;
    const stream = this.retries.pipe(
      filter(() => last.status === 'error'),
      startWith(undefined),
      switchMap(fetchOnce),
      map((state) => (last = state)),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    this.streams.set(key, stream);
    return stream;
  }
}
