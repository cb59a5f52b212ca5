import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { TOAST_DURATION_MS, TOAST_LIMIT, ToastStore } from '../../../src/application/notifications/toast.store';

function setUp() {
  const time = new ManualTime(0);
  const store = new ToastStore(time);
  return { time, store };
}

describe('ToastStore', () => {
  it('starts empty and shows a toast with its kind and message, returning its id', () => {
    const { store } = setUp();
    expect(store.current()).toEqual([]);
    const id = store.show('success', 'Added to compare');
    expect(store.current()).toEqual([{ id, kind: 'success', message: 'Added to compare', count: 1 }]);
  });

  it('gives every different toast its own id', () => {
    const { store } = setUp();
    const ids = [store.show('info', 'a'), store.show('info', 'b'), store.show('error', 'a')];
    expect(new Set(ids).size).toBe(3);
  });

  it('collapses a repeat into the toast already showing: counted, newest again, its time started over', () => {
    const { store, time } = setUp();
    const refusal = store.show('error', 'You can compare up to 4 residences.');
    time.advance(1000);
    store.show('info', 'other');
    time.advance(6000);
    for (let i = 0; i < 5; i++) expect(store.show('error', 'You can compare up to 4 residences.')).toBe(refusal);
    expect(store.current()).toEqual([
      { id: refusal, kind: 'error', message: 'You can compare up to 4 residences.', count: 6 },
    ]);
    expect(time.pendingCount()).toBe(1);
    time.advance(TOAST_DURATION_MS.error - 1);
    expect(store.current()).toHaveLength(1);
    time.advance(1);
    expect(store.current()).toEqual([]);
    // Gone, the next one is a new toast.
    expect(store.show('error', 'You can compare up to 4 residences.')).not.toBe(refusal);
  });

  it('carries an action (a link to follow) and tells repeats apart by it', () => {
    const { store } = setUp();
    const action = { label: 'View favourites', href: '/favourite' };
    const id = store.show('success', 'Saved.', action);
    expect(store.current()).toEqual([{ id, kind: 'success', message: 'Saved.', count: 1, action }]);
    expect(store.show('success', 'Saved.', action)).toBe(id);
    expect(store.show('success', 'Saved.')).not.toBe(id);
  });

  it('lists toasts oldest first and keeps at most three, the oldest dropping out', () => {
    const { store } = setUp();
    expect(TOAST_LIMIT).toBe(3);
    for (const m of ['one', 'two', 'three', 'four']) store.show('info', m);
    expect(store.current().map((t) => t.message)).toEqual(['two', 'three', 'four']);
  });

  it('dismisses a toast by id, and ignores ids it does not have', () => {
    const { store } = setUp();
    const first = store.show('info', 'one');
    store.show('info', 'two');
    store.dismiss(first);
    store.dismiss(first);
    store.dismiss('nope');
    expect(store.current().map((t) => t.message)).toEqual(['two']);
  });

  it('dismisses each toast by itself after its time, errors staying longer', () => {
    const { store, time } = setUp();
    expect(TOAST_DURATION_MS).toEqual({ success: 5000, info: 5000, error: 8000 });
    store.show('success', 'saved');
    time.advance(1000);
    store.show('error', 'failed');
    time.advance(3999);
    expect(store.current().map((t) => t.message)).toEqual(['saved', 'failed']);
    time.advance(1);
    expect(store.current().map((t) => t.message)).toEqual(['failed']);
    time.advance(7999 - 4000);
    expect(store.current().map((t) => t.message)).toEqual(['failed']);
    time.advance(1);
    expect(store.current()).toEqual([]);
  });

  it('cancels the timer of a toast dismissed by hand or dropped for a newer one', () => {
    const { store, time } = setUp();
    const id = store.show('info', 'one');
    store.dismiss(id);
    for (const m of ['a', 'b', 'c', 'd']) store.show('info', m);
    expect(time.pendingCount()).toBe(3);
  });

  it('streams the list: the current one at once, then each change', () => {
    const { store, time } = setUp();
    store.show('info', 'before');
    const seen: string[][] = [];
    const sub = store.toasts$.subscribe((list) => seen.push(list.map((t) => t.message)));
    const id = store.show('error', 'oops');
    store.dismiss(id);
    time.advance(5000);
    sub.unsubscribe();
    expect(seen).toEqual([['before'], ['before', 'oops'], ['before'], []]);
  });

  it('does not announce a change when dismissing something already gone', () => {
    const { store } = setUp();
    let emissions = 0;
    const sub = store.toasts$.subscribe(() => emissions++);
    store.dismiss('nothing');
    sub.unsubscribe();
    expect(emissions).toBe(1);
  });
});
