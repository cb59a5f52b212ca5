import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { catchError, defer, map, type Observable, of, Subject, startWith, switchMap } from 'rxjs';
import { Link } from 'wouter';
import type { Resource } from '../../../domain/catalogue/resource-streams';

const loading = { status: 'loading' } as const;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

interface Request<T> {
  readonly load: () => Promise<T>;
  /** A refresh of what is shown: the rows stay on screen until the new ones come. */
  readonly quiet: boolean;
}

/** What a console screen reads from the server: its state, a refresh, and a change in place. */
export interface ConsoleResource<T> {
  readonly resource: Resource<T>;
  /** Asks again, keeping what is shown until the answer comes (after a save, or "Try again"). */
  readonly reload: () => void;
  /** Changes what is shown without asking the server (a page of older rows added, one row changed). */
  readonly update: (change: (value: T) => T) => void;
}

/**
 * The console's one way to read what a screen shows (issue 36 item 2): one RxJS stream of requests,
 * switched, so an answer to filters the member has since changed never replaces the answer to the
 * new ones, however late it comes. A new `load` (its filters changed: pass a `useCallback`) shows
 * "loading" and asks; `reload` asks again quietly.
 */
export function useConsoleResource<T>(load: () => Promise<T>): ConsoleResource<T> {
  const [requests] = useState(() => new Subject<Request<T>>());
  const [resource, setResource] = useState<Resource<T>>(loading);

  useEffect(() => {
    const answers: Observable<Resource<T>> = requests.pipe(
      switchMap(({ load: ask, quiet }) => {
        const answer = defer(ask).pipe(
          map((value): Resource<T> => ({ status: 'ready', value })),
          catchError((error: unknown) => of<Resource<T>>({ status: 'error', message: messageOf(error) })),
        );
        return quiet ? answer : answer.pipe(startWith<Resource<T>>(loading));
      }),
    );
    const subscription = answers.subscribe(setResource);
    return () => subscription.unsubscribe();
  }, [requests]);

  useEffect(() => {
    requests.next({ load, quiet: false });
  }, [requests, load]);

  const reload = useCallback(() => requests.next({ load, quiet: true }), [requests, load]);
  const update = useCallback(
    (change: (value: T) => T) =>
      setResource((current) =>
        current.status === 'ready' ? { status: 'ready', value: change(current.value) } : current,
      ),
    [],
  );
  return { resource, reload, update };
}

/**
 * What a console screen shows of a resource: while loading, `loading` (busy for assistive
 * technology); on failure, the reason and "Try again"; when ready, `children` with the value.
 */
export function Loaded<T>({
  resource,
  loading: loadingText,
  onRetry,
  children,
}: {
  readonly resource: Resource<T>;
  readonly loading: string;
  readonly onRetry: () => void;
  readonly children: (value: T) => ReactNode;
}) {
  switch (resource.status) {
    case 'loading':
      return (
        <p className="admin-muted" aria-busy="true">
          {loadingText}
        </p>
      );
    case 'error':
      return (
        <div role="alert" className="admin-alert admin-alert-error">
          {resource.message}{' '}
          <button type="button" className="admin-link-button" onClick={onRetry}>
            Try again
          </button>
        </div>
      );
    case 'not-found':
      return <p className="admin-muted">Not found.</p>;
    case 'ready':
      return <>{children(resource.value)}</>;
  }
}

/** An edit screen's record that is not there (deleted, or a mistyped address): what it was, why it may be gone, the way back. */
interface Missing {
  readonly title: string;
  readonly reason: string;
  readonly back: string;
  readonly backLabel: string;
}

/**
 * An edit screen (issue 36 item 2, ADR 103): reads what its form needs (`read`: a `useCallback`,
 * null when the record is not there), shows "loading" and a failure with Try again like every
 * console screen, a card that says the record does not exist with the way back to its list, then
 * the form with what was read (`children`, mounted afresh on each read so the form starts from it).
 */
export function RecordScreen<T>({
  read,
  loading: loadingText,
  missing,
  children,
}: {
  readonly read: () => Promise<T | null>;
  readonly loading: string;
  readonly missing: Missing;
  readonly children: (value: T) => ReactNode;
}) {
  const { resource, reload } = useConsoleResource(read);
  return (
    <Loaded resource={resource} loading={loadingText} onRetry={reload}>
      {(value) =>
        value === null ? (
          <div className="admin-card admin-message-card">
            <h1 className="admin-screen-title">{missing.title}</h1>
            <p>{missing.reason}</p>
            <Link href={missing.back} className="admin-button admin-button-primary">
              {missing.backLabel}
            </Link>
          </div>
        ) : (
          children(value)
        )
      }
    </Loaded>
  );
}

/**
 * What a panel that reads its own answer (the viewings desk's) shows until it has it: the failure
 * as an alert, or "Loading…" while there is neither an answer nor a failure.
 */
export function PendingAnswer({ failed, answered }: { readonly failed: string | null; readonly answered: boolean }) {
  if (failed)
    return (
      <p role="alert" className="admin-alert admin-alert-error">
        {failed}
      </p>
    );
  return answered ? null : <p className="admin-loading">Loading…</p>;
}
