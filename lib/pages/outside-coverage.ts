import { coverageOf, type NewsOutletEntry } from '@/lib/api/news-item';

interface StoryOutlets {
  readonly own_story: boolean;
  readonly sources: readonly NewsOutletEntry[];
  readonly also_covered_by: readonly NewsOutletEntry[];
}

/** The outlets a story page counts as coverage: outside outlets only, never the desk itself as an own story's primary outlet. */
export function outsideOutlets(item: StoryOutlets): readonly NewsOutletEntry[] {
  return item.own_story ? item.also_covered_by : item.sources;
}

export function outsideCoverage(item: StoryOutlets) {
  return coverageOf(outsideOutlets(item));
}

export type OutsideCoverage = ReturnType<typeof outsideCoverage>;
