import { describe, expect, it } from 'vitest';
import {
  coverageTable,
  machineMarks,
  missingTranslationLines,
  translatableTexts,
  translationCoverage,
  type CoverageCell,
  type TranslatableText,
} from '@/lib/content/translations';
import { validateContent } from '@/lib/content/validate';
import { cloneRaw, fixtureRawContent } from '../fixtures/content';

/** The fixture with three translations added and one taken away, so each count below is known. */
function fixtureTexts(): TranslatableText[] {
  const raw = cloneRaw(fixtureRawContent()) as any;
  // Two event notes: one in fi and da, one in English only.
  const events = raw.Event as Array<{ file: string; data: Record<string, unknown> }>;
  events.find((d) => d.file === 'events/past-meetup.yaml')!.data.note = 'Bring a laptop.';
  events.find((d) => d.file === 'events/past-meetup.yaml')!.data.note_i18n = { fi: 'Ota kannettava mukaan.', da: 'Tag en bærbar med.' };
  events.find((d) => d.file === 'events/oslo-day.yaml')!.data.note = 'Doors open at 08:30.';
  raw.News.find((d: any) => d.file === 'news/older-story.yaml').data.summary_i18n = { nn: 'Eldre sak.' };
  // A machine translation awaiting review counts as translated.
  raw.News.find((d: any) => d.file === 'news/shared-story.yaml').data.title_i18n = {
    sv: { text: 'Tillsynsmyndigheten publicerar MiCA-vägledning', machine: true },
  };
  // The sv about page goes: no about page is translated.
  raw.About = raw.About.filter((d: any) => d.file === 'about/en.md');
  return translatableTexts(validateContent(raw));
}

const cell = (cells: CoverageCell[], kind: string, lang: string) => cells.find((c) => c.kind === kind && c.lang === lang)!;
const counts = (cells: CoverageCell[], kind: string) =>
  Object.fromEntries(cells.filter((c) => c.kind === kind).map((c) => [c.lang, `${c.translated}/${c.total}`]));

