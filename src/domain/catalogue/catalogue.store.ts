import { catchError, defer, filter, map, type Observable, of, Subject, shareReplay, startWith, switchMap } from 'rxjs';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type {
  CityDetail,
  CitySummary,
  PropertyDetail,
  PropertySummary,
  RoomTypeDetail,
  SiteSettings,
} from './catalogue';
import { catalogueKey } from './catalogue-keys';

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
 * The catalogue as streams for the UI: one shared, cached stream per answer, primed with what the
 * server injected into the page, reloaded on retry.
 */
export class CatalogueStore {
  private readonly streams = new Map<string, Observable<Resource<unknown>>>();
  private readonly primed = new Map<string, unknown>();
  private readonly retries = new Subject<void>();

  constructor(private readonly reader: CatalogueReader) {}

  /** Answers the server already gave, by catalogue key; each is used for the first load only. */
  prime(initial: Readonly<Record<string, unknown>>): void {
    for (const [key, value] of Object.entries(initial)) this.primed.set(key, value);
  }

  /** Loads again every answer that failed. */
  retry(): void {
    this.retries.next();
  }

  settings$(): Observable<Resource<SiteSettings>> {
    return this.stream(catalogueKey.settings(), () => this.reader.getSiteSettings());
  }

  cities$(): Observable<Resource<readonly CitySummary[]>> {
    return this.stream(catalogueKey.cities(), () => this.reader.listCities());
  }

  featured$(): Observable<Resource<readonly PropertySummary[]>> {
    return this.stream(catalogueKey.featured(), () => this.reader.listFeaturedProperties());
  }

  city$(citySlug: string): Observable<Resource<CityDetail>> {
    return this.stream(catalogueKey.city(citySlug), () => this.reader.getCity(citySlug));
  }

  property$(citySlug: string, propertySlug: string): Observable<Resource<PropertyDetail>> {
    return this.stream(catalogueKey.property(citySlug, propertySlug), () =>
      this.reader.getProperty(citySlug, propertySlug),
    );
  }

  room$(citySlug: string, propertySlug: string, roomSlug: string): Observable<Resource<RoomTypeDetail>> {
    return this.stream(catalogueKey.room(citySlug, propertySlug, roomSlug), () =>
      this.reader.getRoomType(citySlug, propertySlug, roomSlug),
    );
  }

  private stream<T>(key: string, load: () => Promise<T | null>): Observable<Resource<T>> {
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
