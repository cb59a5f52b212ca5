import type { PostListQuery } from '../../domain/content/content';
import type { ContentReader } from '../../ports/content-reader.port';

/** What visitors read of the editorial content (the API's GET routes): what is published now. Null where nothing has that slug. */
export class ReadContent {
  constructor(private readonly content: ContentReader) {}

  page(slug: string) {
    return this.content.getPage(slug);
  }

  posts(query: PostListQuery) {
    return this.content.listPosts(query);
  }

  post(slug: string) {
    return this.content.getPost(slug);
  }

  faqs() {
    return this.content.listFaqs();
  }

  offers() {
    return this.content.listOffers();
  }

  publishedPaths() {
    return this.content.listPublishedPaths();
  }
}
