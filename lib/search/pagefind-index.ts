import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchRecord } from './records';

/**
 * Writes the Pagefind index (Node only: Pagefind's own indexer, a Rust binary shipped in the
 * `@pagefind/<platform>` npm package, driven through its Node API). Records come from our data
 * (lib/search/records.ts), not from crawling HTML: the index is written to public/pagefind/
 * before `next build` copies public/ into out/, while the leaf pages do not exist yet.
 */

/** The folder under public/ that is served as PAGEFIND_URL (lib/search/pagefind-url.ts). */
export const PAGEFIND_DIR = path.join('public', 'pagefind');

// Pagefind also writes its ready-made UIs; the site has its own, so they would be published for nothing.
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

export interface SearchIndexStats {
  readonly records: number;
  /** Index languages (lower-case `<html lang>` tags) with their record counts. */
  readonly languages: Readonly<Record<string, number>>;
  /** Languages indexed this time (the others' records were unchanged: their bundles were kept). */
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

// Records go to the indexer in batches: one request per record awaited in turn is slow, and all
// 100,000 at once would hold every request in memory together.
const BATCH = 500;

/**
 * Pagefind writes the languages of `pagefind-entry.json` in a hash map's order, which changes from
 * run to run; sorted by name, two builds of the same records write the same bytes. The file is
 * read as a map by Pagefind's client, so the order carries no meaning.
 */
function sortEntryLanguages(file: string): void {
  if (!existsSync(file)) return;
  const entry = JSON.parse(readFileSync(file, 'utf8')) as { languages?: Record<string, unknown> };
  if (!entry.languages) return;
  entry.languages = Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, JSON.stringify(entry));
}

/**
 * The layout (issue 18): one complete Pagefind bundle per index language, `<outDir>/<language>/`
 * (`pagefind/sv-se/pagefind.js` …), and the search page of each language loads its own
 * (lib/search/pagefind-url.ts). Why, against one bundle or shards merged in the browser:
 * - Pagefind cannot update an index; a bundle is rewritten whole. Per language, a language whose
 *   records did not change is not indexed again at all (its records' hash is kept in the build
 *   cache), and `fragment/` holds one language's records only, so it stays under the hosts'
 *   files-per-folder limit far longer (bench/README.md, "Folders").
 * - A reader downloads exactly what the single bundle gave them (Pagefind already loaded only the
 *   index of the page's language); shards merged with `mergeIndex` would make the first search
 *   fetch one entry file, metadata and WebAssembly per shard.
 * - A new story is in every language, so all seven bundles are indexed again; Pagefind names its
 *   chunks and fragments by content hash, so the unchanged ones keep their names and bytes and the
 *   copy into out/ (lib/build/node/out-sync.ts) writes only the new and changed files.
 */
export function bundleDir(outDir: string, language: string): string {
  return path.join(outDir, language);
}

export interface WriteSearchIndexOptions {
  /** Where each language's records hash is kept between builds; none: every language is indexed. */
  readonly cacheDir?: string;
}

function recordsHash(records: readonly SearchRecord[]): string {
  const hash = createHash('sha256');
  for (const record of records) hash.update(JSON.stringify(record)).update('\n');
  return hash.digest('hex');
}

/** Indexes one language's records into `target` (replaced only once the new bundle is whole). */
async function writeBundle(
  pagefind: typeof import('pagefind'),
  records: readonly SearchRecord[],
  target: string,
): Promise<{ add: number; write: number }> {
  const staging = `${target}.tmp-${process.pid}`;
  const retired = `${target}.old-${process.pid}`;
  try {
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
    rmSync(staging, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: staging });
    if (written.errors.length > 0) throw new Error(`pagefind could not write the index: ${written.errors.join('; ')}`);
    await index.deleteIndex();
    for (const entry of readdirSync(staging)) if (UNUSED_FILES.test(entry)) rmSync(path.join(staging, entry));
    sortEntryLanguages(path.join(staging, 'pagefind-entry.json'));
    // Two renames: the old bundle is never mixed with the new one's files.
    if (existsSync(target)) renameSync(target, retired);
    renameSync(staging, target);
    rmSync(retired, { recursive: true, force: true });
    return { add: (added - started) / 1000, write: (performance.now() - added) / 1000 };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Indexes `records` into one bundle per language under `outDir` (see `bundleDir`). Every record is
 * read before anything is written, so a failure while reading the content leaves every previous
 * bundle whole; a failing language leaves its previous bundle whole. Folders of languages that no
 * longer have records, and files of the older single-bundle layout, are removed. Throws with
 * Pagefind's own messages and the record's URL when a record is refused.
 */
export async function writeSearchIndex(
  records: Iterable<SearchRecord>,
  outDir: string = PAGEFIND_DIR,
  options: WriteSearchIndexOptions = {},
): Promise<SearchIndexStats> {
  const target = path.resolve(outDir);
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
  const indexed: string[] = [];
  const seconds = { add: 0, write: 0 };
  // Pagefind's Node API is an ES module only; loaded when needed, so importing this file is free.
  const pagefind = await import('pagefind');
  try {
    mkdirSync(target, { recursive: true });
    for (const language of [...byLanguage.keys()].sort()) {
      const list = byLanguage.get(language)!;
      languages[language] = list.length;
      const hash = recordsHash(list);
      const hashFile = options.cacheDir ? path.join(options.cacheDir, `${language}.sha256`) : undefined;
      const bundle = bundleDir(target, language);
      if (hashFile && existsSync(path.join(bundle, 'pagefind.js')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash)
        continue;
      if (hashFile) rmSync(hashFile, { force: true });
      const took = await writeBundle(pagefind, list, bundle);
      seconds.add += took.add;
      seconds.write += took.write;
      indexed.push(language);
      if (hashFile) {
        mkdirSync(path.dirname(hashFile), { recursive: true });
        writeFileSync(hashFile, hash);
      }
    }
    for (const entry of readdirSync(target)) {
      if (!byLanguage.has(entry)) rmSync(path.join(target, entry), { recursive: true, force: true });
    }
  } finally {
    await pagefind.close();
  }
  return { records: count, languages, indexed, ...sizeOf(target), seconds };
}
