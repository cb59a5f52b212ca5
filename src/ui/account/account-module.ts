import type { Container } from 'inversify';
import { ContainerModule } from 'inversify';
import { HttpAccountClient } from '../../adapters/http-client/http-account-client.adapter';
import { SHORTLIST_SYNC } from '../../application/accounts/accounts.tokens';
import { ShortlistSync } from '../../application/accounts/shortlist-sync';
import type { CompareStore } from '../../application/compare/compare.store';
import type { FavouritesStore } from '../../application/favourites/favourites.store';
import { ACCOUNT_CLIENT, type AccountClient } from '../../ports/account-client.port';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import type { Scheduler } from '../../ports/scheduler.port';
import { SITE_COMPARE, SITE_FAVOURITES, SITE_SCHEDULER, SITE_STORAGE } from './account-tokens';

/**
 * The visitor account's composition (ADR 053), loaded into the browser's container by the account
 * chunks only (the login and account pages, and the sync a signed-in visit starts), so a visitor
 * who never signs in downloads none of it. Tests and QA rebind ACCOUNT_CLIENT before it loads.
 */
export const accountModule = (withClient: boolean) =>
  new ContainerModule(({ bind }) => {
    if (withClient) bind(ACCOUNT_CLIENT).toConstantValue(new HttpAccountClient());
    bind(SHORTLIST_SYNC)
      .toResolvedValue(
        (
          client: AccountClient,
          favourites: FavouritesStore,
          compare: CompareStore,
          storage: KeyValueStorage,
          scheduler: Scheduler,
        ) => new ShortlistSync(client, favourites, compare, storage, scheduler),
        [ACCOUNT_CLIENT, SITE_FAVOURITES, SITE_COMPARE, SITE_STORAGE, SITE_SCHEDULER],
      )
      .inSingletonScope();
  });

/** Loads the account's bindings once (a client bound already, by a test or QA, is kept). */
export function accountServices(container: Container): { client: AccountClient; sync: ShortlistSync } {
  if (!container.isBound(SHORTLIST_SYNC)) container.load(accountModule(!container.isBound(ACCOUNT_CLIENT)));
  return { client: container.get(ACCOUNT_CLIENT), sync: container.get(SHORTLIST_SYNC) };
}
