// Writes the synthetic corpus as content files, for measuring real builds at scale:
//   npx tsx bench/write-corpus.ts <dir> [news=10000] [events=2000]
// <dir> gets a copy of content/ plus the synthetic stories and events (and their archive rows).
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { generatedRawContent } from '@/lib/content/generated';
import { syntheticCorpus } from './corpus';

const [dir, newsArg = '10000', eventsArg = '2000'] = process.argv.slice(2);
if (!dir) throw new Error('usage: write-corpus.ts <dir> [news] [events]');
cpSync('content', dir, { recursive: true });
const corpus = syntheticCorpus(generatedRawContent(), Number(newsArg), Number(eventsArg));
for (const doc of [...corpus.News, ...corpus.Event]) {
  const file = path.join(dir, doc.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, stringify(doc.data));
}
// Record the synthetic stories in the archive ledger, as `npm run archive:record` would.
const ledgerFile = path.join(dir, 'archive/articles.yaml');
const ledger = parse(readFileSync(ledgerFile, 'utf8')) as { articles: unknown[] };
for (const doc of corpus.News) {
  const data = doc.data as { published: string; title_en: string; outlets: Array<{ outlet: string; url: string }> };
  ledger.articles.push({
    id: path.basename(doc.file, '.yaml'),
    title: data.title_en,
    url: data.outlets[0]!.url,
    source: data.outlets[0]!.outlet,
    published: data.published,
    first_seen: data.published,
  });
}
writeFileSync(ledgerFile, stringify(ledger));
console.log(`wrote ${corpus.News.length} stories and ${corpus.Event.length} events under ${dir}`);
