/**
 * Finishes out/ after `next build`:  npx tsx scripts/export-pages.ts [--out out] [--workers N]
 * 1. English moves from <stage>/en/ to the root; 2. section pages get their policies and _headers
 * (page-policies.ts); 3. the route files (lib/build/route-files.ts) and Next's export reach out/,
 * each file only when its bytes differ (out/ is never deleted); 4. leaf pages render in worker
 * processes meanwhile, skipped when their input key is unchanged (lib/build/leaf-inputs.ts);
 * 5. every path written or kept is listed for prune-out. The whole walk: docs/architecture.md.
 */
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { BUILD_CACHE_DIR, NEXT_LIST, PAGES_LIST, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { codeVersion, rotateLeafKeys } from '@/lib/build/node/leaf-keys';
import { syncTree, writeFilesIfChanged, writeProducedList, type OutPath } from '@/lib/build/node/out-sync';
import { WRITTEN_LIST, writeWrittenList } from '@/lib/build/node/change-list';
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
  readonly stage: string;
  readonly out: string;
  readonly cache?: string;
  readonly workers?: number;
  /** false renders every leaf page, ignoring the input keys. */
  readonly keys?: boolean;
}

export async function exportPages(options: ExportOptions): Promise<void> {
  const outDir = path.resolve(options.out);
  const stage = path.resolve(options.stage);
  const cache = options.cache ?? BUILD_CACHE_DIR;
  const lists = path.join(cache, PRODUCED_DIR);
  const started = Date.now();
  // The leaf workers start first: they write disjoint files of out/ (checked once both are done).
  const workers = Math.max(1, options.workers ?? availableParallelism());
  rotateLeafKeys(cache);
  const code = codeVersion(process.cwd(), CODE_DIRS, CODE_FILES);
  const keyArgs = options.keys === false ? [] : ['--cache', cache, '--code-version', code];
  const leafWorkers = writeInWorkers(outDir, workers, keyArgs);
  let moved: number;
  let routes: Awaited<ReturnType<typeof writeFilesIfChanged>>;
  let routesKept = 0;
  let routesBuilt = 0;
  let synced: Awaited<ReturnType<typeof syncTree>>;
  let ours: Set<OutPath>;
  try {
    const english = path.join(stage, 'en');
    moved = existsSync(english) ? mergeInto(english, stage) : 0;
    removeNextNotFound(stage);
    // A dev run's public/pagefind/ copy would outlive the shards the search step leaves untouched in out/pagefind/.
    rmSync(path.join(stage, 'pagefind'), { recursive: true, force: true });
    // Policies in the stage, so a page is compared with out/ as it will be published.
    const pageScripts = cachedPageScripts(cache, code);
    const policies = writePagePolicies(stage, pageScripts.read);
    pageScripts.save();
    console.log(
      `page-policies: hashed the inline scripts of ${policies.pages} Next pages (${pageScripts.reused()} as in the last build); _headers has ${policies.rules} rules`,
    );
    // The API documents, feeds, calendars and sitemap chunks: ours, not Next's (lib/build/route-files.ts).
    // Keyed by their inputs, as leaf pages are: a file whose inputs are unchanged is not made again.
    const keys = options.keys === false ? undefined : routeKeys(cache, outDir, code);
    routes = await writeFilesIfChanged(outDir, routeFiles(loadSiteData(), currentContext(), keys));
    keys?.save();
    routesKept = keys?.kept() ?? 0;
    routesBuilt = keys?.built() ?? routes.files.length;
    synced = await syncTree(stage, outDir, routes.market);
    ours = new Set(routes.files);
    const clash = synced.files.find((file) => ours.has(file));
    if (clash) throw new ExportError(`${clash}: Next's export and the route files (lib/build/route-files.ts) both produce it`);
  } catch (error) {
    leafWorkers.stop();
    throw error;
  }
  // What prune-out keeps: Next's files and the route files (the stage has lost those moved into out/).
  writeProducedList(path.join(lists, NEXT_LIST), [...synced.files, ...routes.files]);
  const leaf = await leafWorkers.result;
  const printed = writePrintedSections(outDir);
  const leafClashing = leafClash([...leaf.files, ...printed], new Set(synced.files), ours);
  if (leafClashing) throw new ExportError(leafClashing);
  const notFound = writeNotFoundPages(outDir);
  writeProducedList(path.join(lists, PAGES_LIST), [...leaf.files, ...printed, ...notFound]);
  // Last, once every file is in place: what precompress and prune read instead of stat'ing out/ (the printed and 404 pages may be unchanged).
  writeWrittenList(path.join(lists, WRITTEN_LIST), [
    ...routes.writtenFiles,
    ...synced.writtenFiles,
    ...leaf.writtenFiles,
    ...printed,
    ...notFound,
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `export-pages: moved ${moved} English entries to the root; route files: ${routes.files.length}, ${routesKept} kept by input key, ${routesBuilt} built, ${routes.written} written; ` +
      `Next's export: ${synced.files.length} files, ${synced.written} written; ` +
      `${leaf.pages} leaf pages (${(leaf.bytes / 1024 / 1024).toFixed(1)} MB), ${leaf.skipped} unchanged by input key, ${leaf.written} written, with ${workers} workers in ${seconds} s`,
  );
}
