// How the static export of the *site* (pages in seven languages, not only the API) scales with
// the archive, and what scripts/prune-export.ts saves. Run (takes a few minutes, 2 cores):
//   npx tsx bench/site-export.ts [--news 1000] [--keep]
//
// 1. Writes a synthetic corpus: a copy of content/ plus N stories (bench/corpus.ts, the same
//    generator as the API bench) and their archive rows, under bench/.corpus/.
// 2. Copies the app into a scratch folder outside the working tree (its own .contentlayer,
//    .next and out/, so nobody else's build is touched) and runs contentlayer with CONTENT_DIR
//    and `NEXT_OUTPUT=export next build` there.
// 3. Counts pages, files and bytes of out/ before and after pruning, and extrapolates linearly
//    to 10,000 stories. Results go to bench/README.md (between the site-export markers).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pruneExport } from '../scripts/prune-export';
import { writeCorpus } from './corpus';

const ROOT = process.cwd();
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const NEWS = Number(arg('news', '1000'));
const TARGET = 10_000;
const LANGS = 7;
const CORPUS = path.join(ROOT, 'bench', '.corpus', `site-${NEWS}`);
const WORK = path.join(os.tmpdir(), `ncd-site-bench-${NEWS}`);

// ── 1. corpus ─────────────────────────────────────────────────────────────────────────────────
function writeCorpusFiles(): void {
  writeCorpus(path.join(ROOT, 'content'), CORPUS, NEWS, 0);
}

// ── 2. isolated build ─────────────────────────────────────────────────────────────────────────
const APP_FILES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'contentlayer.config.ts',
  'tsconfig.json',
  'package.json',
  'next.config.mjs',
];

function prepareWorkdir(): void {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  for (const entry of APP_FILES)
    if (existsSync(path.join(ROOT, entry))) cpSync(path.join(ROOT, entry), path.join(WORK, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(WORK, 'node_modules'));
  // node_modules is a link to the real project, outside this folder: let Turbopack see both.
  const configFile = path.join(WORK, 'next.config.mjs');
  const config = readFileSync(configFile, 'utf8').replace(/turbopack:\s*\{[^}]*\}/, "turbopack: { root: '/' }");
  const withFlag = config.includes('globalNotFound')
    ? config
    : config.replace("turbopack: { root: '/' }", "turbopack: { root: '/' },\n  experimental: { globalNotFound: true }");
  writeFileSync(configFile, withFlag);
}

