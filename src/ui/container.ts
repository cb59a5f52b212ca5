import { Container, ContainerModule } from 'inversify';
import { HttpCatalogueReader } from '../adapters/http-client/http-catalogue.adapter';
import { LocalStorageAdapter } from '../adapters/local-storage/local-storage.adapter';
import { MatchMediaViewport } from '../adapters/match-media/match-media-viewport.adapter';
import { SystemTime } from '../adapters/timers/system-time.adapter';
import { CatalogueStore } from '../domain/catalogue/catalogue.store';
import { DeviceStore } from '../domain/device/device.store';
import { ToastStore } from '../domain/notifications/toast.store';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CLOCK } from '../ports/clock.port';
import { KEY_VALUE_STORAGE } from '../ports/key-value-storage.port';
import { SCHEDULER, type Scheduler } from '../ports/scheduler.port';
import { VIEWPORT, type Viewport } from '../ports/viewport.port';
import { CATALOGUE_STORE, DEVICE_STORE, TOAST_STORE } from './tokens';

/** The browser's composition root: one ContainerModule per area, bound without decorators. */

export const deviceModule = new ContainerModule(({ bind }) => {
  bind(KEY_VALUE_STORAGE).toDynamicValue(() => new LocalStorageAdapter(window));
  const time = new SystemTime();
  bind(CLOCK).toConstantValue(time);
  bind(SCHEDULER).toConstantValue(time);
  bind(VIEWPORT).toDynamicValue(() => new MatchMediaViewport(window));
  bind(DEVICE_STORE).toResolvedValue((viewport: Viewport) => new DeviceStore(viewport), [VIEWPORT]);
});

export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(TOAST_STORE).toResolvedValue((scheduler: Scheduler) => new ToastStore(scheduler), [SCHEDULER]);
});

export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE_READER).toDynamicValue(() => new HttpCatalogueReader((input, init) => window.fetch(input, init)));
  bind(CATALOGUE_STORE).toResolvedValue((reader: CatalogueReader) => new CatalogueStore(reader), [CATALOGUE_READER]);
});

export function createBrowserContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(deviceModule, catalogueModule, notificationsModule);
  return container;
}
