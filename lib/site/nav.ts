/**
 * The section pages, in menu order: Next pages (app/[lang]/<path>/page.tsx) between which the
 * menu navigates on the client. Every other page is a leaf page (lib/site/routes.ts): plain HTML
 * reached by ordinary links. The sitemap, the link localisation of Markdown bodies and the tests
 * read this list.
 */
export const SECTIONS = [
  { key: 'home', path: '' },
  { key: 'news', path: 'news' },
  { key: 'events', path: 'events' },
  { key: 'markets', path: 'markets' },
  { key: 'newsletters', path: 'newsletters' },
  { key: 'api', path: 'api' },
  { key: 'search', path: 'search' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** Page paths (without language prefix) of the section pages. */
export const SECTION_PATHS: readonly string[] = SECTIONS.map((section) => section.path);
