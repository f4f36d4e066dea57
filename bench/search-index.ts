// The site search index at archive scale (not part of npm test: slow). Needs a content build
// (`npm run content:build`) for the starter tables:
//   npx tsx bench/search-index.ts [--news 10000] [--events 2000] [--realistic] [--layouts sharded,language]
//
// Builds the same records as the build step (lib/search/records.ts) from a synthetic corpus
// (bench/corpus.ts, in memory on top of the starter content) and writes the Pagefind bundles with
// the same function (lib/search/pagefind-index.ts) into bench/.out/pagefind-<layout>, for each layout:
//   - "sharded": the build's layout, each language in shards (lib/search/shards.ts);
//   - "language": one bundle per language (every record in one shard), the layout before shards.
// For each: a clean index (no build cache), then one more story (a copy of the newest story in every
// language, same month) with the cache kept: the time of the search step for both, the shards
// indexed again, files, bytes and the largest folder; then what a Swedish reader's first search
// downloads (requests and bytes to open the index, then to search one word and show the first 30
// results), through the browser's own code path (lib/search/node/open-index.ts).
// --realistic replaces every summary with ~60 words, and a translation of the same length in all
// six Nordic languages, drawn from the real stories' own vocabulary, so the index holds about as
// many distinct words as a real archive of that size would (slower; bigger index chunks).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareSiteData } from '@/lib/data/site-data';
import { makeContext } from '@/lib/core/context';
import { getConfig } from '@/lib/config';
import { storedRawContent } from '@/lib/content/generated';
import type { RawContent } from '@/lib/content/types';
import { validateContent } from '@/lib/content/validate';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { writeSearchIndex } from '@/lib/search/pagefind-index';
import { openIndexFiles } from '@/lib/search/node/open-index';
import { searchRecords, type SearchRecord } from '@/lib/search/records';
import { PAGES_SHARD } from '@/lib/search/shards';
import { withSyntheticCorpus } from './corpus';

const { values: args } = parseArgs({
  options: {
    news: { type: 'string', default: '10000' },
    events: { type: 'string', default: '2000' },
    realistic: { type: 'boolean', default: false },
    layouts: { type: 'string', default: 'sharded,language' },
    query: { type: 'string', default: 'bitcoin' },
  },
});
const NEWS = Number(args.news);
const EVENTS = Number(args.events);
const LAYOUTS = args.layouts.split(',') as Array<'sharded' | 'language'>;
const NORDIC = ['nn', 'nb', 'sv', 'da', 'fi', 'is'];

/** Words of the real stories' summaries and translations: the vocabulary the realistic text draws on. */
function vocabulary(raw: RawContent): string[] {
  const words = new Set<string>();
  for (const doc of raw.News) {
    const data = doc.data as { summary?: string; summary_i18n?: Record<string, string> };
    for (const text of [data.summary ?? '', ...Object.values(data.summary_i18n ?? {})]) {
      for (const word of text.match(/\p{L}{3,}/gu) ?? []) words.add(word.toLowerCase());
    }
  }
  return [...words];
}

function withRealisticText(corpus: RawContent, words: readonly string[]): RawContent {
  let seed = 7;
  const pick = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return words[seed % words.length]!;
  };
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ') + '.';
  return {
    ...corpus,
    News: corpus.News.map((doc) => ({
      ...doc,
      data: {
        ...doc.data,
        summary: sentence(60),
        summary_i18n: Object.fromEntries(NORDIC.map((lang) => [lang, sentence(60)])),
      },
    })),
  };
}

/** A copy of the newest story in every language, one minute later: what one more story adds. */
function withOneMoreStory(records: readonly SearchRecord[]): SearchRecord[] {
  const added: SearchRecord[] = [];
  for (const language of new Set(records.map((record) => record.language))) {
    const newest = records
      .filter((record) => record.language === language && record.meta.kind === 'story')
      .reduce((a, b) => ((a.meta.datetime ?? '') >= (b.meta.datetime ?? '') ? a : b));
    added.push({ ...newest, url: newest.url.replace(/[^/]+\/$/, 'bench-one-more-story/'), content: `${newest.content}\nOne more story.` });
  }
  return [...records, ...added];
}

