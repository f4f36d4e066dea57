// Writes the synthetic corpus as content files, for measuring real builds at scale:
//   npx tsx bench/write-corpus.ts <dir> [news=10000] [events=2000]
// <dir> gets a copy of content/ plus the synthetic stories and events (and their archive rows).
import { writeCorpus } from './corpus';

const [dir, newsArg = '10000', eventsArg = '2000'] = process.argv.slice(2);
if (!dir) throw new Error('usage: write-corpus.ts <dir> [news] [events]');
const corpus = writeCorpus('content', dir, Number(newsArg), Number(eventsArg));
console.log(`wrote ${corpus.News.length} stories and ${corpus.Event.length} events under ${dir}`);
