import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '@/lib/node/atomic';
import { PRODUCED_DIR } from '../cache-dir';
import type { OutPath } from './out-sync';

/**
 * The build's own list of what it changed in out/, so precompress and prune need not stat or walk it
 * all: the export step's files written (`written.list`), and the produced lists of the last whole
 * build (`produced-last/`), whose files this build no longer produces are the ones to remove.
 * `npm run build` leaves `out-unsure` in the cache from its start to its end: a build that finds
 * one (an earlier build stopped half-way) or no `built` stamp writes no `sure` mark, and its
 * steps fall back to the walk.
 */

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
  if (!existsSync(path.join(lists, SURE_MARK))) return undefined;
  let text: string;
  try {
    text = readFileSync(path.join(lists, WRITTEN_LIST), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.pop() !== END) return undefined;
  return new Set(lines);
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
