import type { Observable } from 'rxjs';
import type {
  CityDetail,
  CitySummary,
  PropertyDetail,
  PropertySummary,
  RoomTypeDetail,
  RoomTypeListing,
  SiteSettings,
} from '../../domain/catalogue/catalogue';
import { catalogueKey } from '../../domain/catalogue/catalogue-keys';
import { type Resource, ResourceStreams } from '../../domain/catalogue/resource-streams';
import type { RoomMatchCandidate } from '../../domain/room-finder/room-match';
import type { CatalogueReader, PropertyOption } from '../../ports/catalogue-reader.port';

export type { Resource } from '../../domain/catalogue/resource-streams';

/** The catalogue as streams for the UI, primed with what the server injected into the page. */
export class CatalogueStore {
  constructor(
    private readonly reader: CatalogueReader,
    private readonly streams: ResourceStreams = new ResourceStreams(),
  ) {}

  /** Answers the server already gave, by key; each is used for the first load only. */
  prime(initial: Readonly<Record<string, unknown>>): void {
    this.streams.prime(initial);
  }

  /** Loads again every answer that failed. */
  retry(): void {
    this.streams.retry();
  }

  settings$(): Observable<Resource<SiteSettings>> {
    return this.streams.stream(catalogueKey.settings(), () => this.reader.getSiteSettings());
  }

  cities$(): Observable<Resource<readonly CitySummary[]>> {
    return this.streams.stream(catalogueKey.cities(), () => this.reader.listCities());
  }

  featured$(): Observable<Resource<readonly PropertySummary[]>> {
    return this.streams.stream(catalogueKey.featured(), () => this.reader.listFeaturedProperties());
  }

  city$(citySlug: string): Observable<Resource<CityDetail>> {
    return this.streams.stream(catalogueKey.city(citySlug), () => this.reader.getCity(citySlug));
  }

  property$(citySlug: string, propertySlug: string): Observable<Resource<PropertyDetail>> {
    return this.streams.stream(catalogueKey.property(citySlug, propertySlug), () =>
      this.reader.getProperty(citySlug, propertySlug),
    );
  }

  propertyBySlug$(propertySlug: string): Observable<Resource<PropertyDetail>> {
    return this.streams.stream(catalogueKey.propertyBySlug(propertySlug), () =>
      this.reader.getPropertyBySlug(propertySlug),
    );
  }

  room$(citySlug: string, propertySlug: string, roomSlug: string): Observable<Resource<RoomTypeDetail>> {
    return this.streams.stream(catalogueKey.room(citySlug, propertySlug, roomSlug), () =>
      this.reader.getRoomType(citySlug, propertySlug, roomSlug),
    );
  }

  /** Properties by `_id` with live prices; an empty list asks nothing. */
  properties$(ids: readonly string[]): Observable<Resource<readonly PropertyDetail[]>> {
    return this.streams.stream(catalogueKey.properties(ids), async () =>
      ids.length === 0 ? [] : this.reader.findProperties(ids),
    );
  }

  roomTypes$(ids: readonly string[]): Observable<Resource<readonly RoomTypeListing[]>> {
    return this.streams.stream(catalogueKey.roomTypes(ids), async () =>
      ids.length === 0 ? [] : this.reader.findRoomTypes(ids),
    );
  }

  roomCandidates$(citySlug: string): Observable<Resource<readonly RoomMatchCandidate[]>> {
    return this.streams.stream(catalogueKey.roomCandidates(citySlug), () => this.reader.listRoomCandidates(citySlug));
  }

  /** Every residence by city, for the forms' residence lists. */
  propertyOptions$(): Observable<Resource<readonly PropertyOption[]>> {
    return this.streams.stream(catalogueKey.propertyOptions(), () => this.reader.listPropertyOptions());
  }
}
