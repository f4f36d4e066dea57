/**
 * Finishes out/ after `next build` (part of `npm run build`):
 *   npx tsx scripts/export-pages.ts --stage .build-cache/next-export [--out out] [--workers N]
 *
 * 1. English to the root: the app has one `app/[lang]` tree, so Next writes English under
 *    <stage>/en/; readers find it at `/…`. Every entry of <stage>/en/ moves to the stage's root,
 *    and a clash with a root file stops the build naming both.
 * 2. Section pages get their Content-Security-Policy and out/_headers is written, in the stage
 *    (scripts/page-policies.ts).
 * 3. The API documents, feeds, calendars and sitemap chunks are built here, not by Next
 *    (lib/build/route-files.ts), and written into out/ only when their bytes differ. Next's export
 *    is brought from the stage into out/, file by file: a new or changed file is moved, an
 *    unchanged one left alone (lib/build/node/out-sync.ts): out/ is never deleted, so an unchanged
 *    file keeps its mtime and inode (issue 18, incremental builds).
 * 4. Leaf pages: every page of every kind in app/[lang]/leaf-pages.ts, in every language, is
 *    rendered by our own renderer (components/site/leaf-page.tsx) to one HTML file,
 *    out/<lang>/<path>/index.html, with no framework runtime. Next is not involved, so nothing
 *    here depends on Next's output format, and the cost is the render and the write. The pages
 *    are shared out between one worker process per core (each loads the site data once), started
 *    first and running while this process does steps 1 to 3: leaf pages and the other files are
 *    disjoint paths of out/, checked once both are done (a clash fails the build naming the file
 *    and both producers, `leafClash`).
 *    A page is written only when its bytes differ. Story and event pages (`keyedByView`) have an
 *    input key (lib/build/leaf-inputs.ts: their view, the shared data, the year, messages, assets,
 *    config and code version) and are not even rendered when the key and their file in out/ are
 *    the last build's (lib/build/node/leaf-keys.ts); they render with an environment that throws
 *    on any input outside the key, so the key cannot silently miss one. List pages (topic,
 *    country, month) show other records and are always rendered.
 * 5. The out/ paths of everything written or kept go to <cache>/produced/ (next.txt, pages.txt), so the last
 *    step (scripts/prune-out.ts) can remove the files whose page is gone.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LEAF_PAGES } from '../components/pages/leaf-pages';
import { currentContext, loadSiteData } from '../lib/data/load';
import { renderNotFoundPage } from '../components/site/leaf-page';
import { MARKETS_PATH, renderMarketsPage } from '../components/pages/markets-page';
import { LOCALES } from '../lib/i18n/locales';
import { pageEnvFrom } from '../lib/pages/page-env';
import { leafPath } from '../lib/pages/routes';
import { pagePath } from '../lib/urls';
import { syncTree, toOutPath, writeFilesIfChanged, writeIfChanged, writeProducedList, type OutPath } from '../lib/build/node/out-sync';
import { routeFiles } from '../lib/build/route-files';
import { languageInputs, leafInputKey, sharedContentHash } from '../lib/build/leaf-inputs';
import {
  codeVersion,
  LEAF_KEYS_PREVIOUS_DIR,
  pageEntry,
  readLeafKeys,
  rotateLeafKeys,
  unchangedPage,
  writeLeafKeys,
  type LeafKeyEntry,
} from '../lib/build/node/leaf-keys';
import { siteAssets } from '../lib/pages/assets';
import { BUILD_CACHE_DIR, NEXT_LIST, PAGES_LIST, PRODUCED_DIR } from '../lib/build/cache-dir';
import { writePagePolicies } from './page-policies';
import { cachedPageScripts } from '../lib/build/node/page-scripts-cache';

export class ExportError extends Error {
  override name = 'ExportError';
}

/** Moves every entry of `from` into `to`, merging folders; an existing file is a clash. */
export function mergeInto(from: string, to: string): number {
  let moved = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (!existsSync(target)) {
      renameSync(source, target);
      moved++;
    } else if (entry.isDirectory() && statSync(target).isDirectory()) {
      moved += mergeInto(source, target);
    } else {
      throw new ExportError(`English page ${source} would overwrite ${target}: two routes produce the same file`);
    }
  }
  rmdirSync(from);
  return moved;
}

