import type { Observable } from 'rxjs';
import { type Resource, ResourceStreams } from '../../domain/catalogue/resource-streams';
import type { ContentPage, Faq, Offer, PostDetail, PostList, PostListQuery } from '../../domain/content/content';
import { contentKey } from '../../domain/content/content-keys';
import type { ContentReader } from '../../ports/content-reader.port';

/** Editorial content as streams for the UI; shares the catalogue's ResourceStreams (one priming, one retry). */
export class ContentStore {
  constructor(
    private readonly reader: ContentReader,
    private readonly streams: ResourceStreams = new ResourceStreams(),
  ) {}

  page$(slug: string): Observable<Resource<ContentPage>> {
    return this.streams.stream(contentKey.page(slug), () => this.reader.getPage(slug));
  }

  posts$(query: PostListQuery): Observable<Resource<PostList>> {
    return this.streams.stream(contentKey.posts(query), () => this.reader.listPosts(query));
  }

  post$(slug: string): Observable<Resource<PostDetail>> {
    return this.streams.stream(contentKey.post(slug), () => this.reader.getPost(slug));
  }

  faqs$(): Observable<Resource<readonly Faq[]>> {
    return this.streams.stream(contentKey.faqs(), () => this.reader.listFaqs());
  }

  offers$(): Observable<Resource<readonly Offer[]>> {
    return this.streams.stream(contentKey.offers(), () => this.reader.listOffers());
  }
}
