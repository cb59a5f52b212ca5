import { Container, ContainerModule } from 'inversify';
import { HttpCatalogueReader } from '../adapters/http-client/http-catalogue.adapter';
import { LocalStorageAdapter } from '../adapters/local-storage/local-storage.adapter';
import { SystemTime } from '../adapters/timers/system-time.adapter';
import { CatalogueStore } from '../domain/catalogue/catalogue.store';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CLOCK } from '../ports/clock.port';
import { KEY_VALUE_STORAGE } from '../ports/key-value-storage.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { CATALOGUE_STORE } from './tokens';

/** The browser's composition root: one ContainerModule per area, bound without decorators. */

export const deviceModule = new ContainerModule(({ bind }) => {
  bind(KEY_VALUE_STORAGE).toDynamicValue(() => new LocalStorageAdapter(window));
  const time = new SystemTime();
  bind(CLOCK).toConstantValue(time);
  bind(SCHEDULER).toConstantValue(time);
});

export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE_READER).toDynamicValue(() => new HttpCatalogueReader((input, init) => window.fetch(input, init)));
  bind(CATALOGUE_STORE).toResolvedValue((reader: CatalogueReader) => new CatalogueStore(reader), [CATALOGUE_READER]);
});

export function createBrowserContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(deviceModule, catalogueModule);
  return container;
}
