import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
 * Indexes `records` and writes the bundle to `outDir`, replacing what was there only once the new
 * bundle is complete (a crash or an indexer error leaves the previous index whole). Throws with
 * Pagefind's own messages and the record's URL when a record is refused.
 */
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

export async function writeSearchIndex(records: Iterable<SearchRecord>, outDir: string = PAGEFIND_DIR): Promise<SearchIndexStats> {
  const target = path.resolve(outDir);
  const staging = `${target}.tmp-${process.pid}`;
  const retired = `${target}.old-${process.pid}`;
  const languages: Record<string, number> = {};
  let count = 0;
  // Pagefind's Node API is an ES module only; loaded when needed, so importing this file is free.
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`pagefind could not create an index: ${errors.join('; ')}`);
    const started = performance.now();
    let batch: SearchRecord[] = [];
    const flush = async () => {
      const answers = await Promise.all(
        batch.map((record) =>
          index.addCustomRecord({ url: record.url, content: record.content, language: record.language, meta: { ...record.meta } }),
        ),
      );
      answers.forEach((answer, i) => {
        if (answer.errors.length > 0) throw new Error(`pagefind refused ${batch[i]?.url}: ${answer.errors.join('; ')}`);
      });
      batch = [];
    };
    for (const record of records) {
      languages[record.language] = (languages[record.language] ?? 0) + 1;
      count += 1;
      batch.push(record);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    const added = performance.now();
    rmSync(staging, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: staging });
    if (written.errors.length > 0) throw new Error(`pagefind could not write the index: ${written.errors.join('; ')}`);
    for (const entry of readdirSync(staging)) if (UNUSED_FILES.test(entry)) rmSync(path.join(staging, entry));
    sortEntryLanguages(path.join(staging, 'pagefind-entry.json'));
    const size = sizeOf(staging);
    // Two renames: the old bundle is never mixed with the new one's files.
    if (existsSync(target)) renameSync(target, retired);
    renameSync(staging, target);
    rmSync(retired, { recursive: true, force: true });
    const seconds = { add: (added - started) / 1000, write: (performance.now() - added) / 1000 };
    return { records: count, languages, ...size, seconds };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await pagefind.close();
  }
}