function run(label: string, command: string, args: string[], env: Record<string, string>): { seconds: number; output: string } {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: WORK,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${label} failed (exit ${result.status})`);
  }
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return { seconds, output: `${result.stdout}\n${result.stderr}` };
}

// ── 3. measuring ──────────────────────────────────────────────────────────────────────────────
interface Tally {
  pages: number;
  files: number;
  bytes: number;
  storyPages: number;
  storyFiles: number;
  storyBytes: number;
  apiFiles: number;
  apiBytes: number;
}

function tally(out: string): Tally {
  const t: Tally = { pages: 0, files: 0, bytes: 0, storyPages: 0, storyFiles: 0, storyBytes: 0, apiFiles: 0, apiBytes: 0 };
  const story = /^(?:[a-z]{2}\/)?news\/(?!country\/|topic\/)[^/]+\//;
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(full, relPath);
      else {
        const size = statSync(full).size;
        t.files++;
        t.bytes += size;
        if (entry.name === 'index.html') t.pages++;
        if (relPath.startsWith('api/v1/')) {
          t.apiFiles++;
          t.apiBytes += size;
        }
        if (story.test(relPath)) {
          t.storyFiles++;
          t.storyBytes += size;
          if (entry.name === 'index.html') t.storyPages++;
        }
      }
    }
  };
  walk(out, '');
  return t;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gb = (bytes: number) => `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;

/**
 * Linear extrapolation from the measured corpus: the story pages and the JSON API grow with the
 * number of stories (one page per story and language; news/<id>.json plus the lists); the rest
 * (section, event, newsletter pages, assets) stays as measured.
 */
function extrapolate(t: Tally, stories: number) {
  const scale = TARGET / stories;
  const perStoryFiles = t.storyFiles / stories;
  const perStoryBytes = t.storyBytes / stories;
  const fixedFiles = t.files - t.storyFiles - t.apiFiles;
  const fixedBytes = t.bytes - t.storyBytes - t.apiBytes;
  return {
    pages: t.pages - t.storyPages + t.storyPages * scale,
    files: fixedFiles + perStoryFiles * TARGET + t.apiFiles * scale,
    bytes: fixedBytes + perStoryBytes * TARGET + t.apiBytes * scale,
    apiBytes: t.apiBytes * scale,
    perStoryFiles,
    perStoryBytes,
  };
}

function main(): void {
  console.log(`site export bench: ${NEWS} synthetic stories + the content's own`);
  writeCorpusFiles();
  prepareWorkdir();
  const env = { CONTENT_DIR: CORPUS };
  const content = run('contentlayer2 build', 'npx', ['contentlayer2', 'build'], env);
  const build = run('next build (export)', 'npx', ['next', 'build'], { ...env, NEXT_OUTPUT: 'export' });
  writeFileSync(path.join(WORK, 'next-build.log'), build.output);
  // "✓ Generating static pages using 2 workers (7632/7632) in 1.6min" (format varies by version).
  const gens = [...build.output.matchAll(/Generating static pages[^\n]*?\((\d+)\/(\d+)\)(?:[^\n]*?in ([\d.]+)\s*(ms|s|min))?/g)];
  const gen = gens[gens.length - 1];
  const compiled = /Compiled successfully in ([\d.]+)\s*(ms|s|min)/.exec(build.output);
  const toSeconds = (n?: string, unit?: string) => (n === undefined ? NaN : Number(n) * (unit === 'ms' ? 0.001 : unit === 'min' ? 60 : 1));
  const routes = gen ? Number(gen[2]) : NaN;
  // Without a printed generation time, count everything after compiling as generation.
  const genSeconds = gen?.[3] !== undefined ? toSeconds(gen[3], gen[4]) : build.seconds - toSeconds(compiled?.[1], compiled?.[2]);
  const out = path.join(WORK, 'out');
  const before = tally(out);
  const stories = before.storyPages / LANGS;
  const t0 = performance.now();
  const pruned = pruneExport(out);
  const pruneSeconds = (performance.now() - t0) / 1000;
  const after = tally(out);
  const xBefore = extrapolate(before, stories);
  const xAfter = extrapolate(after, stories);

  const rows = [
    ['stories (incl. the content\u2019s own)', `${stories}`, `${stories}`, `${TARGET}`, `${TARGET}`],
    ['HTML pages', `${before.pages}`, `${after.pages}`, `${Math.round(xBefore.pages)}`, `${Math.round(xAfter.pages)}`],
    ['files in out/', `${before.files}`, `${after.files}`, `${Math.round(xBefore.files)}`, `${Math.round(xAfter.files)}`],
    ['bytes in out/', mb(before.bytes), mb(after.bytes), gb(xBefore.bytes), gb(xAfter.bytes)],
    ['  of which the JSON API', mb(before.apiBytes), mb(after.apiBytes), gb(xBefore.apiBytes), gb(xAfter.apiBytes)],
    [
      '  of which story pages',
      mb(before.storyBytes),
      mb(after.storyBytes),
      gb(xBefore.perStoryBytes * TARGET),
      gb(xAfter.perStoryBytes * TARGET),
    ],
    [
      'per story, 7 languages',
      `${xBefore.perStoryFiles.toFixed(1)} files, ${(xBefore.perStoryBytes / 1024).toFixed(0)} KB`,
      `${xAfter.perStoryFiles.toFixed(1)} files, ${(xAfter.perStoryBytes / 1024).toFixed(0)} KB`,
      '',
      '',
    ],
  ];
  const table = [
    '| | measured, before prune | measured, after prune | 10,000 stories, before | 10,000 stories, after |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  const timing = [
    `- contentlayer2 build: ${content.seconds.toFixed(1)} s; \`next build\` (export): ${build.seconds.toFixed(1)} s in all, of which generating ${routes} routes took ${genSeconds.toFixed(1)} s = **${((genSeconds / routes) * 1000).toFixed(1)} ms per route** (2 workers share 2 cores).`,
    `- Extrapolated generation time for 10,000 stories (${Math.round(xBefore.pages)} pages plus the API files): about ${(((genSeconds / routes) * (xBefore.pages + (before.apiFiles / stories) * TARGET)) / 60).toFixed(0)} min.`,
    `- prune-export: removed ${pruned.files} RSC payload files (${mb(pruned.bytes)}) and ${mb(pruned.htmlBytes)} of inline hydration data from the HTML of ${pruned.prunedPages} of ${pruned.pages} pages in ${pruneSeconds.toFixed(1)} s; ${pruned.keptPages} section pages stay React pages.`,
  ].join('\n');
  const section = `<!-- site-export:start -->\nMeasured ${new Date().toISOString().slice(0, 10)}, \`npx tsx bench/site-export.ts --news ${NEWS}\` (${os.cpus().length} CPUs, Node ${process.version}).\n\n${table}\n\n${timing}\n<!-- site-export:end -->`;
  console.log(`\n${section}\n`);
  const siteMd = path.join(ROOT, 'bench', 'README.md');
  const current = existsSync(siteMd)
    ? readFileSync(siteMd, 'utf8')
    : '# Site benchmarks\n\n<!-- site-export:start -->\n<!-- site-export:end -->\n';
  writeFileSync(siteMd, current.replace(/<!-- site-export:start -->[\s\S]*?<!-- site-export:end -->/, section));
  if (!process.argv.includes('--keep')) {
    rmSync(WORK, { recursive: true, force: true });
    rmSync(CORPUS, { recursive: true, force: true });
  }
}

main();
