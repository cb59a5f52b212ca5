import * as z from 'zod/mini';
import type { PostListQuery } from '../../domain/content/content';
import type { ContentReader } from '../../ports/content-reader.port';
import {
  contentPageSchema,
  faqSchema,
  offerSchema,
  postDetailSchema,
  postListSchema,
  publishedPathsSchema,
} from './content.schema';
import { type Fetch, getJson, required } from './get-json';

/** Editorial content over the site's own API. 404 is null; any other failure is an HttpError. */
export class HttpContentReader implements ContentReader {
  constructor(
    private readonly fetchFn: Fetch,
    private readonly baseUrl = '',
  ) {}

  getPage(slug: string) {
    return this.get(`/api/pages/${encodeURIComponent(slug)}`, contentPageSchema);
  }

  listPosts(query: PostListQuery) {
    const params = new URLSearchParams({ page: String(query.page) });
    if (query.category) params.set('category', query.category);
    return this.get(`/api/posts?${params}`, postListSchema).then(required);
  }

  getPost(slug: string) {
    return this.get(`/api/posts/${encodeURIComponent(slug)}`, postDetailSchema);
  }

  listFaqs() {
    return this.get('/api/faqs', z.array(faqSchema)).then(required);
  }

  listOffers() {
    return this.get('/api/offers', z.array(offerSchema)).then(required);
  }

  listPublishedPaths() {
    return this.get('/api/published-paths', publishedPathsSchema).then(required);
  }

  private get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T | null> {
    return getJson(this.fetchFn, `${this.baseUrl}${path}`, schema);
  }
}
