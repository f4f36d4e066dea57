import type { ContentIndex, IndexedStory } from './content-index';

/** A headline joins a story when another outlet's headline of it is this close (Dice over words). */
export const NEAR_IDENTICAL = 0.8;
/** …in the same language, published within this long of it. */
export const CLUSTER_WINDOW_MS = 72 * 60 * 60 * 1000;

/** Dice coefficient over the two headlines' sets of words: 1 for the same words, 0 for none shared. */
export function titleSimilarity(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

/** The published or pending story an item's headline belongs to, or null. */
export function findStory(index: ContentIndex, item: { words: readonly string[]; language: string; time: number }): IndexedStory | null {
  let best: { story: IndexedStory; score: number } | null = null;
  for (const story of index.stories) {
    if (story.status === 'rejected') continue;
    for (const headline of story.headlines) {
      if (headline.language !== item.language || Math.abs(headline.time - item.time) > CLUSTER_WINDOW_MS) continue;
      const score = titleSimilarity(headline.words, item.words);
      if (score >= NEAR_IDENTICAL && (!best || score > best.score)) best = { story, score };
    }
  }
  return best?.story ?? null;
}
