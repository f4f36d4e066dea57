/** What a search result is, which its line in the results names (messages `search.<kind>`). */
export const SEARCH_KINDS = ['story', 'event', 'newsletter', 'page', 'entity', 'asset'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: string | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly (string | undefined)[]).includes(value);
}
