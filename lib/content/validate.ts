import type { z } from 'zod';
import { markdownToText } from '@/lib/markdown/plain-text';
import { ProblemList, fieldPath } from './errors';
import { NORDIC_LANGS, contentId, type NordicLang } from './fields';
import { ACADEMIA_SECTIONS, CONTENT_KINDS, type AcademiaSectionName, type ContentKind } from './schemas';
import type {
  AcademiaItem,
  ContentData,
  EventRecord,
  NewsRecord,
  NewsletterBody,
  NewsletterRecord,
  RawContent,
  RawDoc,
} from './types';

const SITE_LANGS = ['en', ...NORDIC_LANGS] as const;

type Parsed<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]['schema']>;

/** The file's base name without extension: the id of a news or event file. */
function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
}

/** The folder a newsletter file sits in: the issue id. */
function parentFolder(file: string): string {
  const parts = file.split('/');
  return parts[parts.length - 2] ?? '';
}

/**
 * Checks raw content against the schemas and across files (every referenced id exists, ids are
 * unique, the news-source-only outlet is never a sponsor …). Pure: tests feed it fixtures.
 * Throws a ContentError listing every problem with its file and field.
 */
export function validateContent(raw: RawContent): ContentData {
  const problems = new ProblemList();

  function parseAll<K extends ContentKind>(kind: K): Array<{ doc: RawDoc; value: Parsed<K> }> {
    const out: Array<{ doc: RawDoc; value: Parsed<K> }> = [];
    for (const doc of raw[kind]) {
      const result = CONTENT_KINDS[kind].schema.safeParse(doc.data);
      if (result.success) out.push({ doc, value: result.data as Parsed<K> });
      else for (const issue of result.error.issues) problems.add(doc.file, fieldPath(issue.path), issue.message);
    }
    return out;
  }

  function single<K extends ContentKind>(kind: K): { doc: RawDoc; value: Parsed<K> } | undefined {
    const all = parseAll(kind);
    if (raw[kind].length !== 1) {
      problems.add(CONTENT_KINDS[kind].pattern, '', `expected exactly one file, found ${raw[kind].length}`);
    }
    return all[0];
  }

  function unique<T>(rows: readonly T[], key: (row: T) => string, file: (row: T) => string, field: string): void {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = key(row);
      if (seen.has(value)) problems.add(file(row), field, `duplicate id "${value}"`);
      seen.add(value);
    }
  }

  // Site tables come first: other checks refer to them.
  const languagesDoc = single('Languages');
  const languages = languagesDoc?.value.languages ?? [];
  if (languagesDoc) {
    unique(languages, (l) => l.code, () => languagesDoc.doc.file, 'languages.code');
    const missing = SITE_LANGS.filter((code) => !languages.some((l) => l.code === code));
    if (missing.length) problems.add(languagesDoc.doc.file, 'languages', `missing site languages: ${missing.join(', ')}`);
  }
  const languageCodes = new Set<string>(languages.map((l) => l.code));

  const geoDoc = single('GeoLanguage');
  if (geoDoc) {
    const { value, doc } = geoDoc;
    if (!languageCodes.has(value.default)) problems.add(doc.file, 'default', `unknown language code "${value.default}"`);
    for (const [country, code] of Object.entries(value.by_country)) {
      if (!languageCodes.has(code)) problems.add(doc.file, `by_country.${country}`, `unknown language code "${code}"`);
    }
    value.order.forEach((code, i) => {
      if (!languageCodes.has(code)) problems.add(doc.file, `order[${i}]`, `unknown language code "${code}"`);
    });
  }

  // Sources.
  const outletsDoc = single('Outlets');
  const outlets = outletsDoc?.value.outlets ?? [];
  if (outletsDoc) {
    const file = outletsDoc.doc.file;
    unique(outlets, (o) => o.id, () => file, 'outlets.id');
    outlets.forEach((outlet, i) => {
      if (!languageCodes.has(outlet.language_code)) {
        problems.add(file, `outlets[${i}].language_code`, `unknown language code "${outlet.language_code}"`);
      }
      if (outlet.news_source_only && !outlet.source_note) {
        problems.add(file, `outlets[${i}].source_note`, 'is required on the news-source-only outlet');
      }
      if (!outlet.news_source_only && outlet.source_note) {
        problems.add(file, `outlets[${i}].source_note`, 'is only for the news-source-only outlet');
      }
    });
    const flagged = outlets.filter((o) => o.news_source_only).length;
    if (flagged !== 1) problems.add(file, 'outlets', `exactly one outlet must have news_source_only: true (found ${flagged})`);
  }
  const outletById = new Map(outlets.map((o) => [o.id, o]));
  const newsSourceOnly = outlets.find((o) => o.news_source_only);

  const searchTerms = single('SearchTerms')?.value.terms ?? [];
  const eventSourcesDoc = single('EventSources');
  const eventSources = eventSourcesDoc?.value.event_sources ?? [];
  if (eventSourcesDoc) unique(eventSources, (s) => s.id, () => eventSourcesDoc.doc.file, 'event_sources.id');
  const eventSourceIds = new Set(eventSources.map((s) => s.id));

  // News.
  const news: NewsRecord[] = parseAll('News').map(({ doc, value }) => {
    const id = baseName(doc.file);
    value.outlets.forEach((ref, i) => {
      if (!outletById.has(ref.outlet)) problems.add(doc.file, `outlets[${i}].outlet`, `unknown source id "${ref.outlet}"`);
      if (!value.own_story && !ref.url) problems.add(doc.file, `outlets[${i}].url`, 'is required (only own stories may leave it out)');
    });
    unique(value.outlets, (ref) => ref.outlet, () => doc.file, 'outlets.outlet');
    if (value.own_story && !value.body) problems.add(doc.file, 'body', 'is required on an own story');
    if (!value.own_story && value.body) problems.add(doc.file, 'body', 'is only for own stories (own_story: true)');
    return { ...value, id, file: doc.file };
  });
  for (const item of news) checkFileId(item.id, item.file);

  // Events.
  const events: EventRecord[] = parseAll('Event').map(({ doc, value }) => {
    const id = baseName(doc.file);
    if (!eventSourceIds.has(value.source)) problems.add(doc.file, 'source', `unknown event source id "${value.source}"`);
    if (newsSourceOnly && typeof value.sponsored === 'string') {
      const sponsor = value.sponsored.trim().toLowerCase();
      if (sponsor === newsSourceOnly.name.toLowerCase() || sponsor === newsSourceOnly.id) {
        problems.add(doc.file, 'sponsored', `"${newsSourceOnly.name}" is a news source only and can never be named as a sponsor`);
      }
    }
    // Translations add to the English field, never stand in for it.
    if (Object.keys(value.note_i18n).length > 0 && !value.note) {
      problems.add(doc.file, 'note_i18n', 'has translations but the English note is missing');
    }
    if (value.end && value.end.length > 10 && Date.parse(value.end) < Date.parse(value.start)) {
      problems.add(doc.file, 'end', 'is before start');
    }
    if (value.end && value.end.length === 10 && value.end < value.start.slice(0, 10)) {
      problems.add(doc.file, 'end', 'is before the start date');
    }
    return { ...value, id, file: doc.file };
  });
  for (const event of events) checkFileId(event.id, event.file);

  // Newsletters: en.md is the issue, <lang>.md beside it a translation.
  const translations = new Map<string, Partial<Record<NordicLang, NewsletterBody>>>();
  for (const { doc, value } of parseAll('NewsletterTranslation')) {
    const lang = baseName(doc.file) as NordicLang;
    const bodies = translations.get(parentFolder(doc.file)) ?? {};
    const markdown = doc.markdown?.raw ?? '';
    bodies[lang] = { ...value, markdown, text: markdownToText(markdown) };
    translations.set(parentFolder(doc.file), bodies);
  }
  const newsletters: NewsletterRecord[] = parseAll('NewsletterIssue').map(({ doc, value }) => {
    const id = parentFolder(doc.file);
    const markdown = doc.markdown?.raw ?? '';
    if (!markdown.trim()) problems.add(doc.file, '(body)', 'the issue has no text');
    for (const [lang, body] of Object.entries(translations.get(id) ?? {})) {
      if (body?.subtitle && !value.subtitle) {
        problems.add(`newsletters/${id}/${lang}.md`, 'subtitle', 'is translated but the English issue has no subtitle');
      }
    }
    return { ...value, id, file: doc.file, markdown, text: markdownToText(markdown), translations: translations.get(id) ?? {} };
  });
  for (const issue of newsletters) checkFileId(issue.id, issue.file);
  for (const [folder] of translations) {
    if (!newsletters.some((n) => n.id === folder)) problems.add(`newsletters/${folder}`, '(folder)', 'has translations but no en.md');
  }
  unique(newsletters, (n) => String(n.number), (n) => n.file, 'number');

  // Academia: ids are unique across the four sections and never a section name.
  const academia = Object.fromEntries(ACADEMIA_SECTIONS.map((s) => [s, [] as AcademiaItem[]])) as Record<
    AcademiaSectionName,
    AcademiaItem[]
  >;
  for (const { doc, value } of parseAll('AcademiaSection')) {
    const section = baseName(doc.file) as AcademiaSectionName;
    value.items.forEach((item, i) => {
      if ((ACADEMIA_SECTIONS as readonly string[]).includes(item.id)) {
        problems.add(doc.file, `items[${i}].id`, `"${item.id}" is reserved (it names a section document)`);
      }
      academia[section].push({ ...item, section });
    });
  }
  unique(
    Object.values(academia).flat(),
    (item) => item.id,
    (item) => `academia/${item.section}.yaml`,
    'items.id',
  );

  // Who's who.
  const entitiesDoc = single('Entities');
  const entities = entitiesDoc?.value.entities ?? [];
  const entityIds = new Set(entities.map((e) => e.id));
  if (entitiesDoc) {
    unique(entities, (e) => e.id, () => entitiesDoc.doc.file, 'entities.id');
    entities.forEach((entity, i) => {
      if (entity.id === 'relations' || entity.id === 'regulation') {
        problems.add(entitiesDoc.doc.file, `entities[${i}].id`, `"${entity.id}" is reserved (it names a fixed document)`);
      }
    });
  }
  const relationsDoc = single('Relations');
  const relations = relationsDoc?.value.relations ?? [];
  if (relationsDoc) {
    unique(relations, (r) => r.id, () => relationsDoc.doc.file, 'relations.id');
    relations.forEach((relation, i) => {
      for (const end of ['from', 'to'] as const) {
        if (!entityIds.has(relation[end])) {
          problems.add(relationsDoc.doc.file, `relations[${i}].${end}`, `unknown entity id "${relation[end]}"`);
        }
      }
    });
  }
  const regulationDoc = single('Regulation');
  const regulation = regulationDoc?.value.regulation ?? [];
  if (regulationDoc) unique(regulation, (r) => r.country, () => regulationDoc.doc.file, 'regulation.country');

  const profilesDoc = single('Profiles');
  const profiles = profilesDoc?.value.profiles ?? [];
  if (profilesDoc) {
    unique(profiles, (p) => p.id, () => profilesDoc.doc.file, 'profiles.id');
    profiles.forEach((profile, i) => {
      if (profile.entity && !entityIds.has(profile.entity)) {
        problems.add(profilesDoc.doc.file, `profiles[${i}].entity`, `unknown entity id "${profile.entity}"`);
      }
    });
  }
  const imagesDoc = single('Images');
  const images = imagesDoc?.value.images ?? [];
  if (imagesDoc) unique(images, (img) => img.id, () => imagesDoc.doc.file, 'images.id');

  const changelogDoc = single('Changelog');
  const changelog = changelogDoc?.value.entries ?? [];
  if (changelogDoc) unique(changelog, (e) => e.id, () => changelogDoc.doc.file, 'entries.id');

  const archiveDoc = single('Archive');
  const archive = archiveDoc?.value.articles ?? [];
  if (archiveDoc) {
    unique(archive, (a) => a.id, () => archiveDoc.doc.file, 'articles.id');
    archive.forEach((row, i) => {
      if (!outletById.has(row.source)) problems.add(archiveDoc.doc.file, `articles[${i}].source`, `unknown source id "${row.source}"`);
    });
  }

  const rules = single('Rules')?.value;
  const meta = single('SiteMeta')?.value;
  const geoLanguage = geoDoc?.value;

  problems.throwIfAny();
  // After throwIfAny every single() above returned a value.
  return {
    news,
    events,
    newsletters,
    outlets,
    searchTerms,
    eventSources,
    academia,
    entities,
    relations,
    regulation,
    profiles,
    images,
    changelog,
    rules: rules!,
    archive,
    languages,
    geoLanguage: geoLanguage!,
    meta: meta!,
  };

  function checkFileId(id: string, file: string): void {
    const result = contentId.safeParse(id);
    if (!result.success) problems.add(file, '(file name)', `"${id}" ${result.error.issues[0]?.message ?? 'is not a valid id'}`);
  }
}
