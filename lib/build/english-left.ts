import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { NameTable } from '@/lib/i18n/names';
import type { SiteData } from '@/lib/data/site-data';

/** What a Nordic page still shows in English: every element the pages mark `lang="en"`, as the reader sees its text. */
export function englishOnPage(html: string): string[] {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const found: string[] = [];
  visit(tree, 'element', (node: Element) => {
    const lang = node.properties?.lang;
    if (typeof lang !== 'string' || !/^en(-|$)/i.test(lang)) return;
    // The language switcher names English in English on purpose; a script or style is no text.
    if (node.properties?.hrefLang !== undefined || node.tagName === 'html') return;
    const text = toText(node).replace(/\s+/g, ' ').trim();
    if (text) found.push(text);
    return 'skip';
  });
  return found;
}

export interface UntranslatedName {
  readonly table: 'places' | 'institutions';
  readonly name: string;
  /** The Nordic languages the table has no name in (all six when it has no row). */
  readonly missing: readonly string[];
}

const NORDIC = ['nn', 'nb', 'sv', 'da', 'fi', 'is'] as const;

function missingIn(table: NameTable, name: string): string[] {
  const row = table.get(name.trim().toLowerCase());
  if (!row) return [...NORDIC];
  return row.name_lang === 'en' ? NORDIC.filter((lang) => !row.name_i18n[lang]) : [];
}

/** The cities and institutions the data names that the tables cannot give every Nordic reader, for editors to add. */
export function untranslatedNames(data: SiteData): UntranslatedName[] {
  const cities = new Set(data.content.events.flatMap((event) => (event.city ? [event.city] : [])));
  const institutions = new Set<string>([
    ...data.content.outlets.filter((outlet) => outlet.source_type === 'official').map((outlet) => outlet.name),
    ...(data.register?.firms ?? []).map((firm) => firm.supervisor),
  ]);
  const rows = (table: UntranslatedName['table'], names: ReadonlySet<string>, lookup: NameTable) =>
    [...names].sort().flatMap((name) => {
      const missing = missingIn(lookup, name);
      return missing.length ? [{ table, name, missing }] : [];
    });
  return [...rows('places', cities, data.places), ...rows('institutions', institutions, data.institutions)];
}
