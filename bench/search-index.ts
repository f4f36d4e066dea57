// The site search index at archive scale (not part of npm test: slow). Needs a content build
// (`npm run content:build`) for the starter tables:
//   npx tsx bench/search-index.ts [--news 10000] [--events 2000]
//
// Builds the same records as the build step (lib/search/records.ts) from a synthetic corpus
// (bench/corpus.ts, in memory on top of the starter content) and writes the Pagefind bundle with
// the same function (lib/search/pagefind-index.ts) into bench/.out/pagefind, twice:
//   - "synthetic": the corpus as bench/corpus.ts makes it (short, repetitive summaries);
//   - "realistic text": every summary replaced by ~60 words, and a translation of the same
//     length in all six Nordic languages, drawn from the real stories' own vocabulary, so the
//     index holds about as many distinct words as a real archive of that size would.
// Prints records, time, files and bytes in all, and what one reader's first search downloads
// (pagefind.js, the worker, one language's WebAssembly and metadata file), for bench/README.md.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareSiteData } from '@/lib/data/site-data';
import { makeContext } from '@/lib/core/context';
import { getConfig } from '@/lib/config';
import { generatedRawContent } from '@/lib/content/generated';
import type { RawContent } from '@/lib/content/types';
import { validateContent } from '@/lib/content/validate';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { writeSearchIndex } from '@/lib/search/pagefind-index';
import { searchRecords } from '@/lib/search/records';
import { withSyntheticCorpus } from './corpus';

const { values: args } = parseArgs({
  options: { news: { type: 'string', default: '10000' }, events: { type: 'string', default: '2000' } },
});
const NEWS = Number(args.news);
const EVENTS = Number(args.events);
const OUT = path.join('bench', '.out', 'pagefind');
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

function readerFirstSearch(dir: string, language: string): number {
  const files = ['pagefind.js', 'pagefind-worker.js', `wasm.${language}.pagefind`, 'pagefind-entry.json'];
  const meta = readdirSync(dir).find((name) => name.startsWith(`pagefind.${language}_`) && name.endsWith('.pf_meta'));
  return [...files, ...(meta ? [meta] : [])].reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
}

async function measure(label: string, raw: RawContent) {
  const data = prepareSiteData(validateContent(raw), loadMarketsSnapshot('/nonexistent/snapshot.json'));
  const ctx = makeContext(new Date('2026-11-22T12:00:00Z'), getConfig());
  const started = performance.now();
  const stats = await writeSearchIndex(searchRecords(data, ctx), OUT);
  const seconds = (performance.now() - started) / 1000;
  const first = readerFirstSearch(OUT, 'sv-se');
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `| ${label} | ${data.content.news.length.toLocaleString('en')} + ${data.content.events.length.toLocaleString('en')} | ` +
      `${stats.records.toLocaleString('en')} | ${seconds.toFixed(1)} s (${stats.seconds.add.toFixed(1)} + ${stats.seconds.write.toFixed(1)}) | ${stats.files.toLocaleString('en')} | ${mb(stats.bytes)} | ` +
      `${(first / 1e3).toFixed(0)} KB |`,
  );
}

async function main() {
  const starter = generatedRawContent();
  const corpus = withSyntheticCorpus(starter, { news: NEWS, events: EVENTS });
  console.log(
    '| text | stories + events | records (7 languages) | index step (add + write) | files | bytes | first search, sv (uncompressed) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  await measure('synthetic', corpus);
  await measure('realistic text', withRealisticText(corpus, vocabulary(starter)));
  rmSync(OUT, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