/**
 * The 404 pages, one per language with the whole site around it (components/site/leaf-page.tsx):
 * out/404.html in English, the file every static host serves for a missing path, and
 * out/<lang>/404.html, which Cloudflare Pages and `npm start` pick for a path under `/<lang>/`.
 * Next's own not-found copies go: they have no site chrome, and no URL should reach them.
 */
export function writeNotFoundPages(outDir: string): string[] {
  const data = loadSiteData();
  const ctx = currentContext();
  const files: string[] = [];
  for (const lang of LOCALES) {
    const file = path.join(outDir, pagePath(lang), '404.html');
    writeIfChanged(file, renderNotFoundPage(pageEnvFrom(data, ctx, lang)));
    files.push(toOutPath(outDir, file));
  }
  return files;
}

/**
 * The sections printed as plain HTML (lib/core/sections.ts `isPrintedSection`: the markets page),
 * one file per language, out/<lang>/<section>/index.html.
 */
export function writePrintedSections(outDir: string): string[] {
  const data = loadSiteData();
  const ctx = currentContext();
  const files: string[] = [];
  for (const lang of LOCALES) {
    const file = path.join(outDir, pagePath(lang, MARKETS_PATH), 'index.html');
    writeIfChanged(file, renderMarketsPage(pageEnvFrom(data, ctx, lang)));
    files.push(toOutPath(outDir, file));
  }
  return files;
}

/** Next's own not-found copies (no site chrome; no URL should reach them), removed from its export. */
export function removeNextNotFound(stage: string): void {
  for (const leftover of ['404', '_not-found', '404.html']) rmSync(path.join(stage, leftover), { recursive: true, force: true });
}

export interface LeafExportResult {
  readonly pages: number;
  readonly bytes: number;
  /** Pages whose bytes differed from the file in out/ (or had none), so were written. */
  readonly written: number;
  /** Keyed pages not rendered: their input key and their file in out/ were unchanged. */
  readonly skipped: number;
  /** out/ paths of every page of this share. */
  readonly files: string[];
}

/** Input keys: what the last build left, where this build's go, and the code's version. */
export interface LeafKeyOptions {
  readonly previous: ReadonlyMap<string, LeafKeyEntry>;
  readonly codeVersion: string;
  readonly save: (keys: ReadonlyMap<string, LeafKeyEntry>) => void;
}

/** The folders and files whose bytes make the pages' code version (lib/build/node/leaf-keys.ts). */
const CODE_DIRS = ['components', 'lib', 'messages', 'scripts', 'styles', 'content/config'];
const CODE_FILES = ['package-lock.json', 'tsconfig.json', 'next.config.mjs', '.site/assets.json'];

/**
 * Writes the leaf pages of one share (`part` of `parts`; every page when parts is 1) in every
 * language under `outDir`. Pages are dealt out in turn, so every share gets the same mix. With
 * `keys`, a page of a keyed kind (components/site/leaf-page.tsx `keyedByView`) whose input key
 * matches the last build's, and whose file is still the one that build left, is not rendered.
 */
export function writeLeafPages(
  outDir: string,
  part = 0,
  parts = 1,
  nextFiles: ReadonlySet<string> = new Set(),
  keys?: LeafKeyOptions,
): LeafExportResult {
  const data = loadSiteData();
  const ctx = currentContext();
  const sharedContent = keys ? sharedContentHash(data.content) : '';
  const newKeys = new Map<string, LeafKeyEntry>();
  let pages = 0;
  let bytes = 0;
  let written = 0;
  let skipped = 0;
  let turn = 0;
  const files: string[] = [];
  for (const lang of LOCALES) {
    const env = pageEnvFrom(data, ctx, lang);
    const languageKey = keys
      ? languageInputs({ codeVersion: keys.codeVersion, sharedContent, env, assets: siteAssets(), geoEndpoint: process.env.GEO_ENDPOINT })
      : '';
    for (const page of LEAF_PAGES) {
      for (const key of page.keys(data)) {
        if (turn++ % parts !== part) continue;
        const dir = path.join(outDir, pagePath(lang, leafPath(page, key)));
        const file = path.join(dir, 'index.html');
        const relative = toOutPath(outDir, file);
        // out/ holds the previous build's copy of this very page; a clash is with Next's export.
        if (nextFiles.has(relative)) {
          throw new ExportError(`${file} already exists: a leaf page and another route produce the same file`);
        }
        files.push(relative);
        pages++;
        const prepared = keys ? page.prepare?.(env, key) : undefined;
        if (prepared === null) throw new ExportError(`${dir}: ${page.pattern} lists "${key}" but cannot render it`);
        const inputKey = prepared ? leafInputKey(languageKey, page.pattern, key, prepared.view) : undefined;
        const previous = inputKey !== undefined ? keys!.previous.get(relative) : undefined;
        const kept = inputKey !== undefined ? unchangedPage(file, previous, inputKey) : undefined;
        if (kept) {
          newKeys.set(relative, kept);
          skipped++;
          bytes += kept.size;
          continue;
        }
        const html = prepared ? prepared.render() : page.render(env, key);
        if (html === null) throw new ExportError(`${dir}: ${page.pattern} lists "${key}" but cannot render it`);
        const encoded = Buffer.from(html, 'utf8');
        if (writeIfChanged(file, encoded)) written++;
        if (inputKey !== undefined) newKeys.set(relative, pageEntry(inputKey, encoded, statSync(file)));
        bytes += encoded.byteLength;
      }
    }
  }
  keys?.save(newKeys);
  return { pages, bytes, written, skipped, files };
}

