import type { Observable } from 'rxjs';
import type { ContentStore } from '../../application/content/content.store';
import { CONTENT_STORE } from '../../application/content/content.tokens';
import type { Resource } from '../../domain/catalogue/resource-streams';
import { useService } from './use-service';
import { useStream } from './use-stream';

const loading = { status: 'loading' } as const;

/** An editorial answer as the page's state: `useContent((s) => s.page$(slug))`. */
export function useContent<T>(select: (store: ContentStore) => Observable<Resource<T>>): Resource<T> {
  const store = useService(CONTENT_STORE);
  return useStream(select(store), loading);
}
