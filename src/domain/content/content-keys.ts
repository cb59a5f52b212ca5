import type { PostListQuery } from './content';

/** Names for content answers, shared by the server that injects them and the client that reads them. */
export const contentKey = {
  page: (slug: string) => `page:${slug}`,
  posts: (query: PostListQuery) => `posts:${query.category ?? ''}:${query.page}`,
  post: (slug: string) => `post:${slug}`,
  faqs: () => 'faqs',
  offers: () => 'offers',
} as const;
