import { ACADEMIA_SECTIONS } from './schemas';
import { NORDIC_LANGS, type I18n, type NordicLang } from './fields';
import type { ContentData, RawContent } from './types';

/** Which of the desk's own texts in content/ have translations, and where they sit. */

export const TRANSLATION_KINDS = [
  'stories',
  'events',
  'newsletters',
  'about',
  'whos-who',
  'regulation',
  'academia',
  'changelog',
  'sources',
  'site',
] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** One step to a text's `_i18n` map in its YAML file: a key, or the item of a list whose `key` is `value`. */
export type YamlStep = string | { readonly key: string; readonly value: string };

/** How a text is translated: a plain line, a Markdown body (an own story's), or a whole Markdown file with per-language files beside it. */
export type TextFormat = 'text' | 'markdown' | 'document';

export interface TranslatableText {
  readonly kind: TranslationKind;
  readonly file: string;
  readonly name: string;
  /** The English text itself (a Markdown file's title; empty for the about page and a headline with no English version). */
  readonly english: string;
  /** A headline with no English version: the headline as the outlet wrote it, in `source`. */
  readonly original?: string;
  readonly languages: readonly NordicLang[];
  /** The languages it should have: all six, except a headline's own (nb and nn read each other). */
  readonly needed: readonly NordicLang[];
  /** The language a translation is made from: `en`, or a headline's own language when it has no English version. */
  readonly source: string;
  readonly format: TextFormat;
  /** Where its `_i18n` map sits (or would sit) in the YAML file; absent for a whole Markdown file. */
  readonly at?: readonly YamlStep[];
}

function present(i18n: I18n | undefined): NordicLang[] {
  return NORDIC_LANGS.filter((lang) => Boolean(i18n?.[lang]?.trim()));
}

/** `<parent steps>, <field>_i18n`, as the YAML path of a field's translations. */
function field(
  kind: TranslationKind,
  file: string,
  name: string,
  english: string,
  i18n: I18n | undefined,
  at: readonly YamlStep[],
  format: TextFormat = 'text',
): TranslatableText {
  return { kind, file, name, english, languages: present(i18n), needed: NORDIC_LANGS, source: 'en', format, at };
}

const item = (key: string, value: string): YamlStep => ({ key, value });

/** The Nordic languages that do not read `lang` as their own (nb and nn read each other). */
export function othersThan(lang: string): NordicLang[] {
  const norwegian = lang === 'nb' || lang === 'nn';
  return NORDIC_LANGS.filter((code) => code !== lang && !(norwegian && (code === 'nb' || code === 'nn')));
}

/** A story's headline: the primary outlet's own, in its language. */
function storyTitle(story: ContentData['news'][number], outlets: ContentData['outlets']): TranslatableText {
  const primary = story.outlets[0]!;
  const lang = primary.language_code ?? outlets.find((outlet) => outlet.id === primary.outlet)?.language_code ?? 'en';
  const english = story.title_en ?? (lang === 'en' ? primary.title : '');
  return {
    kind: 'stories',
    file: story.file,
    name: 'title',
    english,
    ...(english ? {} : { original: primary.title }),
    languages: present(story.title_i18n),
    needed: othersThan(lang),
    source: english ? 'en' : lang,
    format: 'text',
    at: ['title_i18n'],
  };
}

/** What a text is translated from: its English, or a headline as the outlet wrote it. */
export function sourceText(text: TranslatableText): string {
  return text.english || text.original || '';
}

