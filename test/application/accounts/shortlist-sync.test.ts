import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory/memory-storage.adapter';
import { listsVersionKey, SAVE_AFTER_MS, ShortlistSync } from '../../../src/application/accounts/shortlist-sync';
import { CompareStore } from '../../../src/application/compare/compare.store';
import { FavouritesStore } from '../../../src/application/favourites/favourites.store';
import { type AccountLists, emptyLists } from '../../../src/domain/accounts/account-lists';
import type { AccountClient, ListsAnswer, SaveListsAnswer } from '../../../src/ports/account-client.port';

const property = (id: string) => ({ _id: `p-${id}`, id, city_id: 'leeds', display_name: `Residence ${id}` });
const room = (id: string) => ({ _id: `r-${id}`, id: `room-${id}`, display_name: `Room ${id}`, price: 150 });

/** The account's side: lists at a version; a save at an older version is refused (as the server does). */
class FakeAccount implements Partial<AccountClient> {
  stored: ListsAnswer = { lists: emptyLists, version: 0 };
  saves: { lists: AccountLists; baseVersion: number }[] = [];
  async readLists() {
    return structuredClone(this.stored);
  }
  async saveLists(lists: AccountLists, baseVersion: number): Promise<SaveListsAnswer> {
    this.saves.push({ lists, baseVersion });
    if (baseVersion !== this.stored.version) return { kind: 'stale', current: structuredClone(this.stored) };
    this.stored = { lists: structuredClone(lists), version: baseVersion + 1 };
    return { kind: 'saved', version: this.stored.version };
  }
}

const time = new ManualTime();
/** Moves the clock on and lets the saves it started finish. */
async function elapse(ms: number, ...syncs: ShortlistSync[]) {
  time.advance(ms);
  for (const sync of syncs) await sync.settled();
}

function device(account: FakeAccount, storage = new MemoryKeyValueStorage()) {
  const favourites = new FavouritesStore(storage);
  const compare = new CompareStore(storage);
  const sync = new ShortlistSync(account as unknown as AccountClient, favourites, compare, storage, time);
  return { storage, favourites, compare, sync };
}
const ids = (l: readonly { id: string }[]) => l.map((i) => i.id);

describe('shortlists kept in step with the account', () => {
  it('at sign-in merges the device lists into the account lists and saves them', async () => {
    const account = new FakeAccount();
    const phone = device(account);
    phone.favourites.toggle('property', property('a'));
    phone.compare.add('rooms', room('1'));
    await phone.sync.mergeAtSignIn();
    expect(ids(account.stored.lists.favourites)).toEqual(['p-a']);
    expect(ids(account.stored.lists.compareRooms)).toEqual(['r-1']);
    const laptop = device(account);
    laptop.favourites.toggle('property', property('b'));
    await laptop.sync.mergeAtSignIn();
    expect(ids(account.stored.lists.favourites)).toEqual(['p-a', 'p-b']);
    expect(ids(laptop.sync.device().favourites)).toEqual(['p-a', 'p-b']);
    expect(laptop.storage.read(listsVersionKey)).toBe('2');
  });

  it('saves changes once the lists are still for a moment (one save for a burst), at the version last known', async () => {
    const account = new FakeAccount();
    const phone = device(account);
    await phone.sync.mergeAtSignIn();
    phone.sync.start();
    phone.favourites.toggle('property', property('a'));
    phone.favourites.toggle('property', property('b'));
    phone.compare.add('properties', property('c'));
    expect(account.saves).toHaveLength(0);
    await elapse(SAVE_AFTER_MS - 1, phone.sync);
    expect(account.saves).toHaveLength(0);
    await elapse(1, phone.sync);
    expect(account.saves).toHaveLength(1);
    expect(ids(account.stored.lists.favourites)).toEqual(['p-a', 'p-b']);
    expect(ids(account.stored.lists.compareProperties)).toEqual(['p-c']);
    phone.sync.stop();
  });

  it('loses no write when another device saved in between: merges and saves again', async () => {
    const account = new FakeAccount();
    const phone = device(account);
    const laptop = device(account);
    await phone.sync.mergeAtSignIn();
    await laptop.sync.mergeAtSignIn();
    phone.sync.start();
    laptop.sync.start();
    phone.favourites.toggle('property', property('a'));
    laptop.favourites.toggle('property', property('b'));
    await elapse(SAVE_AFTER_MS, phone.sync, laptop.sync);
    expect(ids(account.stored.lists.favourites).sort()).toEqual(['p-a', 'p-b']);
    phone.sync.stop();
    laptop.sync.stop();
  });

  it('on a later visit takes the lists another device saved since, removals included', async () => {
    const account = new FakeAccount();
    const phone = device(account);
    phone.favourites.toggle('property', property('a'));
    phone.favourites.toggle('property', property('b'));
    await phone.sync.mergeAtSignIn();
    const laptop = device(account);
    await laptop.sync.mergeAtSignIn();
    laptop.sync.start();
    laptop.favourites.remove('p-a');
    await elapse(SAVE_AFTER_MS, laptop.sync);
    await phone.sync.refresh();
    expect(ids(phone.sync.device().favourites)).toEqual(['p-b']);
    laptop.sync.stop();
  });

  it('signed out, nothing is sent', async () => {
    const account = new FakeAccount();
    const phone = device(account);
    phone.favourites.toggle('property', property('a'));
    await elapse(SAVE_AFTER_MS * 3, phone.sync);
    expect(account.saves).toHaveLength(0);
  });
});
