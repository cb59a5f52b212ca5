import type { Observable } from 'rxjs';
import type { CatalogueStore, Resource } from '../../application/catalogue/catalogue.store';
import { CATALOGUE_STORE } from '../../application/catalogue/catalogue.tokens';
import { useService } from './use-service';
import { useStream } from './use-stream';

const loading = { status: 'loading' } as const;

/** A catalogue answer as the page's state: `useCatalogue((s) => s.city$(cityId))`. */
export function useCatalogue<T>(select: (store: CatalogueStore) => Observable<Resource<T>>): Resource<T> {
  const store = useService(CATALOGUE_STORE);
  return useStream(select(store), loading);
}

export function useRetry(): () => void {
  const store = useService(CATALOGUE_STORE);
  return () => store.retry();
}
