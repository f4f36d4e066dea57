// The whole static build at archive scale, from a clean checkout, step by step. Run:
//   npx tsx bench/site-build.ts [--news 10000] [--events 2000] [--dir bench/.out/site-build]
// 1. Copies the tracked files of this checkout (git ls-files) into DIR/app with node_modules
//    hard-linked: a clean checkout, so no .contentlayer/, .next/ or out/ from an earlier build.
// 2. Writes the corpus (npm run bench:corpus) into DIR/content.
// 3. `npm run build` there with CONTENT_DIR pointing at it: the build's own step times
//    (scripts/build.mjs prints them), and the peak memory of the whole process tree (summed RSS of
//    every descendant, sampled every 200 ms from /proc, so Linux only).
// 4. Counts out/: files, bytes, pages, leaf story pages and the JSON API.
// 5. Adds one story (and its archive row), then builds again with every cache kept.
// Prints a Markdown table for bench/README.md ("Site: the build at 10,000 stories").
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    news: { type: 'string', default: '10000' },
    events: { type: 'string', default: '2000' },
    dir: { type: 'string', default: 'bench/.out/site-build' },
  },
});
const root = process.cwd();
const dir = path.resolve(values.dir ?? 'bench/.out/site-build');
const app = path.join(dir, 'app');
const content = path.join(dir, 'content');

rmSync(dir, { recursive: true, force: true });
mkdirSync(app, { recursive: true });
for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
  if (!existsSync(file)) continue;
  mkdirSync(path.join(app, path.dirname(file)), { recursive: true });
  cpSync(file, path.join(app, file));
}
// Hard links, not a symlink: Turbopack resolves packages only inside the project root. DIR must
// be on the checkout's file system (the default, under bench/.out/, is).
execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(app, 'node_modules')]);

execFileSync('npx', ['tsx', 'bench/write-corpus.ts', '--out', content, '--news', values.news!, '--events', values.events!], {
  cwd: app,
  stdio: 'inherit',
});

interface Run {
  readonly seconds: number;
  readonly peakBytes: number;
  readonly steps: Array<[string, number]>;
}

/** Summed resident memory of `pid` and all its descendants, from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let sum = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop()!;
    sum += rss.get(next) ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return sum;
}

function build(label: string): Promise<Run> {
  console.log(`\n== ${label}`);
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: app,
    env: { ...process.env, CONTENT_DIR: content },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  let peakBytes = 0;
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 200);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${label}: npm run build exited with ${code}`));
      // scripts/build.mjs ends with one line per step: "   12.3 s  title".
      const steps = [...output.matchAll(/^\s+([\d.]+) s {2}(.+)$/gm)].map((m): [string, number] => [m[2]!, Number(m[1])]);
      resolve({ seconds: (performance.now() - started) / 1000, peakBytes, steps });
    }),
  );
}

interface Tally {
  files: number;
  bytes: number;
}
function tally(folder: string, filter: (rel: string) => boolean = () => true): Tally {
  const out: Tally = { files: 0, bytes: 0 };
  const walk = (abs: string, rel: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const childAbs = path.join(abs, entry.name);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(childAbs, childRel);
      else if (filter(childRel)) {
        out.files += 1;
        out.bytes += lstatSync(childAbs).size;
      }
    }
  };
  walk(folder, '');
  return out;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const gb = (bytes: number) => `${(bytes / 1e9).toFixed(3)} GB`;
const minutes = (s: number) => `${Math.floor(s / 60)} min ${(s % 60).toFixed(0)} s`;

async function main(): Promise<void> {
  const clean = await build('clean build');
  const out = path.join(app, 'out');
  const all = tally(out);
  const pages = tally(out, (rel) => rel.endsWith('.html'));
  const api = tally(path.join(out, 'api'));
  const storyPage = /^(?:(?:nn|nb|sv|da|fi|is)\/)?news\/[^/]+\/index\.html$/;
  const stories = tally(out, (rel) => storyPage.test(rel) && !rel.includes('/topic/') && !rel.includes('/country/'));

  // One more story, as an editor's merge would add it: the file and its archive row.
  const template = readdirSync(path.join(content, 'news')).find((name) => name.endsWith('.yaml'))!;
  const newId = 'bench-one-more-story';
  writeFileSync(path.join(content, 'news', `${newId}.yaml`), readFileSync(path.join(content, 'news', template), 'utf8'));
  const ledger = path.join(content, 'archive', 'articles.yaml');
  const rowOf = readFileSync(ledger, 'utf8')
    .split(/\n(?=  - )/)
    .find((row) => row.includes(`id: ${template.replace(/\.yaml$/, '')}\n`));
  if (rowOf) appendFileSync(ledger, `\n${rowOf.replace(`id: ${template.replace(/\.yaml$/, '')}`, `id: ${newId}`).replace(/\n+$/, '')}\n`);
  const again = await build('rebuild after one more story, caches kept');

  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}: \`npx tsx bench/site-build.ts --news ${values.news} --events ${values.events}\` (${availableParallelism()} CPUs, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}).`,
    '',
    '| step | clean checkout | one more story, caches kept |',
    '|---|---|---|',
    ...clean.steps.map(
      ([title, s]) => `| ${title} | ${s.toFixed(1)} s | ${(again.steps.find(([t]) => t === title)?.[1] ?? NaN).toFixed(1)} s |`,
    ),
    `| **wall time** | **${minutes(clean.seconds)}** | **${minutes(again.seconds)}** |`,
    `| peak memory (whole process tree) | ${gb(clean.peakBytes)} | ${gb(again.peakBytes)} |`,
    '',
    '| out/ | files | bytes |',
    '|---|---|---|',
    `| everything | ${all.files} | ${mb(all.bytes)} (${gb(all.bytes)}) |`,
    `| HTML pages (one file each) | ${pages.files} | ${mb(pages.bytes)} |`,
    `| of which story pages (7 languages) | ${stories.files} | ${mb(stories.bytes)}, ${(stories.bytes / Math.max(1, stories.files) / 1000).toFixed(1)} KB each |`,
    `| JSON API (api/) | ${api.files} | ${mb(api.bytes)} |`,
    `| everything else (assets, feeds, sitemaps, icons) | ${all.files - pages.files - api.files} | ${mb(all.bytes - pages.bytes - api.bytes)} |`,
  ];
  console.log(`\n${lines.join('\n')}`);
}

void main();
