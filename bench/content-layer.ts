// How long the content step takes at archive scale, cold and warm. Run:
//   npx tsx bench/content-layer.ts [--news 10000] [--events 2000] [--runs 3] [--cli]
// Writes the corpus (bench/corpus.ts) to bench/.corpus/, copies the project's content-build files
// into bench/.out/content-layer/ (node_modules linked) so no run touches the working tree's
// .contentlayer/, and times, each as best of --runs with the spread seen:
//   cold            node scripts/content-build.mjs, no .contentlayer/ at all (a clean checkout)
//   cold, 1 thread  the same with --threads 1 (contentlayer2's per-file step on one core)
//   fresh checkout  cache kept, every file's modification time changed, content not
//   one more story  cache kept, one story added
//   unchanged       cache kept, nothing changed
//   zod check       tsx scripts/check-content.ts, once validating (no prepared copy) and once
//                   reading the prepared copy (lib/content/node/prepared.ts), as every later process does
// --cli adds one cold `contentlayer2 build` (the CLI as it ships: minutes at 10,000 stories).
// CPU time and peak memory come from GNU time (/usr/bin/time), so this runs on Linux.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeCorpus } from './corpus';

const { values } = parseArgs({
  options: {
    news: { type: 'string', default: '10000' },
    events: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
    cli: { type: 'boolean', default: false },
  },
});
const news = Number(values.news);
const events = Number(values.events);
const runs = Number(values.runs);
if (!existsSync('/usr/bin/time')) throw new Error('bench/content-layer.ts needs GNU time at /usr/bin/time');

const root = process.cwd();
const project = path.join(root, 'bench', '.out', 'content-layer');
const corpus = path.join(root, 'bench', '.corpus', `content-${news}-${events}`);

interface Sample {
  wall: number;
  cpu: number;
  rssMb: number;
  parse?: number;
  write?: number;
  parsed?: number;
}

function timed(command: string, args: string[]): Sample {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', command, ...args], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, PWD: project, CONTENT_DIR: corpus },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`);
  const [, wall, user, sys, rss] = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(output) ?? [];
  const summary = /(\d+) parsed \([^,]+, ([\d.]+) s\); store: \d+ written, \d+ removed in ([\d.]+) s/.exec(output);
  return {
    wall: Number(wall),
    cpu: Number(user) + Number(sys),
    rssMb: Number(rss) / 1024,
    ...(summary ? { parsed: Number(summary[1]), parse: Number(summary[2]), write: Number(summary[3]) } : {}),
  };
}

function series(label: string, prepare: (run: number) => void, command: string, args: string[], count = runs) {
  const samples: Sample[] = [];
  for (let run = 0; run < count; run++) {
    prepare(run);
    const load = loadavg()[0]!.toFixed(1);
    const sample = timed(command, args);
    samples.push(sample);
    console.error(
      `  ${label} #${run + 1}: ${sample.wall.toFixed(1)} s wall, ${sample.cpu.toFixed(1)} s CPU, ${sample.rssMb.toFixed(0)} MB (load ${load})`,
    );
  }
  const best = samples.reduce((a, b) => (b.wall < a.wall ? b : a));
  const walls = samples.map((s) => s.wall);
  return { label, best, min: Math.min(...walls), max: Math.max(...walls), n: samples.length };
}

// ── set-up ────────────────────────────────────────────────────────────────────────────────────
console.error(`corpus: ${news} stories + ${events} events → ${path.relative(root, corpus)}`);
writeCorpus(path.join(root, 'content'), corpus, { news, events });
const files = readdirSync(corpus, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.(md|ya?ml|json)$/.test(f) && f !== 'README.md' && !path.basename(f).startsWith('.'),
);
rmSync(project, { recursive: true, force: true });
mkdirSync(project, { recursive: true });
for (const entry of [
  'lib',
  'messages',
  'scripts',
  'pipeline',
  'contentlayer.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]) {
  cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
}
symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
const clean = () => rmSync(path.join(project, '.contentlayer'), { recursive: true, force: true });
const storyTemplate = readFileSync(path.join(corpus, 'news', readdirSync(path.join(corpus, 'news')).sort()[0]!), 'utf8');
const extraStory = (run: number) => path.join(corpus, 'news', `no-bench-one-more-story-${run + 1}.yaml`);

// ── measurements ──────────────────────────────────────────────────────────────────────────────
const results = [];
if (values.cli)
  results.push(series('cold, `contentlayer2 build` (CLI)', clean, 'node', ['node_modules/contentlayer2/bin/cli.cjs', 'build'], 1));
results.push(series('cold, no cache (one thread per core)', clean, 'node', ['scripts/content-build.mjs']));
results.push(series('cold, no cache, --threads 1', clean, 'node', ['scripts/content-build.mjs', '--threads', '1'], Math.max(1, runs - 1)));
timed('node', ['scripts/content-build.mjs']); // leaves a cache for the warm cases
results.push(
  series(
    'fresh checkout: new file times, cache kept',
    (run) => {
      const when = new Date(Date.now() + (run + 1) * 60_000);
      for (const file of files) utimesSync(path.join(corpus, file), when, when);
    },
    'node',
    ['scripts/content-build.mjs'],
  ),
);
results.push(
  series(
    'one story added, cache kept',
    (run) => {
      if (run > 0) unlinkSync(extraStory(run - 1));
      writeFileSync(extraStory(run), storyTemplate.replace(/^summary: .*$/m, `summary: "One more story, number ${run + 1}."`));
    },
    'node',
    ['scripts/content-build.mjs'],
  ),
);
unlinkSync(extraStory(runs - 1));
timed('node', ['scripts/content-build.mjs']);
results.push(series('nothing changed, cache kept', () => {}, 'node', ['scripts/content-build.mjs']));
const prepared = path.join(project, '.contentlayer', 'prepared');
results.push(
  series('zod check after a change: validates, writes the prepared copy', () => rmSync(prepared, { recursive: true, force: true }), 'npx', [
    'tsx',
    'scripts/check-content.ts',
  ]),
);
results.push(series('the same check, content unchanged: reads the prepared copy', () => {}, 'npx', ['tsx', 'scripts/check-content.ts']));

// ── report ────────────────────────────────────────────────────────────────────────────────────
const s = (n: number | undefined) => (n === undefined ? '' : `${n.toFixed(1)} s`);
console.log(
  `\n${files.length} content files (${news} stories + ${events} events + the starter content); ` +
    `${cpus().length} CPUs (${availableParallelism()} available), Node ${process.version}.\n`,
);
console.log('| content step | best wall | spread (runs) | CPU | peak memory | parsed | parse | write |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${s(r.best.wall)} | ${r.min.toFixed(1)}–${r.max.toFixed(1)} s (${r.n}) | ${s(r.best.cpu)} | ` +
      `${(r.best.rssMb / 1024).toFixed(2)} GB | ${r.best.parsed ?? ''} | ${s(r.best.parse)} | ${s(r.best.write)} |`,
  );
}