/** The command's flags (node:util parseArgs; the build and its worker processes pass them). */
function flags() {
  return parseArgs({
    args: process.argv.slice(2).filter((word) => word !== '--'),
    options: {
      out: { type: 'string', default: 'out' },
      stage: { type: 'string' },
      cache: { type: 'string' },
      workers: { type: 'string' },
      'next-list': { type: 'string' },
      'code-version': { type: 'string' },
      'no-keys': { type: 'boolean', default: false },
      part: { type: 'string' },
      parts: { type: 'string', default: '1' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}

/** Worker processes writing leaf pages: their summed result, and a way to stop them. */
interface LeafWorkers {
  readonly result: Promise<LeafExportResult>;
  stop(): void;
}

/** Starts `parts` worker processes of this script (same loader, production React); sums them when all are done. */
function writeInWorkers(outDir: string, parts: number, keyArgs: string[]): LeafWorkers {
  const script = process.argv[1]!;
  const children: ChildProcess[] = [];
  const runs = Array.from(
    { length: parts },
    (_, part) =>
      new Promise<LeafExportResult>((resolve, reject) => {
        const args = ['--out', outDir, '--part', String(part), '--parts', String(parts), ...keyArgs];
        const child = fork(script, args, {
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        });
        children.push(child);
        let result: LeafExportResult | undefined;
        child.on('message', (message) => (result = message as LeafExportResult));
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 && result ? resolve(result) : reject(new ExportError(`leaf page worker ${part + 1}/${parts} failed (exit ${code})`)),
        );
      }),
  );
  const result = Promise.all(runs).then((results) => ({
    pages: results.reduce((sum, r) => sum + r.pages, 0),
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    written: results.reduce((sum, r) => sum + r.written, 0),
    skipped: results.reduce((sum, r) => sum + r.skipped, 0),
    files: results.flatMap((r) => r.files),
  }));
  // Awaited only once this process's own share is done; a worker failing before then is reported then.
  result.catch(() => undefined);
  return { result, stop: () => children.forEach((child) => child.kill()) };
}

/**
 * The leaf pages' clash check, after the workers and the route files and Next's export are all in
 * out/: they run at the same time, so a clash cannot stop a worker before it writes (the build
 * fails here instead, naming the file and both producers, and the next build writes it again).
 */
export function leafClash(
  leafFiles: readonly OutPath[],
  nextFiles: ReadonlySet<OutPath>,
  routeFiles: ReadonlySet<OutPath>,
): string | undefined {
  for (const file of leafFiles) {
    if (nextFiles.has(file)) return `${file}: a leaf page (components/pages/leaf-pages.ts) and Next's export both produce it`;
    if (routeFiles.has(file))
      return `${file}: a leaf page (components/pages/leaf-pages.ts) and the route files (lib/build/route-files.ts) both produce it`;
  }
  return undefined;
}

async function main(): Promise<void> {
  const args = flags();
  const outDir = path.resolve(args.out);
  const part = args.part;
  if (part !== undefined) {
    // A worker: write its share and report to the coordinator.
    const nextList = args['next-list'];
    const nextFiles = new Set(nextList ? readFileSync(nextList, 'utf8').split('\n').filter(Boolean) : []);
    const cache = args.cache ?? BUILD_CACHE_DIR;
    const codeVersion = args['code-version'];
    const keys: LeafKeyOptions | undefined = codeVersion
      ? {
          previous: readLeafKeys(path.join(cache, LEAF_KEYS_PREVIOUS_DIR)),
          codeVersion,
          save: (entries) => writeLeafKeys(cache, Number(part), entries),
        }
      : undefined;
    const result = writeLeafPages(outDir, Number(part), Number(args.parts), nextFiles, keys);
    process.send?.(result);
    return;
  }
  const stageArg = args.stage;
  if (!stageArg) throw new ExportError('--stage <Next export folder> is required');
  const stage = path.resolve(stageArg);
  const cache = args.cache ?? BUILD_CACHE_DIR;
  const lists = path.join(cache, PRODUCED_DIR);
  const started = Date.now();
  // The leaf pages first, in worker processes, while this process does the rest: the two write
  // disjoint files of out/ (checked once both are done), and this process would otherwise idle
  // while the workers run. Leaf pages' input keys: lib/build/leaf-inputs.ts; --no-keys renders every page.
  const workers = Math.max(1, Number(args.workers ?? availableParallelism()));
  rotateLeafKeys(cache);
  const code = codeVersion(process.cwd(), CODE_DIRS, CODE_FILES);
  const keyArgs = args['no-keys'] ? [] : ['--cache', cache, '--code-version', code];
  const leafWorkers = writeInWorkers(outDir, workers, keyArgs);
  let moved: number;
  let routes: ReturnType<typeof writeFilesIfChanged>;
  let synced: Awaited<ReturnType<typeof syncTree>>;
  let ours: Set<OutPath>;
  try {
    const english = path.join(stage, 'en');
    moved = existsSync(english) ? mergeInto(english, stage) : 0;
    removeNextNotFound(stage);
    // Next's copy of public/pagefind/, the index `npm run dev` serves (left there by a dev run on this
    // machine): the build writes its own into out/pagefind/ (scripts/build-search-index.ts --site),
    // and a copy moved over it would outlive the shards that step leaves untouched.
    rmSync(path.join(stage, 'pagefind'), { recursive: true, force: true });
    // Section pages get their policies in the stage, before the copy: a page is then compared with
    // out/ as it will be published (scripts/page-policies.ts).
    // Their inline scripts are read once per page's bytes (lib/build/node/page-scripts-cache.ts).
    const pageScripts = cachedPageScripts(cache, code);
    const policies = writePagePolicies(stage, pageScripts.read);
    pageScripts.save();
    console.log(
      `page-policies: hashed the inline scripts of ${policies.pages} Next pages (${pageScripts.reused()} as in the last build); _headers has ${policies.rules} rules`,
    );
    // The API documents, feeds, calendars and sitemap chunks: ours, not Next's (lib/build/route-files.ts).
    routes = writeFilesIfChanged(outDir, routeFiles(loadSiteData(), currentContext()));
    synced = await syncTree(stage, outDir, routes.market);
    ours = new Set(routes.files);
    const clash = synced.files.find((file) => ours.has(file));
    if (clash) throw new ExportError(`${clash}: Next's export and the route files (lib/build/route-files.ts) both produce it`);
  } catch (error) {
    leafWorkers.stop();
    throw error;
  }
  // Next's files and the route files: what prune-out keeps (the stage has lost the files moved into out/).
  writeProducedList(path.join(lists, NEXT_LIST), [...synced.files, ...routes.files]);
  const leaf = await leafWorkers.result;
  const printed = writePrintedSections(outDir);
  const leafClashing = leafClash([...leaf.files, ...printed], new Set(synced.files), ours);
  if (leafClashing) throw new ExportError(leafClashing);
  const notFound = writeNotFoundPages(outDir);
  writeProducedList(path.join(lists, PAGES_LIST), [...leaf.files, ...printed, ...notFound]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `export-pages: moved ${moved} English entries to the root; route files: ${routes.files.length}, ${routes.written} written; ` +
      `Next's export: ${synced.files.length} files, ${synced.written} written; ` +
      `${leaf.pages} leaf pages (${(leaf.bytes / 1024 / 1024).toFixed(1)} MB), ${leaf.skipped} unchanged by input key, ${leaf.written} written, with ${workers} workers in ${seconds} s`,
  );
}

if (process.argv[1] && /export-pages\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`export-pages failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
