/** The section pages, in menu order: Next pages (app/[lang]/<path>/page.tsx) between which the menu navigates on the client. */
export const SECTIONS = [
  { key: 'home', path: '' },
  { key: 'news', path: 'news' },
  { key: 'events', path: 'events' },
  { key: 'markets', path: 'markets' },
  { key: 'newsletters', path: 'newsletters' },
  { key: 'orgchart', path: 'orgchart' },
  { key: 'academia', path: 'academia' },
  { key: 'sources', path: 'sources' },
  { key: 'rules', path: 'rules' },
  { key: 'changelog', path: 'changelog' },
  { key: 'about', path: 'about' },
  { key: 'api', path: 'api' },
  { key: 'embed', path: 'embed' },
  { key: 'search', path: 'search' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** Sections printed by our own renderer as plain HTML with no framework runtime, like the leaf pages. */
const PRINTED_SECTIONS: ReadonlySet<SectionKey> = new Set<SectionKey>(['markets']);

export function isPrintedSection(key: SectionKey): boolean {
  return PRINTED_SECTIONS.has(key);
}

/** Page paths (without language prefix) of the section pages. */
export const SECTION_PATHS: readonly string[] = SECTIONS.map((section) => section.path);

/** The sections in the header row; any other lands in the "More" menu, so the row never outgrows a phone's width. */
const HEADER_ROW: ReadonlySet<SectionKey> = new Set<SectionKey>(['home', 'news', 'events', 'markets', 'newsletters']);

export function inHeaderRow(key: SectionKey): boolean {
  return HEADER_ROW.has(key);
}

/** The row's sections a phone keeps in its one line (the brand is the way home); the rest go under "More" there. */
const PHONE_ROW: ReadonlySet<SectionKey> = new Set<SectionKey>(['news', 'events', 'markets']);

export function inPhoneRow(key: SectionKey): boolean {
  return PHONE_ROW.has(key);
}
