import { newestFirst } from './post-list';

interface Relatable {
  readonly slug: string;
  readonly category: string;
  readonly publishedAt: string;
}

/** Posts to read next: the same category first, then the most recent; never the post itself. */
export function relatedPosts<T extends Relatable>(post: Relatable, candidates: readonly T[], limit = 3): T[] {
  const others = candidates.filter((c) => c.slug !== post.slug);
  const sameCategory = others.filter((c) => c.category === post.category).sort(newestFirst);
  const rest = others.filter((c) => c.category !== post.category).sort(newestFirst);
  return [...sameCategory, ...rest].slice(0, Math.max(0, limit));
}
