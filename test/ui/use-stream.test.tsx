import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, type Observable, Subject, shareReplay } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useStream } from '../../src/ui/hooks/use-stream';

let renders = 0;

function Show({ source, initial = 'initial' }: { source: Observable<string>; initial?: string }) {
  renders += 1;
  return <output>{useStream(source, initial)}</output>;
}

const shown = () => screen.getByRole('status').textContent;

describe('useStream', () => {
  it("renders a BehaviorSubject's value on the first render, never the initial", () => {
    renders = 0;
    render(<Show source={new BehaviorSubject('current')} />);
    expect(shown()).toBe('current');
    expect(renders).toBe(1);
  });

  it('re-renders with each value the stream gives', () => {
    const subject = new BehaviorSubject('first');
    render(<Show source={subject} />);
    act(() => subject.next('second'));
    expect(shown()).toBe('second');
    act(() => subject.next('third'));
    expect(shown()).toBe('third');
  });

  it('shows the initial value until a stream with no current value gives one', () => {
    const subject = new Subject<string>();
    render(<Show source={subject} />);
    expect(shown()).toBe('initial');
    act(() => subject.next('arrived'));
    expect(shown()).toBe('arrived');
  });

  it('gives a replayed value at once to a component mounted later', () => {
    const subject = new Subject<string>();
    const replayed = subject.pipe(shareReplay({ bufferSize: 1, refCount: false }));
    replayed.subscribe();
    subject.next('replayed');
    renders = 0;
    render(<Show source={replayed} />);
    expect(shown()).toBe('replayed');
    expect(renders).toBe(1);
  });

  it('unsubscribes when the component unmounts', () => {
    const subject = new BehaviorSubject('value');
    const { unmount } = render(<Show source={subject} />);
    expect(subject.observed).toBe(true);
    unmount();
    expect(subject.observed).toBe(false);
  });

  it('shows the current value when mounted again after the stream moved on', () => {
    const subject = new BehaviorSubject('before');
    const { unmount } = render(<Show source={subject} />);
    unmount();
    subject.next('after');
    render(<Show source={subject} />);
    expect(shown()).toBe('after');
  });
});
