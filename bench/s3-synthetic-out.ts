// A synthetic out/ of the shape of the 10,000-story build (bench/README.md, "Publishing at 10,000
// stories"), for bench/s3-publish.ts --synthetic: building two 10,000-story sites takes a quarter
// of an hour on this machine, and the publish only reads files. About 195,000 files and 1.3 GB:
// seven languages of story and event pages, one Pagefind bundle per language (12,000 fragments
// each), 22,000 API documents, a few large lists with their .gz and .br copies, and `_headers`.
// Bytes are a shared random block behind a per-file header, so every file has its own MD5.
// `oneMoreStory` then changes the folder in place the way the incremental build does: new files
// for the story, and 1,357 existing files (996 search files, the rest pages, API documents and
// lists, chosen with a fixed seed) written to a temporary name and renamed over the old (a new
// inode and mtime); every other file keeps its inode and mtime.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LANGS = ['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is'];
const STORIES = 10_035;
const EVENTS = 2_021;
const FRAGMENTS_PER_LANG = 12_000;
const INDEX_CHUNKS_PER_LANG = 500;
const OTHER_API_DOCUMENTS = 12_000;
const SECTION_PAGES = 1_000;
const STATIC_ASSETS = 400;

/** A small, seeded generator (mulberry32), so two runs make the same tree and the same change set. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BLOCK = randomBytes(1 << 20);

function body(relative: string, size: number, version: number): Buffer {
  const header = Buffer.from(`${relative} v${version}\n`);
  const rest = Math.max(0, size - header.length);
  const offset = (relative.length * 7919 + version * 104729) % (BLOCK.length - rest);
  return Buffer.concat([header, BLOCK.subarray(offset, offset + rest)]);
}

interface Spec {
  readonly relative: string;
  readonly size: number;
}

/** Every file of the tree, with its size. */
export function syntheticFiles(scale = 1): Spec[] {
  const next = random(18);
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const around = (mean: number) => Math.round(mean * (0.6 + 0.8 * next()));
  const files: Spec[] = [];
  const add = (relative: string, size: number) => files.push({ relative, size });
  for (let story = 0; story < n(STORIES); story += 1) {
    for (const lang of LANGS) add(`${lang}/news/story-${story}/index.html`, around(11_000));
    add(`api/v1/news/story-${story}.json`, around(4_000));
  }
  for (let event = 0; event < n(EVENTS); event += 1) {
    for (const lang of LANGS) add(`${lang}/events/event-${event}/index.html`, around(8_000));
    add(`events/event-${event}.ics`, around(900));
  }
  for (const lang of LANGS) {
    for (let fragment = 0; fragment < n(FRAGMENTS_PER_LANG); fragment += 1)
      add(`pagefind/${lang}/fragment/${lang}_${fragment}.pf_fragment`, around(1_500));
    for (let chunk = 0; chunk < n(INDEX_CHUNKS_PER_LANG); chunk += 1)
      add(`pagefind/${lang}/index/${lang}_${chunk}.pf_index`, around(20_000));
    add(`pagefind/${lang}/pagefind-entry.json`, 400);
  }
  for (let document = 0; document < n(OTHER_API_DOCUMENTS); document += 1) add(`api/v1/other/doc-${document}.json`, around(5_000));
  for (let page = 0; page < n(SECTION_PAGES); page += 1) add(`${LANGS[page % LANGS.length]}/section-${page}/index.html`, around(12_000));
  for (let asset = 0; asset < n(STATIC_ASSETS); asset += 1) add(`_next/static/chunks/chunk-${asset}.js`, around(40_000));
  for (const [relative, size] of [
    ['api/v1/news.json', 33_300_000],
    ['api/v1/archive/articles.json', 5_500_000],
    ['sitemap.xml', 9_000_000],
    ['feed.xml', 2_000_000],
  ] as const) {
    add(relative, n(size));
    add(`${relative}.gz`, n(size / 6));
    add(`${relative}.br`, n(size / 8));
  }
  add('index.html', 30_000);
  add('404.html', 5_000);
  add('_headers', '/api/v1/*\n  Cache-Control: public, max-age=300\n'.length);
  return files;
}

function writeAtomically(root: string, relative: string, bytes: Buffer): void {
  const target = path.join(root, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.tmp-bench`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, target);
}

/** Writes the tree into `root` (a new folder); `scale` below 1 makes a smaller tree of the same shape (for a quick try). */
export function writeSyntheticOut(root: string, scale = 1): { files: number; bytes: number } {
  let bytes = 0;
  const specs = syntheticFiles(scale);
  for (const { relative, size } of specs) {
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    const content = relative === '_headers' ? Buffer.from('/api/v1/*\n  Cache-Control: public, max-age=300\n') : body(relative, size, 0);
    writeFileSync(target, content);
    bytes += content.length;
  }
  return { files: specs.length, bytes };
}

/** One more story, in place (see the top of the file); returns the number of files written. */
export function oneMoreStory(root: string, scale = 1): number {
  const next = random(4242);
  const specs = syntheticFiles(scale);
  const search = specs.filter((spec) => spec.relative.startsWith('pagefind/'));
  const rest = specs.filter((spec) => /\.(html|json|xml)$/.test(spec.relative) && !spec.relative.startsWith('pagefind/'));
  const chosen = new Map<string, number>();
  while (chosen.size < Math.round(996 * scale)) {
    const spec = search[Math.floor(next() * search.length)] as Spec;
    chosen.set(spec.relative, spec.size);
  }
  while (chosen.size < Math.round(1_357 * scale)) {
    const spec = rest[Math.floor(next() * rest.length)] as Spec;
    chosen.set(spec.relative, spec.size);
  }
  for (const relative of ['api/v1/news.json', 'sitemap.xml', 'feed.xml']) {
    // The lists every story is in, with their compressed copies.
    for (const suffix of ['', '.gz', '.br'])
      chosen.set(`${relative}${suffix}`, specs.find((spec) => spec.relative === `${relative}${suffix}`)?.size ?? 1);
  }
  for (const lang of LANGS) chosen.set(`${lang}/news/story-new/index.html`, 11_000);
  chosen.set('api/v1/news/story-new.json', 4_000);
  for (const [relative, size] of chosen) writeAtomically(root, relative, body(relative, size, 1));
  return chosen.size;
}
