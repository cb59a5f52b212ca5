import type { Media } from '../catalogue/catalogue';
import type { PageBlock } from './content';

/**
 * How a page lays its blocks out: its own picture (the first hero block) beside its title, the
 * side panels (aside blocks) in a column of their own, and every other block in order.
 */
export interface PageLayout {
  readonly hero: Media | null;
  readonly main: readonly PageBlock[];
  readonly asides: readonly Extract<PageBlock, { type: 'aside' }>[];
}

export function pageLayout(blocks: readonly PageBlock[]): PageLayout {
  let hero: Media | null = null;
  let heroSeen = false;
  const main: PageBlock[] = [];
  const asides: Extract<PageBlock, { type: 'aside' }>[] = [];
  for (const block of blocks) {
    if (block.type === 'hero') {
      if (!heroSeen) hero = block.media;
      heroSeen = true;
    } else if (block.type === 'aside') asides.push(block);
    else main.push(block);
  }
  return { hero, main, asides };
}
