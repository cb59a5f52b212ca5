/** Reading time of a post: its words at 200 a minute, rounded up, never less than a minute. */

export const wordsPerMinute = 200;

/** Words are runs of non-space text holding at least one letter or digit ('##' markers are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readingMinutes(body: string): number {
  return Math.max(1, Math.ceil(countWords(body) / wordsPerMinute));
}
