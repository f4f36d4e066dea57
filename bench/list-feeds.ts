// The list pages' feeds at 10,000 stories: how long building every one takes, and how
// many change when one more story arrives. Run: npx tsx bench/list-feeds.ts  (needs `npm run content:build`)
import { makeContext } from '@/lib/core/context';
import { getConfig } from '@/lib/config';
import { storedRawContent } from '@/lib/content/generated';
import type { RawContent } from '@/lib/content/types';
import { validateContent } from '@/lib/content/validate';
import { prepareSiteData } from '@/lib/data/site-data';
import { listFeedContents } from '@/lib/feeds/list-feeds';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { withSyntheticCorpus } from './corpus';

const ctx = makeContext(new Date('2026-11-22T12:00:00Z'), getConfig());
const markets = loadMarketsSnapshot('/nonexistent', new Date('2026-11-22T12:00:00Z'));

function feeds(raw: RawContent): { files: Map<string, string>; ms: number } {
  const data = prepareSiteData(validateContent(raw), markets);
  const t0 = performance.now();
  const files = new Map([...listFeedContents((lang) => pageEnvFrom(data, ctx, lang))].map((file) => [file.path, file.content]));
  return { files, ms: performance.now() - t0 };
}

const raw = withSyntheticCorpus(storedRawContent(), { news: 10_000, events: 2_000 });
const before = feeds(raw);
// One more story: a copy of the newest synthetic one, an hour later.
const newest = raw.News.at(-1)!;
const published = new Date(Date.parse(String(newest.data.published)) + 3_600_000).toISOString();
const more: RawContent = {
  ...raw,
  News: [...raw.News, { ...newest, file: 'news/bench-one-more.yaml', data: { ...newest.data, published } }],
};
const after = feeds(more);
const changed = [...after.files].filter(([path, content]) => before.files.get(path) !== content).map(([path]) => path);
const bytes = [...before.files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
console.log(
  `list feeds at 10,000 stories: ${before.files.size} files, ${(bytes / 1e6).toFixed(1)} MB, built in ${(before.ms / 1000).toFixed(1)} s ` +
    `(again ${(after.ms / 1000).toFixed(1)} s); one more story (${String(newest.data.country)}, ${(newest.data.topics as string[]).join(', ')}) changes ${changed.length}: ` +
    [...new Set(changed.map((path) => path.replace(/^\/(nn|nb|sv|da|fi|is)\//, '/').replace(/feed\.(xml|json)$/, '')))].join(' '),
);
