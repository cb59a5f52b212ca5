import type { Observable, Subscription } from 'rxjs';
import { type AccountLists, mergeLists, sameLists } from '../../domain/accounts/account-lists';
import type { AccountClient, ListsAnswer } from '../../ports/account-client.port';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';
import type { CompareStore } from '../compare/compare.store';
import type { FavouritesStore } from '../favourites/favourites.store';

/** Where the device remembers the account lists' version it last saved or read. */
export const listsVersionKey = 'accountListsVersion';

/** How long the lists must stay still before they are saved: a burst of clicks is one save. */
export const SAVE_AFTER_MS = 800;

/**
 * Favourites and both compare lists kept in step with the account (issue 20, ADR 053). Signed
 * out nothing here runs: the stores work over local storage as before. Signed in:
 * - at sign-in the device's lists are merged with the account's (mergeLists) and saved;
 * - on a later visit, lists another device saved since (a newer version) replace the device's;
 * - every change is saved after SAVE_AFTER_MS of quiet, one save at a time, at the version last
 *   known; a save refused as stale (another device saved) merges the two and saves again, so no
 *   write is lost.
 */
export class ShortlistSync {
  private subscriptions: Subscription[] = [];
  private pendingSave: Cancel | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** The lists the account holds as far as this device knows (nothing to save when the device holds the same). */
  private known: AccountLists | null = null;

  constructor(
    private readonly client: AccountClient,
    private readonly favourites: FavouritesStore,
    private readonly compare: CompareStore,
    private readonly storage: KeyValueStorage,
    private readonly scheduler: Scheduler,
    private readonly saveAfterMs = SAVE_AFTER_MS,
  ) {}

  /** The lists as the device holds them now. */
  device(): AccountLists {
    return {
      favourites: this.currentFavourites(),
      compareProperties: this.compare.current('properties'),
      compareRooms: this.compare.current('rooms'),
    };
  }

  private currentFavourites() {
    let list: AccountLists['favourites'] = [];
    this.favourites.list$
      .subscribe((l) => {
        list = l;
      })
      .unsubscribe();
    return list;
  }

  private apply(lists: AccountLists): void {
    if (sameLists(lists, this.device())) return;
    this.favourites.replace(lists.favourites);
    this.compare.replace('properties', lists.compareProperties);
    this.compare.replace('rooms', lists.compareRooms);
  }

  private get version(): number {
    const kept = Number(this.storage.read(listsVersionKey));
    return Number.isInteger(kept) && kept >= 0 ? kept : -1;
  }

  private set version(value: number) {
    this.storage.write(listsVersionKey, String(value));
  }

  /** Merges the device's lists into the account's and saves the result: at sign-in. */
  mergeAtSignIn(): Promise<void> {
    return this.queue(async () => {
      const account = await this.client.readLists();
      if (typeof account === 'string') return;
      await this.saveMerged(account);
    });
  }

  /** On a visit while signed in: lists saved from another device since replace the device's. */
  refresh(): Promise<void> {
    return this.queue(async () => {
      const account = await this.client.readLists();
      if (typeof account === 'string') return;
      this.known = account.lists;
      if (account.version !== this.version) {
        this.apply(account.lists);
        this.version = account.version;
      } else if (!sameLists(account.lists, this.device())) {
        await this.save(this.device(), account.version);
      }
    });
  }

  /** Saves every change from now on, debounced (plain subscriptions and the Scheduler port: no rxjs operators on the first load). */
  start(): void {
    if (this.subscriptions.length > 0) return;
    const changed = () => {
      this.pendingSave?.();
      this.pendingSave = this.scheduler.after(this.saveAfterMs, () => {
        this.pendingSave = null;
        void this.queue(async () => {
          if (this.known && sameLists(this.known, this.device())) return;
          await this.save(this.device(), this.version);
        });
      });
    };
    // Each stream gives its current value at once: that is not a change.
    const streams: Observable<unknown>[] = [
      this.favourites.list$,
      this.compare.list$('properties'),
      this.compare.list$('rooms'),
    ];
    for (const list$ of streams) {
      let first = true;
      this.subscriptions.push(
        list$.subscribe(() => {
          if (first) first = false;
          else changed();
        }),
      );
    }
  }

  stop(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
    this.pendingSave?.();
    this.pendingSave = null;
  }

  /** Forgets the account's version (signed out): the next sign-in merges afresh. */
  forget(): void {
    this.stop();
    this.storage.remove(listsVersionKey);
  }

  /** Waits for the saves queued so far (tests, and before signing out). */
  settled(): Promise<void> {
    return this.chain;
  }

  private queue(task: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(task).catch(() => {});
    return this.chain;
  }

  private async saveMerged(account: ListsAnswer): Promise<void> {
    const merged = mergeLists(this.device(), account.lists);
    this.apply(merged);
    this.known = account.lists;
    if (sameLists(merged, account.lists)) {
      this.version = account.version;
      return;
    }
    await this.save(merged, account.version);
  }

  private async save(lists: AccountLists, baseVersion: number, tries = 3): Promise<void> {
    const answer = await this.client.saveLists(lists, Math.max(0, baseVersion));
    if (answer.kind === 'saved') {
      this.known = lists;
      this.version = answer.version;
      return;
    }
    if (answer.kind === 'stale' && tries > 1) {
      this.known = answer.current.lists;
      const merged = mergeLists(this.device(), answer.current.lists);
      this.apply(merged);
      await this.save(merged, answer.current.version, tries - 1);
    }
  }
}
