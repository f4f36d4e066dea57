import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from './records';
import { newestStoryMonth, searchShard, SHARD_NAME, shardOrder, type ShardManifest } from './shards';

/** Writes the Pagefind index from our records, not crawled HTML, so it is written before the leaf pages exist (Node only). */

/** The folder under public/ that `next dev` serves as PAGEFIND_URL (lib/search/pagefind-url.ts). */
export const PAGEFIND_DIR = path.join('public', 'pagefind');

// Pagefind also writes its ready-made UIs; the site has its own, so they would be published for nothing.
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/** Pagefind's browser runtime (~225 KB a bundle): merged shards use the primary's, so only the primary keeps it. */
const RUNTIME_FILES = /^(pagefind\.js|pagefind-worker\.js|wasm\.[a-z-]+\.pagefind)$/;

export interface SearchIndexStats {
  readonly records: number;
  /** Index languages (lower-case `<html lang>` tags) with their record counts. */
  readonly languages: Readonly<Record<string, number>>;
  readonly shards: Readonly<Record<string, number>>;
  /** Shards indexed this time, `<language>/<shard>` (the others' records were unchanged: their bundles were kept). */
  readonly indexed: readonly string[];
  readonly files: number;
  readonly bytes: number;
  /** Wall time of the two phases: handing the records to the indexer, and writing the bundle. */
  readonly seconds: { readonly add: number; readonly write: number };
}

function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

// Records go to the indexer in batches: one at a time is slow, and all at once would hold every request in memory.
const BATCH = 500;

/** Pagefind writes the languages of `pagefind-entry.json` in a hash map's order, which changes from run to run. */
function sortEntryLanguages(entry: { languages?: Record<string, unknown> }): string {
  if (!entry.languages) return JSON.stringify(entry);
  const languages = Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify({ ...entry, languages });
}

/** The layout: one Pagefind bundle per language and shard, since Pagefind cannot update an index and a story is in every language. */
export function bundleDir(outDir: string, language: string, shard?: string): string {
  return shard === undefined ? path.join(outDir, language) : path.join(outDir, language, shard);
}

/** The manifest of one language's shards (lib/search/shards.ts `ShardManifest`). */
export const SHARD_MANIFEST = 'shards.json';

export interface WriteSearchIndexOptions {
  /** Where each shard's records hash is kept between builds; none: every shard is indexed. */
  readonly cacheDir?: string;
  /** Which shard a record goes to; `searchShard` unless a bench or test compares layouts. */
  readonly shardOf?: (record: SearchRecord, newestMonth: string | undefined) => string;
}

function recordsHash(records: readonly SearchRecord[]): string {
  const hash = createHash('sha256');
  for (const record of records) hash.update(JSON.stringify(record)).update('\n');
  return hash.digest('hex');
}

