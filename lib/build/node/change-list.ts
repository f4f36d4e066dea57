import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '@/lib/node/atomic';
import { PRODUCED_DIR } from '../cache-dir';
import type { OutPath } from './out-sync';

// The build's own lists of what it changed in out/, so precompress and prune need not walk it; a
// build that finds `out-unsure` (one stopped half-way) or no `built` stamp walks as before.

export const WRITTEN_LIST = 'written.list';
export const SURE_MARK = 'sure';
export const UNSURE_MARK = 'out-unsure';
export const LAST_PRODUCED_DIR = 'produced-last';
const END = '# end';

/** The files a step wrote, closed by a line that says the list is whole. */
export function writeWrittenList(file: string, paths: Iterable<OutPath>): void {
  writeFileAtomic(file, `${[...paths, END].join('\n')}\n`);
}

/** This build's written files, or undefined when the list cannot be trusted (no sure mark, missing, cut). */
export function readWrittenList(cacheDir: string): Set<OutPath> | undefined {
  const lists = path.join(cacheDir, PRODUCED_DIR);
  return existsSync(path.join(lists, SURE_MARK)) ? readStepList(path.join(lists, WRITTEN_LIST)) : undefined;
}

/** The lists (`*.txt`) of a produced folder as one set, or undefined when there is none. */
function readLists(dir: string): Set<OutPath> | undefined {
  if (!existsSync(dir)) return undefined;
  const names = readdirSync(dir).filter((name) => name.endsWith('.txt'));
  if (names.length === 0) return undefined;
  const paths = new Set<OutPath>();
  for (const name of names) for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) if (line) paths.add(line);
  return paths;
}

/** What the last whole build produced and this one does not, or undefined when either is unknown. */
export function noLongerProduced(cacheDir: string, produced: ReadonlySet<OutPath>): OutPath[] | undefined {
  if (readWrittenList(cacheDir) === undefined) return undefined;
  const last = readLists(path.join(cacheDir, LAST_PRODUCED_DIR));
  if (last === undefined) return undefined;
  return [...last].filter((file) => !produced.has(file)).sort();
}

/** After a whole build: its produced lists become the ones the next build compares with. */
export function keepProducedLists(cacheDir: string): void {
  const from = path.join(cacheDir, PRODUCED_DIR);
  const to = path.join(cacheDir, LAST_PRODUCED_DIR);
  const temp = `${to}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  for (const name of readdirSync(from)) if (name.endsWith('.txt')) copyFileSync(path.join(from, name), path.join(temp, name));
  // Whole lists or none (then the next build walks out/), never a mix of two builds'.
  rmSync(to, { recursive: true, force: true });
  renameSync(temp, to);
}

/** A step's own list of the files it wrote (`written-precompress.list` …), or undefined when missing or cut. */
export function readStepList(file: string): Set<OutPath> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.pop() === END ? new Set(lines) : undefined;
}

/** The steps whose lists of files written make up a build's changes beside the export step's; Pagefind's writes are not listed (see below). */
export const STEP_LISTS = ['written-precompress.list', 'written-digests.list'] as const;

/** Changes to out/ since the publish last hashed it: one segment per whole build, appended by prune-out. */
export const PUBLISH_CHANGES = 'changes-since-publish.log';
const UNSURE_LINE = '# unsure';

/** After a whole build: its written and removed files for the next publish; a build not sure of its lists makes the log unsure. */
export function appendPublishChanges(cacheDir: string, outDir: string, removed: readonly OutPath[]): void {
  const lists = path.join(cacheDir, PRODUCED_DIR);
  const parts = [readWrittenList(cacheDir), ...STEP_LISTS.map((name) => readStepList(path.join(lists, name)))];
  const body = parts.some((part) => part === undefined) ? [UNSURE_LINE] : [...parts.flatMap((part) => [...part!]), ...removed];
  appendFileSync(path.join(cacheDir, PUBLISH_CHANGES), `${[`# build ${realpathSync(outDir)}`, ...body, END].join('\n')}\n`);
}

/** The files changed since the publish last hashed `outDir`, with the log's length; undefined when the log is missing, cut or unsure. */
export function readPublishChanges(cacheDir: string, outDir: string): { files: Set<OutPath>; length: number } | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(cacheDir, PUBLISH_CHANGES), 'utf8');
  } catch {
    return undefined;
  }
  const header = `# build ${realpathSync(outDir)}`;
  const files = new Set<OutPath>();
  let open = false;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('# build ')) {
      if (open || line !== header) return undefined;
      open = true;
    } else if (line === END) open = false;
    else if (!open || line === UNSURE_LINE) return undefined;
    else files.add(line);
  }
  return open ? undefined : { files, length: Buffer.byteLength(text) };
}

/** After the publish hashed out/: the log starts again, unless a build appended to it meanwhile (then it stays, and the next publish stats every file). */
export function resetPublishChanges(cacheDir: string, length: number): void {
  const file = path.join(cacheDir, PUBLISH_CHANGES);
  try {
    if (statSync(file).size === length) writeFileAtomic(file, '');
  } catch {}
}
