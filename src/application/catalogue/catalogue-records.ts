import type { CatalogueConsole, ConsoleSave } from '../../ports/catalogue-console.port';
import type { CatalogueEntities, CatalogueEntity, EditableProperty } from '../../ports/catalogue-editor.port';

/** A residence as the console's table shows it: with its city's name. */
export interface ResidenceRow extends EditableProperty {
  readonly cityName: string;
}

/**
 * What the console's catalogue screens add to the port's calls (issue 36 item 2): the screens call
 * the port's own methods through CATALOGUE_CONSOLE_STORE and these two where they read or save more
 * than one call's worth. Plain functions of the port the screen resolved, so a test's or QA's fake
 * is the one they call.
 */

/** The residences with their city's name: the cities and the residences read side by side. */
export async function residenceRows(catalogue: CatalogueConsole): Promise<readonly ResidenceRow[]> {
  const [cities, properties] = await Promise.all([catalogue.list('city'), catalogue.list('property')]);
  const names = new Map(cities.map((c) => [c.id, c.name]));
  return properties.map((p) => ({ ...p, cityName: names.get(p.cityId) ?? '' }));
}

/**
 * Saves `fields` to the record as it was read (its version, so it is refused as stale if someone
 * saved since), or creates a record of them when there is none yet (a new one).
 */
export function putRecord<K extends CatalogueEntity>(
  catalogue: CatalogueConsole,
  kind: K,
  record: CatalogueEntities[K] | null,
  fields: Readonly<Record<string, unknown>>,
): Promise<ConsoleSave<K>> {
  return record ? catalogue.update(kind, record.id, record.version, fields) : catalogue.create(kind, fields);
}
