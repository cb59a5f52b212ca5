import { type ReactNode, useId } from 'react';
import type { Resource } from '../../application/catalogue/catalogue.store';
import { PageSkeleton } from '../components/page-skeleton';
import { useRetry } from '../hooks/use-catalogue';
import NotFoundPage from './not-found.page';

/** Renders a page's answer: its skeleton while loading, Not Found, or a way to try again. */
export function ResourceView<T>({ resource, children }: { resource: Resource<T>; children: (value: T) => ReactNode }) {
  const retry = useRetry();
  const headingId = useId();
  switch (resource.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'not-found':
      return <NotFoundPage />;
    case 'error':
      return (
        <div className="container notice notice-error" role="alert" aria-labelledby={headingId}>
          <h1 id={headingId}>We could not load this page</h1>
          <p>{resource.message}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      );
    case 'ready':
      return <>{children(resource.value)}</>;
  }
}
