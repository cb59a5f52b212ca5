import { act, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Loaded, useConsoleResource } from '../../../src/ui/admin/components/console-resource';

/** A promise the test settles by hand: answers arrive in the order the test chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Answer = ReturnType<typeof deferred<string>>;

/** A screen with one filter: each load asks `answers` for the next pending answer. */
function Screen({ answers }: { answers: Answer[] }) {
  const [filter, setFilter] = useState('all');
  const load = useCallback(() => {
    const next = answers.shift();
    if (!next) throw new Error('no answer prepared');
    return next.promise.then((value) => `${filter}: ${value}`);
  }, [answers, filter]);
  const { resource, reload, update } = useConsoleResource(load);
  return (
    <>
      <button type="button" onClick={() => setFilter('new')}>
        Filter new
      </button>
      <button type="button" onClick={reload}>
        Refresh
      </button>
      <button type="button" onClick={() => update((value) => `${value}!`)}>
        Mark
      </button>
      <Loaded resource={resource} loading="Loading the list…" onRetry={reload}>
        {(value) => <output>{value}</output>}
      </Loaded>
    </>
  );
}

const settle = () => act(async () => {});

describe('useConsoleResource and <Loaded>', () => {
  it('says it is loading, then shows the answer', async () => {
    const first = deferred<string>();
    render(<Screen answers={[first]} />);
    expect(screen.getByText('Loading the list…').getAttribute('aria-busy')).toBe('true');
    first.resolve('three rows');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('all: three rows');
  });

  it('never shows an answer to filters the member has since changed, even when it comes last', async () => {
    const stale = deferred<string>();
    const fresh = deferred<string>();
    render(<Screen answers={[stale, fresh]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter new' }));
    await settle();
    fresh.resolve('one row');
    await settle();
    stale.resolve('three rows');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('new: one row');
  });

  it('keeps showing the rows while it refreshes them, then shows the new ones', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    render(<Screen answers={[first, second]} />);
    first.resolve('three rows');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await settle();
    expect(screen.queryByText('Loading the list…')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('all: three rows');
    second.resolve('four rows');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('all: four rows');
  });

  it('says what failed with a way to try again, and trying again can succeed', async () => {
    const failing = deferred<string>();
    const retried = deferred<string>();
    render(<Screen answers={[failing, retried]} />);
    failing.reject(new Error('The server is not answering.'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The server is not answering.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    retried.resolve('two rows');
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('all: two rows');
  });

  it('changes the shown value in place, without asking the server again', async () => {
    const first = deferred<string>();
    render(<Screen answers={[first]} />);
    first.resolve('three rows');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Mark' }));
    expect(screen.getByRole('status').textContent).toBe('all: three rows!');
  });
});
