import { coverageOf, type NewsOutletEntry } from '@/lib/api/news-item';

interface StoryOutlets {
  readonly own_story: boolean;
  readonly sources: readonly NewsOutletEntry[];
  readonly also_covered_by: readonly NewsOutletEntry[];
}

/**
 * The outlets a story page counts as coverage: outside outlets only. An own story's primary outlet
 * is the desk itself (its `url` is our page), which the API lists like any outlet (spec: `sources`,
 * `coverage`); a page that counted it would present the desk as its own outside outlet ("National
 * media 1 · 100 %" under "no other outlet has reported this").
 */
export function outsideOutlets(item: StoryOutlets): readonly NewsOutletEntry[] {
  return item.own_story ? item.also_covered_by : item.sources;
}

export function outsideCoverage(item: StoryOutlets) {
  return coverageOf(outsideOutlets(item));
}

export type OutsideCoverage = ReturnType<typeof outsideCoverage>;
