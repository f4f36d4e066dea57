/**
 * Finishes out/ after `next build` (part of `npm run build`; the command is scripts/export-pages.ts):
 *   npx tsx scripts/export-pages.ts --stage .build-cache/next-export [--out out] [--workers N]
 *
 * 1. English to the root: the app has one `app/[lang]` tree, so Next writes English under
 *    <stage>/en/; readers find it at `/…`. Every entry of <stage>/en/ moves to the stage's root,
 *    and a clash with a root file stops the build naming both.
 * 2. Section pages get their Content-Security-Policy and out/_headers is written, in the stage
 *    (pipeline/page-policies.ts).
 * 3. The API documents, feeds, calendars and sitemap chunks are built here, not by Next
 *    (lib/build/route-files.ts), and written into out/ only when their bytes differ. Next's export
 *    is brought from the stage into out/, file by file: a new or changed file is moved, an
 *    unchanged one left alone (lib/build/node/out-sync.ts): out/ is never deleted, so an unchanged
 *    file keeps its mtime and inode (issue 18, incremental builds).
 * 4. Leaf pages: every page of every kind in components/pages/leaf-pages.ts, in every language, is
 *    rendered by our own renderer (components/site/leaf-page.tsx) to one HTML file,
 *    out/<lang>/<path>/index.html, with no framework runtime. Next is not involved, so nothing
 *    here depends on Next's output format, and the cost is the render and the write. The pages
 *    are shared out between one worker process per core (each loads the site data once), started
 *    first and running while this process does steps 1 to 3: leaf pages and the other files are
 *    disjoint paths of out/, checked once both are done (a clash fails the build naming the file
 *    and both producers, leaf-clash.ts).
 *    A page is written only when its bytes differ. Story and event pages (`keyedByView`) have an
 *    input key (lib/build/leaf-inputs.ts: their view, the shared data, the year, messages, assets,
 *    config and code version) and are not even rendered when the key and their file in out/ are
 *    the last build's (lib/build/node/leaf-keys.ts); they render with an environment that throws
 *    on any input outside the key, so the key cannot silently miss one. List pages (topic,
 *    country, month) show other records and are always rendered.
 * 5. The out/ paths of everything written or kept go to <cache>/produced/ (next.txt, pages.txt), so the last
 *    step (pipeline/prune-out.ts) can remove the files whose page is gone.
 */
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { BUILD_CACHE_DIR, NEXT_LIST, PAGES_LIST, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { codeVersion, rotateLeafKeys } from '@/lib/build/node/leaf-keys';
import { syncTree, writeFilesIfChanged, writeProducedList, type OutPath } from '@/lib/build/node/out-sync';
import { cachedPageScripts } from '@/lib/build/node/page-scripts-cache';
import { routeKeys } from '@/lib/build/node/route-keys';
import { routeFiles } from '@/lib/build/route-files';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { writePagePolicies } from '../page-policies';
import { mergeInto, removeNextNotFound } from './english-root';
import { ExportError } from './export-error';
import { leafClash } from './leaf-clash';
import { writeInWorkers } from './leaf-workers';
import { writeNotFoundPages, writePrintedSections } from './site-pages';

/** The folders and files whose bytes make the pages' code version (lib/build/node/leaf-keys.ts). */
const CODE_DIRS = ['components', 'lib', 'messages', 'scripts', 'pipeline', 'browser', 'styles', 'content/config'];
const CODE_FILES = ['package-lock.json', 'tsconfig.json', 'next.config.mjs', '.site/assets.json'];

export interface ExportOptions {
  /** Next's export folder (next.config.mjs distDir). */
  readonly stage: string;
  readonly out: string;
  /** The build cache (lib/build/cache-dir.ts). */
  readonly cache?: string;
  /** Leaf page worker processes (default: one per core). */
  readonly workers?: number;
  /** false renders every leaf page, ignoring the input keys. */
  readonly keys?: boolean;
}

/** Steps 1 to 5 above; prints what it did. */
export async function exportPages(options: ExportOptions): Promise<void> {
  const outDir = path.resolve(options.out);
  const stage = path.resolve(options.stage);
  const cache = options.cache ?? BUILD_CACHE_DIR;
  const lists = path.join(cache, PRODUCED_DIR);
  const started = Date.now();
  // The leaf pages first, in worker processes, while this process does the rest: the two write
  // disjoint files of out/ (checked once both are done), and this process would otherwise idle
  // while the workers run. Leaf pages' input keys: lib/build/leaf-inputs.ts; keys: false renders every page.
  const workers = Math.max(1, options.workers ?? availableParallelism());
  rotateLeafKeys(cache);
  const code = codeVersion(process.cwd(), CODE_DIRS, CODE_FILES);
  const keyArgs = options.keys === false ? [] : ['--cache', cache, '--code-version', code];
  const leafWorkers = writeInWorkers(outDir, workers, keyArgs);
  let moved: number;
  let routes: Awaited<ReturnType<typeof writeFilesIfChanged>>;
  let routesKept = 0;
  let synced: Awaited<ReturnType<typeof syncTree>>;
  let ours: Set<OutPath>;
  try {
    const english = path.join(stage, 'en');
    moved = existsSync(english) ? mergeInto(english, stage) : 0;
    removeNextNotFound(stage);
    // Next's copy of public/pagefind/, the index `npm run dev` serves (left there by a dev run on this
    // machine): the build writes its own into out/pagefind/ (pipeline/search-index.ts, --site),
    // and a copy moved over it would outlive the shards that step leaves untouched.
    rmSync(path.join(stage, 'pagefind'), { recursive: true, force: true });
    // Section pages get their policies in the stage, before the copy: a page is then compared with
    // out/ as it will be published (pipeline/page-policies.ts).
    // Their inline scripts are read once per page's bytes (lib/build/node/page-scripts-cache.ts).
    const pageScripts = cachedPageScripts(cache, code);
    const policies = writePagePolicies(stage, pageScripts.read);
    pageScripts.save();
    console.log(
      `page-policies: hashed the inline scripts of ${policies.pages} Next pages (${pageScripts.reused()} as in the last build); _headers has ${policies.rules} rules`,
    );
    // The API documents, feeds, calendars and sitemap chunks: ours, not Next's (lib/build/route-files.ts).
    // Sitemap chunks are keyed by their entries, as leaf pages are: an unchanged chunk is not made again.
    const keys = options.keys === false ? undefined : routeKeys(cache, outDir, code);
    routes = await writeFilesIfChanged(outDir, routeFiles(loadSiteData(), currentContext(), keys));
    keys?.save();
    routesKept = keys?.kept() ?? 0;
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
    `export-pages: moved ${moved} English entries to the root; route files: ${routes.files.length}, ${routes.written} written, ${routesKept} unchanged by input key; ` +
      `Next's export: ${synced.files.length} files, ${synced.written} written; ` +
      `${leaf.pages} leaf pages (${(leaf.bytes / 1024 / 1024).toFixed(1)} MB), ${leaf.skipped} unchanged by input key, ${leaf.written} written, with ${workers} workers in ${seconds} s`,
  );
}