describe('translation coverage', () => {
  const texts = fixtureTexts();
  const cells = translationCoverage(texts);

  it('lists every own text with its languages, by kind, and no names or headlines', () => {
    const byKind = Object.fromEntries(
      [...new Set(texts.map((t) => t.kind))].map((kind) => [kind, texts.filter((t) => t.kind === kind).length]),
    );
    // 4 story headlines and summaries and the own story's body; 5 event titles and 2 notes;
    // 2 newsletter issues; the about page; 2 entity roles + a relation's kind and note;
    // 1 regulation row (status, summary, caveat); 4 academia summaries and the titles of the
    // publication and the research theme (courses and groups keep their own names); 2 changelog entries
    // (title, summary); 1 source note; the social note, 2 account names and the iOS note and status.
    expect(byKind).toEqual({
      stories: 9,
      events: 7,
      newsletters: 2,
      about: 1,
      'whos-who': 4,
      regulation: 3,
      academia: 6,
      changelog: 4,
      sources: 1,
      site: 5,
    });
    expect(texts.find((t) => t.file === 'news/older-story.yaml' && t.name === 'summary')).toEqual({
      kind: 'stories',
      file: 'news/older-story.yaml',
      name: 'summary',
      english: 'Older story.',
      languages: ['nn'],
      needed: ['nn', 'nb', 'sv', 'da', 'fi', 'is'],
      source: 'en',
      format: 'text',
      at: ['summary_i18n'],
    });
    expect(texts.find((t) => t.file === 'news/own-story.yaml' && t.name === 'body')).toMatchObject({
      format: 'markdown',
      at: ['body_i18n'],
    });
    expect(texts.find((t) => t.file === 'orgchart/entities.yaml')!.at).toEqual([
      'entities',
      { key: 'id', value: 'finanstilsynet' },
      'role_i18n',
    ]);
  });

  it('asks a headline for every Nordic language but its own, from the English headline when there is one', () => {
    const title = (file: string) => texts.find((t) => t.file === file && t.name === 'title')!;
    // A Swedish outlet's headline with no English version: translated from Swedish, Swedish not needed.
    expect(title('news/older-story.yaml')).toMatchObject({
      english: '',
      original: 'Riksbanken om e-krona',
      source: 'sv',
      needed: ['nn', 'nb', 'da', 'fi', 'is'],
    });
    // A Norwegian headline: Bokmål and Nynorsk readers read it; the rest get the English title_en translated.
    expect(title('news/shared-story.yaml')).toMatchObject({
      english: 'Regulator publishes MiCA guidance',
      source: 'en',
      needed: ['sv', 'da', 'fi', 'is'],
      languages: ['sv'],
    });
    expect(title('news/own-story.yaml').needed).toEqual(['nn', 'nb', 'sv', 'da', 'fi', 'is']);
  });

  it('counts translated texts per kind and language exactly', () => {
    // Summaries: shared-story has nb and sv, older-story nn; shared-story's headline has sv. A
    // Swedish headline needs no sv, a Norwegian one no nb or nn: 8 of the 9 story texts there.
    expect(counts(cells, 'stories')).toEqual({ nn: '1/8', nb: '1/8', sv: '2/8', da: '0/9', fi: '0/9', is: '0/9' });
    expect(counts(cells, 'events')).toEqual({ nn: '0/7', nb: '0/7', sv: '0/7', da: '1/7', fi: '1/7', is: '0/7' });
    // Week 46 has a sv.md; week 44 has none.
    expect(counts(cells, 'newsletters')).toEqual({ nn: '0/2', nb: '0/2', sv: '1/2', da: '0/2', fi: '0/2', is: '0/2' });
    expect(counts(cells, 'about')).toEqual({ nn: '0/1', nb: '0/1', sv: '0/1', da: '0/1', fi: '0/1', is: '0/1' });
    // The fixture's Telegram name is translated into nb only.
    expect(counts(cells, 'site')).toEqual({ nn: '0/5', nb: '1/5', sv: '0/5', da: '0/5', fi: '0/5', is: '0/5' });
    expect(
      cell(cells, 'events', 'fi')
        .missing.filter((t) => t.name === 'note')
        .map((t) => t.file),
    ).toEqual(['events/oslo-day.yaml']);
  });

  it('prints a kind × language table with a total row', () => {
    const table = coverageTable(cells).split('\n');
    expect(table[0]!.split(/\s+/)).toEqual(['kind', 'nn', 'nb', 'sv', 'da', 'fi', 'is']);
    expect(table[1]!.split(/\s+/)).toEqual(['stories', '1/8', '1/8', '2/8', '0/9', '0/9', '0/9']);
    // 42 texts in all, 41 needed in nn, nb and sv (the two headlines); translated: nn 1, nb 2
    // (summary, Telegram), sv 3 (summary, headline, issue), da 1, fi 1, is 0.
    expect(table.at(-1)!.split(/\s+/)).toEqual(['all', '1/41', '2/41', '3/41', '1/42', '1/42', '0/42']);
  });

  it('writes one warning line per kind and language with gaps, naming at most the first few texts', () => {
    const lines = missingTranslationLines(cells, 2);
    // Every kind of the fixture has a gap in every language: 10 kinds × 6 languages.
    expect(lines).toHaveLength(60);
    expect(lines).toContain(
      'stories · da: 9 of 9 untranslated (news/older-story.yaml (title), news/older-story.yaml (summary), and 7 more)',
    );
    expect(lines).toContain(
      'events · fi: 6 of 7 untranslated (events/past-meetup.yaml (title), events/running-conference.yaml (title), and 4 more)',
    );
    expect(lines).toContain('about · sv: 1 of 1 untranslated (about/en.md)');
  });

  it('writes no line when everything is translated', () => {
    const full: TranslatableText[] = [
      {
        kind: 'changelog',
        file: 'changelog/changelog.yaml',
        name: 'a.title',
        english: 'A',
        languages: ['nn', 'nb', 'sv', 'da', 'fi', 'is'],
        needed: ['nn', 'nb', 'sv', 'da', 'fi', 'is'],
        source: 'en',
        format: 'text',
      },
    ];
    const fullCells = translationCoverage(full);
    expect(fullCells.map((c) => `${c.translated}/${c.total}`)).toEqual(['1/1', '1/1', '1/1', '1/1', '1/1', '1/1']);
    expect(missingTranslationLines(fullCells)).toEqual([]);
  });
});

describe('machine translations awaiting review', () => {
  it('are found in the files as written: _i18n values marked machine: true, and whole files with the mark', () => {
    const raw = cloneRaw(fixtureRawContent()) as any;
    raw.News.find((d: any) => d.file === 'news/shared-story.yaml').data.summary_i18n.da = { text: 'Delt historie.', machine: true };
    raw.Entities[0].data.entities[0].role_i18n = { fi: { text: 'Valvoja', machine: true }, sv: 'Tillsynsmyndighet' };
    raw.NewsletterTranslation[0].data.machine = true;
    expect(machineMarks(raw)).toEqual([
      { file: 'news/shared-story.yaml', at: 'summary_i18n.da' },
      { file: raw.NewsletterTranslation[0].file, at: '' },
      { file: 'orgchart/entities.yaml', at: 'entities[0].role_i18n.fi' },
    ]);
    // The loader reads them as their text, so the content stays valid and they count as translated.
    const texts = translatableTexts(validateContent(raw));
    expect(texts.find((t) => t.file === 'news/shared-story.yaml' && t.name === 'summary')!.languages).toEqual(['nb', 'sv', 'da']);
  });

  it('none in the plain fixture', () => {
    expect(machineMarks(fixtureRawContent())).toEqual([]);
  });
});
