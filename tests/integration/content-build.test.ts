import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentlayerField, contentlayerFields, type NestedType } from '@/lib/content/contentlayer-fields';
import { fileData } from '@/lib/content/generated';
import { readStoredDocuments } from '@/lib/content/node/store.mjs';
import { STORE_DIR } from '@/lib/content/node/store-files.mjs';
import { CONTENT_KINDS } from '@/lib/content/schemas';

/**
 * scripts/content-build.mjs drives contentlayer2 itself (worker threads, a store per document keyed
 * by content hash). These run it for real in a scratch copy of the project and hold it to
 * contentlayer2's own CLI: the same documents, the same problem report, and a store that follows
 * file content, not file times, and writes only what changed.
 */
const root = process.cwd();
let scratch: string;
// The files contentlayer reads: not the README, nor the Telegram poster's settings (contentDirExclude).
const contentFiles = () =>
  filesUnder(path.join(scratch, 'content')).filter(
    (f) => /\.(md|mdx|json|ya?ml)$/.test(f) && f !== 'README.md' && f !== 'site/telegram.yaml',
  );

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'desk-content-build-'));
  for (const entry of [
    'lib',
    'scripts',
    'pipeline',
    'content',
    'contentlayer.config.ts',
    'tsconfig.json',
    'package.json',
    'package-lock.json',
  ]) {
    cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(command: string, args: string[]) {
  // PWD too: contentlayer2 takes its working directory from it.
  const result = spawnSync(command, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, PWD: scratch } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function contentBuild(...args: string[]) {
  const result = run('node', ['scripts/content-build.mjs', ...args]);
  const summary = /content layer: (\d+) files; (\d+) reused by content hash, (\d+) parsed .*; store: (\d+) written, (\d+) removed/.exec(
    result.output,
  );
  const [files = NaN, reused = NaN, parsed = NaN, written = NaN, removed = NaN] = [1, 2, 3, 4, 5].map((i) => Number(summary?.[i]));
  return { ...result, files, reused, parsed, written, removed };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
}

function snapshot(dir: string): Map<string, string> {
  return new Map(filesUnder(dir).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
}

/**
 * A generated document with its objects as the file wrote them: the content build passes objects
 * whole, where contentlayer2 maps each for its nested type (keys in declared order, `type` and
 * `_raw` added); lib/content/generated.ts reads both the same.
 */
function comparable(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, key === '_raw' ? value : fileData(value)]));
}

/** A generated `_index.json`'s documents, in `_id` order. */
function byId(text: string | undefined): unknown[] {
  const docs = JSON.parse(text ?? '[]') as Array<{ _id: string }>;
  return [...docs].sort((a, b) => a._id.localeCompare(b._id)).map(comparable);
}

const generated = () => path.join(scratch, '.contentlayer', 'generated');
const storeDir = () => path.join(scratch, STORE_DIR);
const stored = () => readStoredDocuments(storeDir()) as Array<Record<string, unknown> & { _id: string; type: string }>;
/** The store's data file's inode and modification time: what a write changes. */
const storeStamp = () => {
  const { ino, mtimeMs } = statSync(path.join(storeDir(), 'data.mdb'));
  return `${ino}:${mtimeMs}`;
};
/**
 * A document type as contentlayer2's types.d.ts writes it for the given fields (generate-types.js in
 * @contentlayer2/core: nested objects inline, `?` and `| undefined` when optional, a `json` field's
 * reason as its comment), so the contract holds for objects within objects too.
 */
function declaredType(kind: string, fields: Record<string, ContentlayerField>, markdown: boolean): string {
  const indent = (text: string) => `  ${text}`;
  const nestedFields = (of: NestedType) => Object.entries(of.def().fields).map(([name, def]) => field(name, def));
  function item(def: Exclude<ContentlayerField, { type: 'list' }> | Extract<ContentlayerField, { type: 'list' }>['of']): string {
    if (def.type === 'json') return 'any';
    if (def.type === 'enum') return `(${def.options.map((option) => `'${option}'`).join(' | ')})`;
    if (def.type === 'nested') return `{\n${nestedFields('def' in def ? def : def.of).join('\n')}\n}`;
    return def.type;
  }
  function type(def: ContentlayerField): string {
    if (def.type === 'list') return `${item(def.of)}[]`;
    if (def.type === 'enum') return def.options.map((option) => `'${option}'`).join(' | ');
    if (def.type === 'nested') return `{\n${nestedFields(def.of).map(indent).join('\n')}\n  }`;
    return item(def);
  }
  function field(name: string, def: ContentlayerField): string {
    const comment = 'description' in def ? `  /** ${def.description} */\n` : '';
    return `${comment}  ${name}${def.required ? '' : '?'}: ${type(def)}${def.required ? '' : ' | undefined'}`;
  }
  const own = Object.entries(fields).map(([name, def]) => field(name, def));
  return [
    `export type ${kind} = {`,
    '  /** File path relative to `contentDirPath` */',
    '  _id: string',
    '  _raw: Local.RawDocumentData',
    `  type: '${kind}'`,
    ...own,
    ...(markdown ? ['  /** Markdown file body */', '  markdown: Markdown'] : []),
    '',
    '}',
  ].join('\n');
}

const newsDoc = (id: string) => stored().find((doc) => doc._id === `news/${id}.yaml`);