/** Every own text of the content with the languages it is translated into, in a fixed order. */
export function translatableTexts(content: ContentData): TranslatableText[] {
  const texts: TranslatableText[] = [];
  // A story or event is its own file, so its texts are named by field alone.
  for (const story of content.news) {
    texts.push(storyTitle(story, content.outlets));
    texts.push(field('stories', story.file, 'summary', story.summary, story.summary_i18n, ['summary_i18n']));
    // The desk's own story is read in full on the site, so its body is own text too.
    if (story.own_story && story.body) {
      texts.push(field('stories', story.file, 'body', story.body, story.body_i18n, ['body_i18n'], 'markdown'));
    }
  }
  for (const event of content.events) {
    texts.push(field('events', event.file, 'title', event.title, event.title_i18n, ['title_i18n']));
    if (event.note) texts.push(field('events', event.file, 'note', event.note, event.note_i18n, ['note_i18n']));
  }
  for (const issue of content.newsletters) {
    // An issue's translation is a whole file (title, subtitle and body), so it counts once.
    const languages = NORDIC_LANGS.filter((lang) => issue.translations[lang]);
    texts.push({ kind: 'newsletters', file: issue.file, name: '', english: issue.title, languages, needed: NORDIC_LANGS, source: 'en', format: 'document' });
  }
  texts.push({
    kind: 'about',
    file: content.about.en.file,
    name: '',
    english: '',
    languages: NORDIC_LANGS.filter((lang) => content.about[lang]),
    needed: NORDIC_LANGS,
    source: 'en',
    format: 'document',
  });
  const entities = 'orgchart/entities.yaml';
  for (const entity of content.entities) {
    const at = ['entities', item('id', entity.id)];
    texts.push(field('whos-who', entities, `${entity.id}.role`, entity.role, entity.role_i18n, [...at, 'role_i18n']));
    if (entity.caveat) texts.push(field('whos-who', entities, `${entity.id}.caveat`, entity.caveat, entity.caveat_i18n, [...at, 'caveat_i18n']));
  }
  const relations = 'orgchart/relations.yaml';
  for (const relation of content.relations) {
    const at = ['relations', item('id', relation.id)];
    texts.push(field('whos-who', relations, `${relation.id}.kind`, relation.kind, relation.kind_i18n, [...at, 'kind_i18n']));
    texts.push(field('whos-who', relations, `${relation.id}.note`, relation.note, relation.note_i18n, [...at, 'note_i18n']));
  }
  const regulation = 'orgchart/regulation.yaml';
  for (const row of content.regulation) {
    const at = ['regulation', item('country', row.country)];
    texts.push(field('regulation', regulation, `${row.country}.status`, row.status, row.status_i18n, [...at, 'status_i18n']));
    texts.push(field('regulation', regulation, `${row.country}.summary`, row.summary, row.summary_i18n, [...at, 'summary_i18n']));
    texts.push(field('regulation', regulation, `${row.country}.caveat`, row.caveat, row.caveat_i18n, [...at, 'caveat_i18n']));
  }
  for (const section of ACADEMIA_SECTIONS) {
    const file = `academia/${section}.yaml`;
    for (const entry of content.academia[section]) {
      const at = ['items', item('id', entry.id)];
      // Courses and groups go by their institution's own names; the desk words the other titles.
      if (section === 'publications' || section === 'research') {
        texts.push(field('academia', file, `${entry.id}.title`, entry.title, entry.title_i18n, [...at, 'title_i18n']));
      }
      texts.push(field('academia', file, `${entry.id}.summary`, entry.summary, entry.summary_i18n, [...at, 'summary_i18n']));
    }
  }
  const changelog = 'changelog/changelog.yaml';
  for (const entry of content.changelog) {
    const at = ['entries', item('id', entry.id)];
    texts.push(field('changelog', changelog, `${entry.id}.title`, entry.title, entry.title_i18n, [...at, 'title_i18n']));
    texts.push(field('changelog', changelog, `${entry.id}.summary`, entry.summary, entry.summary_i18n, [...at, 'summary_i18n']));
  }
  for (const outlet of content.outlets) {
    if (outlet.source_note) {
      const at = ['outlets', item('id', outlet.id), 'source_note_i18n'];
      texts.push(field('sources', 'sources/outlets.yaml', `${outlet.id}.source_note`, outlet.source_note, outlet.source_note_i18n, at));
    }
  }
  for (const term of content.searchTerms) {
    if (term.note) {
      const at = ['terms', item('term', term.term), 'note_i18n'];
      texts.push(field('sources', 'sources/search.yaml', `${term.term}.note`, term.note, term.note_i18n, at));
    }
  }
  const meta = 'site/meta.yaml';
  const { social, ios } = content.meta;
  texts.push(field('site', meta, 'social.note', social.note, social.note_i18n, ['social', 'note_i18n']));
  texts.push(field('site', meta, 'social.telegram.name', social.telegram.name, social.telegram.name_i18n, ['social', 'telegram', 'name_i18n']));
  texts.push(field('site', meta, 'social.x.name', social.x.name, social.x.name_i18n, ['social', 'x', 'name_i18n']));
  texts.push(field('site', meta, 'ios.note', ios.note, ios.note_i18n, ['ios', 'note_i18n']));
  texts.push(field('site', meta, 'ios.status', ios.status, ios.status_i18n, ['ios', 'status_i18n']));
  return texts;
}

