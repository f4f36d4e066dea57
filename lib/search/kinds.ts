/**
 * What a search result is, which its line in the results names (messages `search.<kind>`). A module
 * of its own: the search page's client code reads it without bundling the records' builders.
 */
export const SEARCH_KINDS = ['story', 'event', 'newsletter', 'page', 'entity', 'asset'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: string | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly (string | undefined)[]).includes(value);
}
