import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '@/bench/corpus';
import { scratchContentBuild } from '@/tests/helpers/content-build';
import { COUNTRY_CODES, NORDIC_LANGS } from '@/lib/content/fields';

/**
 * `npm run bench:corpus` writes the content folder the scale benchmarks build. It must be a
 * complete, valid content folder (the real content build accepts it), repeatable, and honest about
 * the archive: the starter ledger untouched, one appended row per story.
 */
const root = process.cwd();
let scratch: string;
let corpus: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'desk-corpus-'));
  for (const entry of [
    'lib',
    'scripts',
    'pipeline',
    'bench',
    'content',
    'contentlayer.config.ts',
    'tsconfig.json',
    'package.json',
    'package-lock.json',
  ]) {
    // Not the benchmarks' own output (bench/.out, bench/.corpus: gigabytes on a machine that ran them).
    cpSync(path.join(root, entry), path.join(scratch, entry), {
      recursive: true,
      filter: (source) => !/[/\\]bench[/\\]\.(out|corpus)([/\\]|$)/.test(source),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  corpus = path.join(scratch, 'corpus');
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'bench:corpus', '--', '--out', corpus, '--news', '150', '--events', '40', '--seed', '7'],
    {
      cwd: scratch,
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const yamlFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.yaml'));
const read = (file: string) => parse(readFileSync(file, 'utf8'));

describe('npm run bench:corpus', () => {
  it('writes the starter content plus the stories and events asked for, each story with its archive row', () => {
    const starterNews = yamlFiles(path.join(root, 'content', 'news'));
    const news = yamlFiles(path.join(corpus, 'news'));
    expect(news.length).toBe(starterNews.length + 150);
    expect(news).toEqual(expect.arrayContaining(starterNews));
    expect(yamlFiles(path.join(corpus, 'events')).length).toBe(yamlFiles(path.join(root, 'content', 'events')).length + 40);

    const starterLedger = readFileSync(path.join(root, 'content', 'archive', 'articles.yaml'), 'utf8');
    const ledger = readFileSync(path.join(corpus, 'archive', 'articles.yaml'), 'utf8');
    expect(ledger.startsWith(starterLedger.trimEnd())).toBe(true);
    const rows = read(path.join(corpus, 'archive', 'articles.yaml')).articles as Array<{ id: string; published: string }>;
    const ids = new Set(rows.map((r) => r.id));
    for (const file of news) expect(ids.has(file.replace(/\.yaml$/, '')), file).toBe(true);
    // Stories that have left the site keep their row: the archive is append-only.
    const added = rows.slice(read(path.join(root, 'content', 'archive', 'articles.yaml')).articles.length);
    expect(added.filter((r) => !news.includes(`${r.id}.yaml`)).length).toBeGreaterThan(0);
    expect(added.map((r) => Date.parse(r.published))).toEqual(added.map((r) => Date.parse(r.published)).sort((a, b) => a - b));
  });

  it('covers every country, language and topic, with realistic shapes', () => {
    const stories = yamlFiles(path.join(corpus, 'news')).map((f) => read(path.join(corpus, 'news', f)));
    const events = yamlFiles(path.join(corpus, 'events')).map((f) => read(path.join(corpus, 'events', f)));
    const starterTopics = new Set(
      yamlFiles(path.join(root, 'content', 'news')).flatMap((f) => read(path.join(root, 'content', 'news', f)).topics ?? []),
    );
    expect(new Set(stories.map((s) => s.country))).toEqual(new Set(COUNTRY_CODES));
    expect(new Set(events.map((e) => e.country))).toEqual(new Set(COUNTRY_CODES));
    expect(new Set(stories.flatMap((s) => s.topics))).toEqual(starterTopics);
    expect(new Set(stories.flatMap((s) => Object.keys(s.summary_i18n ?? {})))).toEqual(new Set(NORDIC_LANGS));
    expect(stories.some((s) => s.own_story === true && typeof s.body === 'string' && s.body.includes('](/markets/)'))).toBe(true);
    expect(stories.some((s) => s.outlets.length >= 3)).toBe(true);
    expect(
      events.some((e) => e.end === undefined) && events.some((e) => e.end?.length === 10) && events.some((e) => e.end?.length > 10),
    ).toBe(true);
  });

  it('is a valid content folder: the content build and the zod check accept it', () => {
    const result = scratchContentBuild(scratch, { CONTENT_DIR: corpus });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toMatch(/content:check: \d+ stories/);
  });

  it('is repeatable: the same seed gives the same files, another seed other files', () => {
    const again = path.join(scratch, 'again');
    const other = path.join(scratch, 'other');
    writeCorpus(path.join(root, 'content'), again, { news: 150, events: 40, seed: 7 });
    writeCorpus(path.join(root, 'content'), other, { news: 150, events: 40, seed: 8 });
    const files = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => statSync(path.join(dir, f)).isFile())
        .sort();
    expect(files(again)).toEqual(files(corpus));
    for (const file of files(corpus))
      expect(readFileSync(path.join(again, file), 'utf8'), file).toBe(readFileSync(path.join(corpus, file), 'utf8'));
    expect(readFileSync(path.join(other, 'archive', 'articles.yaml'), 'utf8')).not.toBe(
      readFileSync(path.join(corpus, 'archive', 'articles.yaml'), 'utf8'),
    );
  });

  it('never replaces the content folder or a folder it did not write', () => {
    expect(() => writeCorpus(path.join(root, 'content'), path.join(root, 'content'), { news: 1, events: 1 })).toThrow(/overwrite/);
    expect(() => writeCorpus(path.join(root, 'content'), root, { news: 1, events: 1 })).toThrow(/overwrite/);
    const mine = path.join(scratch, 'not-a-corpus');
    mkdirSync(mine);
    writeFileSync(path.join(mine, 'notes.txt'), 'keep me');
    expect(() => writeCorpus(path.join(root, 'content'), mine, { news: 1, events: 1 })).toThrow(/not a corpus/);
    expect(readFileSync(path.join(mine, 'notes.txt'), 'utf8')).toBe('keep me');
  });
});