/** Writes `file` only when its bytes differ, beside it and renamed over it (a server never sends half a file). */
function writeBytesIfChanged(file: string, bytes: Uint8Array): void {
  try {
    const stat = statSync(file);
    if (stat.isFile() && stat.size === bytes.byteLength && readFileSync(file).equals(bytes)) return;
  } catch {
    // No file yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The file that names a bundle's index files; written after them, so it never names a missing one. */
const ENTRY_FILE = 'pagefind-entry.json';

/** Indexes one shard in memory first, so an indexer failure leaves the old bundle, then brings `target` to it file by file. */
async function writeBundle(
  pagefind: typeof import('pagefind'),
  records: readonly SearchRecord[],
  target: string,
  primary: boolean,
): Promise<{ add: number; write: number }> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind could not create an index: ${errors.join('; ')}`);
  const started = performance.now();
  for (let at = 0; at < records.length; at += BATCH) {
    const batch = records.slice(at, at + BATCH);
    const answers = await Promise.all(
      batch.map((record) =>
        index.addCustomRecord({ url: record.url, content: record.content, language: record.language, meta: { ...record.meta } }),
      ),
    );
    answers.forEach((answer, i) => {
      if (answer.errors.length > 0) throw new Error(`pagefind refused ${batch[i]?.url}: ${answer.errors.join('; ')}`);
    });
  }
  const added = performance.now();
  // In memory, then written here: after `writeFiles` answered.
  const built = await index.getFiles();
  if (built.errors.length > 0) throw new Error(`pagefind could not write the index: ${built.errors.join('; ')}`);
  await index.deleteIndex();
  const entryFile = built.files.find((file) => file.path === ENTRY_FILE);
  if (!entryFile) throw new Error(`pagefind wrote no ${ENTRY_FILE}`);
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8')) as { languages?: Record<string, { wasm?: string | null }> };
  const wasm = new Set(Object.values(entry.languages ?? {}).map((index) => `wasm.${index.wasm ?? 'unknown'}.pagefind`));
  const files = new Map<string, Uint8Array>();
  for (const file of built.files) {
    if (UNUSED_FILES.test(file.path) || file.path === ENTRY_FILE) continue;
    if (RUNTIME_FILES.test(file.path) && (!primary || (file.path.startsWith('wasm.') && !wasm.has(file.path)))) continue;
    if (!path.resolve(target, file.path).startsWith(path.resolve(target) + path.sep))
      throw new Error(`pagefind wrote outside its folder: ${file.path}`);
    files.set(file.path.split(path.sep).join('/'), file.content);
  }
  files.set(ENTRY_FILE, Buffer.from(sortEntryLanguages(entry), 'utf8'));
  for (const [name, content] of [...files].sort(([a], [b]) => (a === ENTRY_FILE ? 1 : b === ENTRY_FILE ? -1 : a < b ? -1 : 1)))
    writeBytesIfChanged(path.join(target, name), content);
  for (const name of filesUnder(target)) if (!files.has(name)) rmSync(path.join(target, name), { force: true });
  removeEmptyFolders(target);
  return { add: (added - started) / 1000, write: (performance.now() - added) / 1000 };
}

function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    removeEmptyFolders(folder);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}

/** Writes `file` only when its bytes differ, so an unchanged manifest keeps its mtime. */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/** Indexes `records` into one bundle per language and shard under `outDir` (see `bundleDir`). */
export async function writeSearchIndex(
  records: Iterable<SearchRecord>,
  outDir: string = PAGEFIND_DIR,
  options: WriteSearchIndexOptions = {},
): Promise<SearchIndexStats> {
  const target = path.resolve(outDir);
  const shardOf = options.shardOf ?? searchShard;
  const byLanguage = new Map<string, SearchRecord[]>();
  let count = 0;
  for (const record of records) {
    if (!/^[a-z]{2,3}(-[a-z0-9]+)*$/.test(record.language))
      throw new Error(`${record.url}: index language "${record.language}" is not a lower-case tag`);
    const list = byLanguage.get(record.language) ?? [];
    list.push(record);
    byLanguage.set(record.language, list);
    count += 1;
  }
  const languages: Record<string, number> = {};
  const shardCounts: Record<string, number> = {};
  const indexed: string[] = [];
  const seconds = { add: 0, write: 0 };
  // Pagefind's Node API is an ES module only; loaded when needed, so importing this file is free.
  const pagefind = await import('pagefind');
  try {
    mkdirSync(target, { recursive: true });
    for (const language of [...byLanguage.keys()].sort()) {
      const list = byLanguage.get(language)!;
      languages[language] = list.length;
      const newestMonth = newestStoryMonth(list);
      const byShard = new Map<string, SearchRecord[]>();
      for (const record of list) {
        const shard = shardOf(record, newestMonth);
        if (!SHARD_NAME.test(shard)) throw new Error(`${record.url}: shard name "${shard}" is not a month, "archive" or "pages"`);
        const members = byShard.get(shard) ?? [];
        members.push(record);
        byShard.set(shard, members);
      }
      const shards = shardOrder(byShard.keys());
      shardCounts[language] = shards.length;
      const languageDir = bundleDir(target, language);
      const hashDir = options.cacheDir ? path.join(options.cacheDir, language) : undefined;
      for (const shard of shards) {
        const members = byShard.get(shard)!;
        const primary = shard === shards[0];
        const hash = `${recordsHash(members)} ${primary ? 'primary' : 'merged'}`;
        const hashFile = hashDir ? path.join(hashDir, `${shard}.sha256`) : undefined;
        const bundle = bundleDir(target, language, shard);
        if (hashFile && existsSync(path.join(bundle, ENTRY_FILE)) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash)
          continue;
        if (hashFile) rmSync(hashFile, { force: true });
        mkdirSync(languageDir, { recursive: true });
        const took = await writeBundle(pagefind, members, bundle, primary);
        seconds.add += took.add;
        seconds.write += took.write;
        indexed.push(`${language}/${shard}`);
        if (hashFile) {
          mkdirSync(path.dirname(hashFile), { recursive: true });
          writeFileSync(hashFile, hash);
        }
      }
      const manifest: ShardManifest = { shards };
      writeIfChanged(path.join(languageDir, SHARD_MANIFEST), JSON.stringify(manifest));
      // Shards no longer named (a quarter's months moved into the archive) and the older one-bundle layout.
      const keep = new Set<string>([...shards, SHARD_MANIFEST]);
      for (const entry of readdirSync(languageDir))
        if (!keep.has(entry)) rmSync(path.join(languageDir, entry), { recursive: true, force: true });
      if (hashDir && existsSync(hashDir))
        for (const entry of readdirSync(hashDir))
          if (!byShard.has(entry.replace(/\.sha256$/, ''))) rmSync(path.join(hashDir, entry), { force: true });
    }
    for (const entry of readdirSync(target)) {
      if (!byLanguage.has(entry)) rmSync(path.join(target, entry), { recursive: true, force: true });
    }
    // Hash files of the one-bundle-per-language layout (`<language>.sha256`).
    if (options.cacheDir && existsSync(options.cacheDir))
      for (const entry of readdirSync(options.cacheDir))
        if (entry.endsWith('.sha256')) rmSync(path.join(options.cacheDir, entry), { force: true });
  } finally {
    await pagefind.close();
  }
  return { records: count, languages, shards: shardCounts, indexed, ...sizeOf(target), seconds };
}