/** One cell of the coverage table: a kind in one language. */
export interface CoverageCell {
  readonly kind: TranslationKind;
  readonly lang: NordicLang;
  readonly translated: number;
  readonly total: number;
  readonly missing: readonly TranslatableText[];
}

/** Coverage per kind and language, kinds in TRANSLATION_KINDS order (kinds with no texts left out). */
export function translationCoverage(texts: readonly TranslatableText[]): CoverageCell[] {
  const cells: CoverageCell[] = [];
  for (const kind of TRANSLATION_KINDS) {
    const ofKind = texts.filter((text) => text.kind === kind);
    if (ofKind.length === 0) continue;
    for (const lang of NORDIC_LANGS) {
      const wanted = ofKind.filter((text) => text.needed.includes(lang));
      const missing = wanted.filter((text) => !text.languages.includes(lang));
      cells.push({ kind, lang, translated: wanted.length - missing.length, total: wanted.length, missing });
    }
  }
  return cells;
}

/** The coverage as a plain-text table: one row per kind, one column per language ("34/34"). */
export function coverageTable(cells: readonly CoverageCell[]): string {
  const kinds = [...new Set(cells.map((cell) => cell.kind))];
  const rows: string[][] = [['kind', ...NORDIC_LANGS]];
  for (const kind of kinds) {
    const ofKind = NORDIC_LANGS.map((lang) => cells.filter((cell) => cell.kind === kind && cell.lang === lang));
    rows.push([kind, ...ofKind.map((list) => `${sum(list, 'translated')}/${sum(list, 'total')}`)]);
  }
  const all = NORDIC_LANGS.map((lang) => cells.filter((cell) => cell.lang === lang));
  rows.push(['all', ...all.map((list) => `${sum(list, 'translated')}/${sum(list, 'total')}`)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

function sum(cells: readonly CoverageCell[], key: 'translated' | 'total'): number {
  return cells.reduce((total, cell) => total + cell[key], 0);
}

/** Where a text is, for people: `orgchart/entities.yaml (firi.role)`, `newsletters/x/en.md`. */
export function textLabel(text: TranslatableText): string {
  return text.name ? `${text.file} (${text.name})` : text.file;
}

/** One short line per kind and language with gaps, naming at most `named` of the missing texts. */
export function missingTranslationLines(cells: readonly CoverageCell[], named = 3): string[] {
  return cells
    .filter((cell) => cell.missing.length > 0)
    .map((cell) => {
      const names = cell.missing.slice(0, named).map(textLabel);
      const more = cell.missing.length > named ? `, and ${cell.missing.length - named} more` : '';
      return `${cell.kind} · ${cell.lang}: ${cell.missing.length} of ${cell.total} untranslated (${names.join(', ')}${more})`;
    });
}

/** One machine translation still marked for review: its file and where in it (`summary_i18n.sv`; empty for a whole file). */
export interface MachineMark {
  readonly file: string;
  readonly at: string;
}

/** The machine translations awaiting an editor, read off the files as written (before the loader reads a mark as its text). */
export function machineMarks(raw: RawContent): MachineMark[] {
  const marks: MachineMark[] = [];
  const walk = (file: string, value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(file, item, `${at}[${i}]`));
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const here = at ? `${at}.${key}` : key;
      if (key.endsWith('_i18n') && child && typeof child === 'object') {
        for (const [lang, translation] of Object.entries(child)) {
          if ((translation as { machine?: unknown } | null)?.machine === true) marks.push({ file, at: `${here}.${lang}` });
        }
      } else walk(file, child, here);
    }
  };
  for (const docs of Object.values(raw)) {
    for (const doc of docs) {
      if (doc.markdown && doc.data.machine === true) marks.push({ file: doc.file, at: '' });
      else walk(doc.file, doc.data, '');
    }
  }
  return marks;
}
