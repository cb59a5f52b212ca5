import type { PricedOptionRow } from '../../domain/catalogue/price-sheet';
import type {
  CatalogueConsole,
  ConsoleDelete,
  ConsoleSave,
  PriceApply,
  PriceApplyChoice,
  PricePreview,
} from '../../ports/catalogue-console.port';
import type {
  CatalogueEntities,
  CatalogueEntity,
  EditableProperty,
  EditableTenancyOption,
} from '../../ports/catalogue-editor.port';

/** A residence as the console's table shows it: with its city's name. */
export interface ResidenceRow extends EditableProperty {
  readonly cityName: string;
}

/** A tenancy option as the inline editor shows it: with its residence and room type. */
export type OptionRow = EditableTenancyOption & Pick<PricedOptionRow, 'residence' | 'roomType'>;

/**
 * The console's catalogue in the browser (issue 18 items 5 and 6): what the screens read and save,
 * over the CatalogueConsole port. Plain class, no React.
 */
export class CatalogueConsoleStore {
  constructor(private readonly api: CatalogueConsole) {}

  get priceSheetUrl(): string {
    return this.api.priceSheetUrl;
  }

  async residences(): Promise<readonly ResidenceRow[]> {
    const [cities, properties] = await Promise.all([this.api.list('city'), this.api.list('property')]);
    const names = new Map(cities.map((c) => [c.id, c.name]));
    return properties.map((p) => ({ ...p, cityName: names.get(p.cityId) ?? '' }));
  }

  async options(): Promise<readonly OptionRow[]> {
    const [properties, rooms, options] = await Promise.all([
      this.api.list('property'),
      this.api.list('room_type'),
      this.api.list('tenancy_option'),
    ]);
    const room = new Map(rooms.map((r) => [r.id, r]));
    const property = new Map(properties.map((p) => [p.id, p]));
    return options.map((o) => {
      const r = room.get(o.roomTypeId);
      return { ...o, roomType: r?.name ?? '', residence: (r && property.get(r.propertyId)?.name) ?? '' };
    });
  }

  setStatus(residence: EditableProperty, status: EditableProperty['status']): Promise<ConsoleSave<'property'>> {
    return this.api.update('property', residence.id, residence.version, { status });
  }

  /** Inline edit of a let: price (in pounds as typed), rooms available, sold out. */
  saveOption(
    option: EditableTenancyOption,
    changes: { readonly pounds: string; readonly roomsAvailable: string; readonly soldOut: boolean },
  ): Promise<ConsoleSave<'tenancy_option'>> {
    const pence = Math.round(Number(changes.pounds) * 100);
    return this.api.update('tenancy_option', option.id, option.version, {
      pricePerWeekPence: Number.isFinite(pence) ? pence : -1,
      roomsAvailable: Number(changes.roomsAvailable),
      soldOut: changes.soldOut,
    });
  }

  /** Every record of a kind, optionally only those whose fields equal `where` ({ propertyId }). */
  list<K extends CatalogueEntity>(
    kind: K,
    where?: Readonly<Record<string, string>>,
  ): Promise<readonly CatalogueEntities[K][]> {
    return this.api.list(kind, where);
  }

  /** One record as it is now, or null when it is gone. */
  get<K extends CatalogueEntity>(kind: K, id: string): Promise<CatalogueEntities[K] | null> {
    return this.api.get(kind, id);
  }

  create<K extends CatalogueEntity>(kind: K, fields: Readonly<Record<string, unknown>>): Promise<ConsoleSave<K>> {
    return this.api.create(kind, fields);
  }

  /** Saves `changes` to the record as it was read (its version): refused as stale if someone saved since. */
  save<K extends CatalogueEntity>(
    kind: K,
    record: CatalogueEntities[K],
    changes: Readonly<Record<string, unknown>>,
  ): Promise<ConsoleSave<K>> {
    return this.api.update(kind, record.id, record.version, changes);
  }

  /** Saves `fields` to the record as it was read, or creates a record of them when there is none yet (a new one). */
  put<K extends CatalogueEntity>(
    kind: K,
    record: CatalogueEntities[K] | null,
    fields: Readonly<Record<string, unknown>>,
  ): Promise<ConsoleSave<K>> {
    return record ? this.save(kind, record, fields) : this.create(kind, fields);
  }

  remove<K extends CatalogueEntity>(kind: K, record: CatalogueEntities[K]): Promise<ConsoleDelete> {
    return this.api.remove(kind, record.id, record.version);
  }

  previewPrices(csv: string): Promise<PricePreview> {
    return this.api.previewPrices(csv);
  }

  applyPrices(csv: string, choice: PriceApplyChoice = {}): Promise<PriceApply> {
    return this.api.applyPrices(csv, choice);
  }
}
