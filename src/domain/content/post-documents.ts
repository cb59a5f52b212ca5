import type { MediaRecord } from '../catalogue/catalogue-records';
import type { PostDetail, PostSummary } from './content';
import type { PageRecord, PostRecord } from './content-records';
import { mediaDoc } from './page-blocks';
import { readingMinutes } from './reading-time';

/** Posts as documents, and the paths of what is published (for the sitemap). */

export function postSummary(post: PostRecord, media: ReadonlyMap<string, MediaRecord>): PostSummary {
  const cover = post.coverMediaId ? media.get(post.coverMediaId) : undefined;
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    published_at: post.publishedAt,
    reading_minutes: readingMinutes(post.body),
    cover: cover ? mediaDoc(cover) : null,
  };
}

/** `bodyHtml` is the body as inert HTML (a MarkdownRenderer's). */
export function postDetail(
  post: PostRecord,
  related: readonly PostRecord[],
  media: ReadonlyMap<string, MediaRecord>,
  bodyHtml: string,
): PostDetail {
  return {
    ...postSummary(post, media),
    body: post.body,
    body_html: bodyHtml,
    related: related.map((r) => postSummary(r, media)),
  };
}

/** The site path of a content page and of a blog post. */
export const pagePath = (slug: string) => `/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;

/** Pages (by slug) then posts (as given: pass the published ones, newest first), with when each last changed. */
export function publishedPaths(
  pages: readonly Pick<PageRecord, 'slug' | 'updatedAt'>[],
  posts: readonly Pick<PostRecord, 'slug' | 'publishedAt'>[],
): { path: string; updated_at: string | null }[] {
  return [
    ...[...pages]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((p) => ({ path: pagePath(p.slug), updated_at: p.updatedAt })),
    ...posts.map((p) => ({ path: postPath(p.slug), updated_at: p.publishedAt })),
  ];
}
