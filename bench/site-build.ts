// The whole static build at archive scale, from a clean checkout, step by step. Run:
//   npx tsx bench/site-build.ts [--news 10000] [--events 2000] [--dir bench/.out/site-build]
// 1. Copies the tracked files of this checkout (git ls-files) into DIR/app with node_modules
//    hard-linked: a clean checkout, so no .contentlayer/, .next/ or out/ from an earlier build.
// 2. Writes the corpus (npm run bench:corpus) into DIR/content.
// 3. `npm run build` there with CONTENT_DIR pointing at it: the build's own step times
//    (scripts/build.mjs prints them), and the peak memory of the whole process tree (summed RSS of
//    every descendant, sampled every 200 ms from /proc, so Linux only).
// 4. Counts out/: files, bytes, pages, leaf story pages and the JSON API.
// 5. Builds again with nothing changed, then adds one story (and its archive row) and builds again,
//    with every cache kept (incremental builds). For each rebuild, the files of out/
//    that were added, changed (bytes, mtime or inode: a rewrite of the same bytes counts) or
//    removed, and the largest folder's file count (lib/build/node/tree-snapshot.ts).
// Prints a Markdown table for bench/README.md ("Site: the build at 10,000 stories").
// The copy is no git work tree of its own, so the builds get the checkout's commit as Next's build
// id (NEXT_BUILD_ID, next.config.mjs): the same for all three builds, as the code's digest is for
// commits that change only content/ (pipeline/build/build-id.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { treeChanges, treeSnapshot, type TreeChanges } from '../lib/build/node/tree-snapshot';

const { values } = parseArgs({
  options: {
    news: { type: 'string', default: '10000' },
    events: { type: 'string', default: '2000' },
    dir: { type: 'string', default: 'bench/.out/site-build' },
    // An out/ to compare with after the one-more-story build (diff -rq): another commit's run of this script at one BUILD_NOW and NEXT_BUILD_ID.
    compare: { type: 'string' },
    // Also build after one story edited and one deleted.
    more: { type: 'boolean', default: false },
  },
});
const root = process.cwd();
const dir = path.resolve(values.dir ?? 'bench/.out/site-build');
const app = path.join(dir, 'app');
// One clock for all three builds, as two builds of one commit with one BUILD_NOW: what a rebuild
// changes is then what its content change made, not the clock (the files whose content is the
// time itself are listed in bench/README.md, "Deterministic output").
const buildNow = process.env.BUILD_NOW || new Date().toISOString();
// NEXT_BUILD_ID pins the id across commits, so two commits' out/ can be compared byte for byte.
const buildId =
  process.env.NEXT_BUILD_ID || `bench-${execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim().slice(0, 20)}`;
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

/** A rebuild's time for the clean build's step at `index`, when the rebuild printed that step there. */
function stepAt(run: Run, index: number, title: string): string {
  const step = run.steps[index];
  return step?.[0] === title ? `${step[1].toFixed(1)} s` : '–';
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
    env: { ...process.env, CONTENT_DIR: content, NEXT_BUILD_ID: buildId, BUILD_NOW: buildNow },
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
const minutes = (s: number) => `${Math.floor(Math.round(s) / 60)} min ${Math.round(s) % 60} s`;

const touched = (c: TreeChanges) => c.added.length + c.changed.length + c.removed.length;
const pct = (c: TreeChanges) => `${((100 * touched(c)) / c.files).toFixed(2)} %`;
const folder = (c: { path: string; files: number }) => `${c.files} (${c.path})`;
const changeRow = (c: TreeChanges) =>
  `${touched(c)} of ${c.files} (${pct(c)}): ${c.added.length} added, ${c.changed.length} changed, ${c.removed.length} removed`;
function largestFile(out: string): string {
  let best = { path: '', bytes: 0 };
  const walk = (abs: string, rel: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(abs, entry.name), childRel);
      else {
        const bytes = lstatSync(path.join(abs, entry.name)).size;
        if (bytes > best.bytes) best = { path: childRel, bytes };
      }
    }
  };
  walk(out, '');
  return `${best.path} ${mb(best.bytes)}`;
}

