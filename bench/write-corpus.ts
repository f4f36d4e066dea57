// Writes a complete content folder for measuring real builds at archive scale:
//   npm run bench:corpus -- --out DIR [--news 10000] [--events 2000] [--seed 1]
// DIR gets a copy of content/ plus the synthetic stories and events (bench/corpus.ts) and their
// archive rows; then `CONTENT_DIR=DIR npm run content:build` (or `npm run build`) builds it.
import { parseArgs } from 'node:util';
import { writeCorpus } from './corpus';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    news: { type: 'string', default: '10000' },
    events: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
  },
});
const count = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`bench:corpus: --${name} must be a whole number (got ${value})`);
  return n;
};
if (!values.out) {
  console.error('usage: npm run bench:corpus -- --out DIR [--news N] [--events M] [--seed S]');
  process.exit(2);
}
const options = { news: count('news', values.news), events: count('events', values.events), seed: count('seed', values.seed) };
const started = performance.now();
const corpus = writeCorpus('content', values.out, options);
console.log(
  `bench:corpus: wrote ${corpus.news.length} stories, ${corpus.events.length} events and ${corpus.archiveRows.length} archive rows ` +
    `(seed ${options.seed}) on top of content/ in ${values.out}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
