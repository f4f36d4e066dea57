/**
 * The section pages, in menu order. These are the only targets of `<Link>` (client-side
 * navigation) on the site, so they are the only pages whose RSC payload files the static
 * export keeps (scripts/prune-export.ts reads this list). Every other page is reached by plain
 * `<a>` links and works from its HTML alone.
 */
export const SECTIONS = [
  { key: 'home', path: '' },
  { key: 'news', path: 'news' },
  { key: 'events', path: 'events' },
  { key: 'markets', path: 'markets' },
  { key: 'newsletters', path: 'newsletters' },
  { key: 'api', path: 'api' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** Page paths (without language prefix) that client navigation may load. */
export const CLIENT_NAV_PATHS: readonly string[] = SECTIONS.map((section) => section.path);
