// The API against the static hosts' limits: the largest documents and the fullest folders at two
// archive sizes, and by straight-line extrapolation the archive at which each passes 25 MiB per
// file or 50,000 files per folder. Run: npm run content:build && npx tsx bench/api-limits.ts
//   [--news 10000 --events 2000]   (the second size; the first is half of it)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { prepareSiteData } from '@/lib/data/site-data';
import { makeContext } from '@/lib/core/context';
import { getConfig } from '@/lib/config';
import { storedRawContent } from '@/lib/content/generated';
import { validateContent } from '@/lib/content/validate';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { withSyntheticCorpus } from './corpus';

const MiB = 2 ** 20;
const FILE_LIMIT = 25 * MiB;
const FOLDER_LIMIT = 50_000;

const { values } = parseArgs({ options: { news: { type: 'string', default: '10000' }, events: { type: 'string', default: '2000' } } });
const news = Number(values.news);
const events = Number(values.events);

interface Measure {
  readonly stories: number;
  readonly bytes: Map<string, number>;
  readonly folders: Map<string, number>;
}

function measure(scale: number): Measure {
  const raw = withSyntheticCorpus(storedRawContent(), { news: Math.round(news * scale), events: Math.round(events * scale) });
  const data = prepareSiteData(validateContent(raw), loadMarketsSnapshot('/nonexistent', new Date('2026-11-22T12:00:00Z')));
  const ctx = makeContext(new Date('2026-11-22T12:00:00Z'), getConfig());
  const bytes = new Map<string, number>();
  const folders = new Map<string, number>();
  for (const docPath of resolveDocuments(data).keys()) {
    // As the route handler writes it (lib/api/http.ts): compact JSON.
    bytes.set(docPath, Buffer.byteLength(JSON.stringify(buildDocument(data, ctx, docPath))));
    const folder = path.posix.dirname(docPath);
    folders.set(folder, (folders.get(folder) ?? 0) + 1);
  }
  return { stories: data.newsNewestFirst.length, bytes, folders };
}

/** The stories at which a straight line through the two measures reaches `limit` (null: it does not grow). */
function storiesAt(limit: number, small: number, large: number, a: Measure, b: Measure): number | null {
  const perStory = (large - small) / (b.stories - a.stories);
  return perStory <= 0 ? null : Math.floor(b.stories + (limit - large) / perStory);
}

const half = measure(0.5);
const full = measure(1);
const fmt = (n: number | null) => (n === null ? 'never' : n.toLocaleString('en-US'));

console.log(`API documents at ${fmt(half.stories)} and ${fmt(full.stories)} stories (events in proportion)\n`);
console.log('| document | size at the second | bytes per story | passes 25 MiB at (stories) |');
console.log('|---|---|---|---|');
const growing = [...full.bytes]
  .map(([doc, size]) => ({ doc, size, before: half.bytes.get(doc) ?? 0 }))
  .filter(({ size, before }) => size > before)
  .sort((x, y) => y.size - x.size)
  .slice(0, 12);
for (const { doc, size, before } of growing) {
  const perStory = (size - before) / (full.stories - half.stories);
  console.log(
    `| ${doc} | ${(size / MiB).toFixed(2)} MiB | ${perStory.toFixed(0)} | ${fmt(storiesAt(FILE_LIMIT, before, size, half, full))} |`,
  );
}
const total = [...full.bytes.values()].reduce((sum, n) => sum + n, 0);
const totalHalf = [...half.bytes.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `\nall ${fmt(full.bytes.size)} documents: ${(total / 1e6).toFixed(1)} MB, ` +
    `${((total - totalHalf) / (full.stories - half.stories)).toFixed(0)} bytes and ` +
    `${((full.bytes.size - half.bytes.size) / (full.stories - half.stories)).toFixed(2)} files per story`,
);
console.log('\n| folder (under api/v1/) | files at the second | passes 50,000 at (stories) |');
console.log('|---|---|---|');
for (const [folder, count] of [...full.folders].sort((x, y) => y[1] - x[1]).slice(0, 5)) {
  console.log(`| ${folder}/ | ${fmt(count)} | ${fmt(storiesAt(FOLDER_LIMIT, half.folders.get(folder) ?? 0, count, half, full))} |`);
}
