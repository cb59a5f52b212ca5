import type { PostListQuery } from './content';

/** The highest page number anyone can ask for; beyond it the listing starts again at 1. */
export const maxPostPage = 1000;
export const maxCategoryLength = 60;

/** Reads the blog listing's query (`?page=2&category=Money`); anything unreadable falls back to page 1 of all posts. */
export function parsePostListQuery(search: string): PostListQuery {
  const params = new URLSearchParams(search);
  const rawPage = params.get('page');
  const page = rawPage !== null && /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawCategory = params.get('category')?.trim() ?? '';
  return {
    page: page >= 1 && page <= maxPostPage ? page : 1,
    category: rawCategory !== '' && rawCategory.length <= maxCategoryLength ? rawCategory : null,
  };
}

/** The query string for a listing, canonical: category first, page only after the first. */
export function postListSearch(query: PostListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