function largestFolder(dir: string): { folder: string; files: number } {
  const counts = new Map<string, number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) counts.set(entry.parentPath, (counts.get(entry.parentPath) ?? 0) + 1);
  const [folder, files] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
  return { folder: path.relative(dir, folder), files };
}

const kb = (bytes: number) => `${(bytes / 1e3).toFixed(0)} KB`;

/** What a Swedish reader downloads: opening the index, then one search and its first 30 results. */
async function firstSearch(dir: string, query: string) {
  const opened = await openIndexFiles(dir, 'sv-se');
  try {
    const open = { requests: opened.requests.length, bytes: opened.requests.reduce((sum, r) => sum + r.bytes, 0) };
    const { results } = await opened.pagefind.search(query);
    const searched = {
      requests: opened.requests.length - open.requests,
      bytes: opened.requests.reduce((sum, r) => sum + r.bytes, 0) - open.bytes,
    };
    await Promise.all(results.slice(0, 30).map((result) => result.data()));
    const shown = opened.requests.length - open.requests - searched.requests;
    return { open, searched, shown, results: results.length };
  } finally {
    opened.close();
  }
}

async function measure(label: string, layout: 'sharded' | 'language', records: readonly SearchRecord[]) {
  const out = path.join('bench', '.out', `pagefind-${layout}`);
  const cacheDir = path.join('bench', '.out', `pagefind-${layout}-cache`);
  rmSync(out, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const options = { cacheDir, ...(layout === 'language' ? { shardOf: () => PAGES_SHARD } : {}) };
  const run = async (list: readonly SearchRecord[]) => {
    const started = performance.now();
    const stats = await writeSearchIndex(list, out, options);
    return { stats, seconds: (performance.now() - started) / 1000 };
  };
  const clean = await run(records);
  const more = await run(withOneMoreStory(records));
  const largest = largestFolder(out);
  const reader = await firstSearch(out, args.query);
  const step = (r: typeof clean) => `${r.seconds.toFixed(1)} s (${r.stats.seconds.add.toFixed(1)} + ${r.stats.seconds.write.toFixed(1)})`;
  console.log(
    `| ${label} | ${layout} | ${clean.stats.records.toLocaleString('en')} | ${clean.stats.shards['sv-se']} | ${step(clean)} | ` +
      `${step(more)}, ${more.stats.indexed.length} indexed (${more.stats.indexed.slice(0, 2).join(', ')}…) | ` +
      `${more.stats.files.toLocaleString('en')} | ${(more.stats.bytes / 1e6).toFixed(1)} MB | ${largest.files.toLocaleString('en')} (${largest.folder}) | ` +
      `${reader.open.requests} req, ${kb(reader.open.bytes)} | ${reader.searched.requests} req, ${kb(reader.searched.bytes)} (${reader.results} results) | ${reader.shown} req |`,
  );
}

async function main() {
  const starter = storedRawContent();
  let corpus = withSyntheticCorpus(starter, { news: NEWS, events: EVENTS });
  if (args.realistic) corpus = withRealisticText(corpus, vocabulary(starter));
  const data = prepareSiteData(
    validateContent(corpus),
    loadMarketsSnapshot('/nonexistent/snapshot.json', new Date('2026-11-22T12:00:00Z')),
  );
  const ctx = makeContext(new Date('2026-11-22T12:00:00Z'), getConfig());
  const records = [...searchRecords(data, ctx)];
  const label = `${args.realistic ? 'realistic' : 'synthetic'}, ${data.content.news.length.toLocaleString('en')} + ${data.content.events.length.toLocaleString('en')}`;
  console.log(
    `| text, stories + events | layout | records (7 languages) | shards (sv) | clean index (add + write) | one more story, cache kept | files | bytes | largest folder | ` +
      `sv reader: open the index | search "${args.query}" | show 30 results (fragments) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const layout of LAYOUTS) await measure(label, layout, records);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
