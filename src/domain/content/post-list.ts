import { type PostListQuery, postsPerPage } from './content';
import type { PostStatus } from './content-records';
import { isPostLive } from './posts-editing';

/** Which posts show, in what order, and which of them make up a page of the blog listing. */

interface Dated {
  readonly slug: string;
  readonly publishedAt: string;
}

interface Publishable extends Dated {
  readonly status: PostStatus;
}

/** Newest first; posts published at the same moment by slug, so the order never wobbles. */
export function newestFirst(a: Dated, b: Dated): number {
  return Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug);
}

/** Published posts (not drafts) whose publication time has come (published_at <= now), newest first. */
export function publishedPosts<T extends Publishable>(posts: readonly T[], nowMs: number): T[] {
  return posts.filter((p) => isPostLive(p, nowMs)).sort(newestFirst);
}

/** Pages needed for `total` items: at least one, so an empty listing still has its page 1. */
export function pageCount(total: number, perPage: number = postsPerPage): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export interface PostPage<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly page_count: number;
  readonly total: number;
  /** The category as the posts spell it, or as asked when no post has it; null for all. */
  readonly category: string | null;
  /** Every category with a post, alphabetical. */
  readonly categories: readonly string[];
}

/**
 * One page of posts (already published and ordered), filtered by category (letter case
 * ignored). A page past the end is empty, never an error.
 */
export function paginatePosts<T extends { readonly category: string }>(
  posts: readonly T[],
  query: PostListQuery,
  perPage: number = postsPerPage,
): PostPage<T> {
  const categories = [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b));
  const wanted = query.category?.trim().toLowerCase() || null;
  const category = wanted === null ? null : (categories.find((c) => c.toLowerCase() === wanted) ?? query.category);
  const matching = wanted === null ? posts : posts.filter((p) => p.category.toLowerCase() === wanted);
  const page = Math.max(1, Math.floor(query.page));
  const start = (page - 1) * perPage;
  return {
    items: matching.slice(start, start + perPage),
    page,
    page_count: pageCount(matching.length, perPage),
    total: matching.length,
    category,
    categories,
  };
}