describe('the content build (scripts/content-build.mjs)', () => {
  it('stores the same documents as `contentlayer2 build` generates, also from worker threads', () => {
    const cli = run('node', ['node_modules/contentlayer2/bin/cli.cjs', 'build']);
    expect(cli.output).toContain('Generated');
    const expected = snapshot(generated());
    // contentlayer2 itself typed every field as the zod schemas say (lib/content/contentlayer-fields.ts).
    const types = expected.get('types.d.ts') ?? '';
    for (const [kind, { schema, markdown }] of Object.entries(CONTENT_KINDS)) {
      expect(types, kind).toContain(declaredType(kind, contentlayerFields(schema), markdown));
    }
    expect(types).toContain('  place?: string | undefined\n  city?: string | undefined\n');
    expect(types).toMatch(/ {2}outlets: \{\n {2}outlet: string\n[^]*?\n {2}intake\?: \{\n {4}feed: string\n/);
    rmSync(path.join(scratch, '.contentlayer'), { recursive: true, force: true });

    const ours = contentBuild('--threads', '2');
    expect(ours.status, ours.output).toBe(0);
    expect(ours.output).toContain('2 worker threads');
    expect(ours.parsed).toBe(contentFiles().length);
    expect(ours.written).toBe(contentFiles().length);
    // No generated package and no single cache file: the store holds one entry per document.
    expect(readdirSync(path.join(scratch, '.contentlayer')).sort()).toEqual(['.cache', 'store']);
    expect(readdirSync(path.join(scratch, '.contentlayer', '.cache', 'v0.5.8')).filter((f) => f.startsWith('data-'))).toEqual([]);
    const documents = stored();
    // In the order of the files, as contentlayer2 lists them.
    expect(documents.map((doc) => doc._id)).toEqual(contentFiles());
    for (const kind of Object.keys(CONTENT_KINDS)) {
      // contentlayer2's CLI lists each kind in the order its concurrent parses finish; the site orders every list itself.
      const mine = byId(JSON.stringify(documents.filter((doc) => doc.type === kind)));
      expect(mine, kind).toEqual(byId(expected.get(`${kind}/_index.json`)));
      expect(mine.length, kind).toBeGreaterThan(0);
    }
  });

  it('reuses a document only while its content is unchanged, whatever the file times say', () => {
    rmSync(path.join(scratch, '.contentlayer'), { recursive: true, force: true });
    const first = contentBuild();
    expect(first.status, first.output).toBe(0);
    expect(first.reused).toBe(0);
    const firstStamp = storeStamp();

    // A fresh checkout: every file gets a new modification time, the content stays.
    const later = new Date(Date.now() + 60_000);
    for (const file of contentFiles()) utimesSync(path.join(scratch, 'content', file), later, later);
    const fresh = contentBuild();
    expect(fresh.status).toBe(0);
    expect(fresh.reused).toBe(first.files);
    expect(fresh.parsed).toBe(0);
    // Nothing changed: nothing is written, not even the store's file.
    expect([fresh.written, fresh.removed]).toEqual([0, 0]);
    expect(storeStamp()).toBe(firstStamp);

    // An edit that keeps the old modification time (contentlayer2's own cache would miss it).
    const story = path.join(scratch, 'content', 'news', 'se-riksbank-speech-stablecoins.yaml');
    const { mtime, atime } = statSync(story);
    const original = readFileSync(story, 'utf8');
    writeFileSync(story, original.replace(/^summary: .*$/m, 'summary: "An edited summary, same file time."'));
    utimesSync(story, atime, mtime);
    const edited = contentBuild();
    expect(edited.parsed).toBe(1);
    // Only the edited document is written again.
    expect([edited.written, edited.removed]).toEqual([1, 0]);
    expect(newsDoc('se-riksbank-speech-stablecoins')?.summary).toBe('An edited summary, same file time.');

    // One new story: only that story is parsed and written.
    const extra = path.join(scratch, 'content', 'news', 'no-test-one-more-story.yaml');
    writeFileSync(extra, original.replace(/^summary: .*$/m, 'summary: "One more story."'));
    const added = contentBuild();
    expect(added.status).toBe(0);
    expect(added.files).toBe(first.files + 1);
    expect([added.parsed, added.written, added.removed]).toEqual([1, 1, 0]);
    expect(newsDoc('no-test-one-more-story')?.summary).toBe('One more story.');

    const cold = contentBuild('--no-cache');
    expect(cold.reused).toBe(0);
    expect(cold.parsed).toBe(added.files);

    // A deleted story leaves the store.
    rmSync(extra);
    const deleted = contentBuild();
    expect([deleted.parsed, deleted.written, deleted.removed]).toEqual([0, 0, 1]);
    expect(newsDoc('no-test-one-more-story')).toBeUndefined();
    expect(stored()).toHaveLength(first.files);
    writeFileSync(story, original);
  });

  it('reports a problem found on a worker thread once, for the whole build, naming file and field', () => {
    const file = path.join(scratch, 'content', 'events', 'oslo-defi-day-2026.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/^country: /m, 'contry: "NO"\ncountry: '));
    const broken = contentBuild('--threads', '2');
    writeFileSync(file, original);
    expect(broken.status).not.toBe(0);
    const reports = broken.output.match(/Found \d+ problems in \d+ documents/g) ?? [];
    expect(reports).toEqual([`Found 1 problems in ${contentFiles().length} documents`]);
    expect(broken.output).toContain('events/oslo-defi-day-2026.yaml');
    expect(broken.output).toContain('contry');
  });
});