async function main(): Promise<void> {
  const clean = await build('clean build');
  const out = path.join(app, 'out');
  const all = tally(out);
  const pages = tally(out, (rel) => rel.endsWith('.html'));
  const api = tally(path.join(out, 'api'));
  const storyPage = /^(?:(?:nn|nb|sv|da|fi|is)\/)?news\/[^/]+\/index\.html$/;
  const stories = tally(out, (rel) => storyPage.test(rel) && !rel.includes('/topic/') && !rel.includes('/country/'));

  const cleanFolder = treeChanges(new Map(), treeSnapshot(out)).largestFolder;
  // Each build's figures as soon as it has them: a run killed later (a cap, a deadline) keeps them.
  console.log(
    `clean build: ${minutes(clean.seconds)}, peak ${gb(clean.peakBytes)}; out/ ${all.files} files, ${gb(all.bytes)}; ` +
      `largest file ${largestFile(out)}; largest folder ${cleanFolder.files} (${cleanFolder.path})`,
  );
  let before = treeSnapshot(out);
  const same = await build('rebuild with nothing changed, caches kept');
  const sameChanges = treeChanges(before, treeSnapshot(out));
  console.log(`nothing changed: ${minutes(same.seconds)}, peak ${gb(same.peakBytes)}; ${changeRow(sameChanges)}`);
  before = treeSnapshot(out);

  // One more story, as an editor's merge would add it: the file and its archive row, dated like the
  // newest story (a copy of it), so it lands where today's story would (its month's search shard).
  const published = (name: string) => /^published: "([^"]+)"/m.exec(readFileSync(path.join(content, 'news', name), 'utf8'))?.[1] ?? '';
  const template = readdirSync(path.join(content, 'news'))
    .filter((name) => name.endsWith('.yaml'))
    .reduce((newest, name) => (published(name) > published(newest) ? name : newest));
  const newId = 'bench-one-more-story';
  writeFileSync(path.join(content, 'news', `${newId}.yaml`), readFileSync(path.join(content, 'news', template), 'utf8'));
  const ledger = path.join(content, 'archive', 'articles.yaml');
  const rowOf = readFileSync(ledger, 'utf8')
    .split(/\n(?=  - )/)
    .find((row) => row.includes(`id: ${template.replace(/\.yaml$/, '')}\n`));
  if (rowOf) appendFileSync(ledger, `\n${rowOf.replace(`id: ${template.replace(/\.yaml$/, '')}`, `id: ${newId}`).replace(/\n+$/, '')}\n`);
  const again = await build('rebuild after one more story, caches kept');
  const againChanges = treeChanges(before, treeSnapshot(out));
  console.log(`one more story: ${minutes(again.seconds)}, peak ${gb(again.peakBytes)}; ${changeRow(againChanges)}`);
  const byTop = (c: TreeChanges) => {
    const counts = new Map<string, number>();
    for (const file of [...c.added, ...c.changed, ...c.removed]) {
      const top = file
        .split('/')
        .slice(0, file.startsWith('api/') || /^(nn|nb|sv|da|fi|is)\//.test(file) ? 2 : 1)
        .join('/');
      counts.set(top, (counts.get(top) ?? 0) + 1);
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([top, n]) => `${top} ${n}`)
      .join(', ');
  };
  console.log(`\nnothing changed: ${changeRow(sameChanges)}\n  ${byTop(sameChanges)}`);
  console.log(`one more story: ${changeRow(againChanges)}\n  ${byTop(againChanges)}`);
  console.log(`largest file after one more story: ${largestFile(out)}; out/ ${gb(tally(out).bytes)}`);
  if (values.compare) {
    // diff exits 1 when files differ; its lines are the figure.
    let lines: string[] = [];
    try {
      execFileSync('diff', ['-rq', '-x', '.markets-txn', path.resolve(values.compare), out], { encoding: 'utf8', maxBuffer: 1 << 28 });
    } catch (error) {
      lines = String((error as { stdout?: string }).stdout ?? '')
        .split('\n')
        .filter(Boolean);
    }
    console.log(`compare with ${values.compare}: ${lines.length} entries differ\n${lines.slice(0, 60).join('\n')}`);
  }
  if (values.more) {
    // One story edited (its title), then one deleted (file and archive row): the other two things an editor does.
    const victim = path.join(content, 'news', template);
    const text = readFileSync(victim, 'utf8');
    writeFileSync(victim, text.replace(/^title_en: "/m, 'title_en: "Edited: '));
    before = treeSnapshot(out);
    const edited = await build('rebuild after one story edited, caches kept');
    const editedChanges = treeChanges(before, treeSnapshot(out));
    console.log(`one story edited: ${minutes(edited.seconds)}, peak ${gb(edited.peakBytes)}; ${changeRow(editedChanges)}`);
    rmSync(path.join(content, 'news', `${newId}.yaml`));
    writeFileSync(
      ledger,
      readFileSync(ledger, 'utf8')
        .split(/\n(?=  - )/)
        .filter((row) => !row.includes(`id: ${newId}\n`))
        .join('\n'),
    );
    before = treeSnapshot(out);
    const deleted = await build('rebuild after one story deleted, caches kept');
    const deletedChanges = treeChanges(before, treeSnapshot(out));
    for (const [label, run, changes] of [
      ['one story edited', edited, editedChanges],
      ['one story deleted', deleted, deletedChanges],
    ] as const) {
      console.log(
        `${label}: ${minutes(run.seconds)}, peak ${gb(run.peakBytes)}; ${changeRow(changes)}; largest folder ${folder(changes.largestFolder)}\n  ${byTop(changes)}`,
      );
      console.log(run.steps.map(([title, seconds]) => `  ${seconds.toFixed(1)} s ${title}`).join('\n'));
    }
  }

  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}: \`npx tsx bench/site-build.ts --news ${values.news} --events ${values.events}\` (${availableParallelism()} CPUs, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}).`,
    '',
    '| step | clean checkout | nothing changed, caches kept | one more story, caches kept |',
    '|---|---|---|---|',
    // By position, not title: the two groups of three steps print the same "(the 3 steps above, side by side)".
    ...clean.steps.map(
      ([title, s], index) => `| ${title} | ${s.toFixed(1)} s | ${stepAt(same, index, title)} | ${stepAt(again, index, title)} |`,
    ),
    `| **wall time** | **${minutes(clean.seconds)}** | **${minutes(same.seconds)}** | **${minutes(again.seconds)}** |`,
    `| peak memory (whole process tree) | ${gb(clean.peakBytes)} | ${gb(same.peakBytes)} | ${gb(again.peakBytes)} |`,
    `| files of out/ added, changed or removed | ${all.files} written | ${changeRow(sameChanges)} | ${changeRow(againChanges)} |`,
    `| largest folder (files) | ${folder(cleanFolder)} | ${folder(sameChanges.largestFolder)} | ${folder(againChanges.largestFolder)} |`,
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
