/**
 * Finishes out/ after `next build` (part of `npm run build`):
 *   npx tsx scripts/export-pages.ts [--out out] [--workers N]
 *
 * 1. English to the root: the app has one `app/[lang]` tree, so Next writes English under
 *    out/en/; readers find it at `/…`. Every entry of out/en/ moves to out/, and a clash with a
 *    root file stops the build naming both.
 * 2. Leaf pages: every page of every kind in app/[lang]/leaf-pages.ts, in every language, is
 *    rendered by our own renderer (components/site/leaf-page.tsx) to one HTML file,
 *    out/<lang>/<path>/index.html, with no framework runtime. Next is not involved, so nothing
 *    here depends on Next's output format, and the cost is the render and the write. The pages
 *    are shared out between one worker process per core (each loads the site data once).
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LEAF_PAGES } from '../components/pages/leaf-pages';
import { currentContext, loadSiteData } from '../lib/data/load';
import { renderNotFoundPage } from '../components/site/leaf-page';
import { LOCALES } from '../lib/i18n/locales';
import { pageEnvFrom } from '../lib/site/page-env';
import { leafPath } from '../lib/site/routes';
import { pagePath } from '../lib/urls';

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
export function writeNotFoundPages(outDir: string): number {
  const data = loadSiteData();
  const ctx = currentContext();
  for (const leftover of ['404', '_not-found']) rmSync(path.join(outDir, leftover), { recursive: true, force: true });
  for (const lang of LOCALES) {
    const file = path.join(outDir, pagePath(lang), '404.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, renderNotFoundPage(pageEnvFrom(data, ctx, lang)));
  }
  return LOCALES.length;
}

export interface LeafExportResult {
  readonly pages: number;
  readonly bytes: number;
}

/**
 * Writes the leaf pages of one share (`part` of `parts`; every page when parts is 1) in every
 * language under `outDir`. Pages are dealt out in turn, so every share gets the same mix.
 */
export function writeLeafPages(outDir: string, part = 0, parts = 1): LeafExportResult {
  const data = loadSiteData();
  const ctx = currentContext();
  let pages = 0;
  let bytes = 0;
  let turn = 0;
  for (const lang of LOCALES) {
    const env = pageEnvFrom(data, ctx, lang);
    for (const page of LEAF_PAGES) {
      for (const key of page.keys(data)) {
        if (turn++ % parts !== part) continue;
        const html = page.render(env, key);
        const dir = path.join(outDir, pagePath(lang, leafPath(page, key)));
        if (html === null) throw new ExportError(`${dir}: ${page.pattern} lists "${key}" but cannot render it`);
        const file = path.join(dir, 'index.html');
        if (existsSync(file)) throw new ExportError(`${file} already exists: a leaf page and another route produce the same file`);
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, html);
        pages++;
        bytes += Buffer.byteLength(html);
      }
    }
  }
  return { pages, bytes };
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Runs `parts` worker processes of this script (same loader, production React) and sums them. */
function writeInWorkers(outDir: string, parts: number): Promise<LeafExportResult> {
  const script = process.argv[1]!;
  const runs = Array.from(
    { length: parts },
    (_, part) =>
      new Promise<LeafExportResult>((resolve, reject) => {
        const child = fork(script, ['--out', outDir, '--part', String(part), '--parts', String(parts)], {
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        });
        let result: LeafExportResult | undefined;
        child.on('message', (message) => (result = message as LeafExportResult));
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 && result ? resolve(result) : reject(new ExportError(`leaf page worker ${part + 1}/${parts} failed (exit ${code})`)),
        );
      }),
  );
  return Promise.all(runs).then((results) => ({
    pages: results.reduce((sum, r) => sum + r.pages, 0),
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
  }));
}

async function main(): Promise<void> {
  const outDir = path.resolve(arg('out') ?? 'out');
  const part = arg('part');
  if (part !== undefined) {
    // A worker: write its share and report to the coordinator.
    const result = writeLeafPages(outDir, Number(part), Number(arg('parts') ?? '1'));
    process.send?.(result);
    return;
  }
  const started = Date.now();
  const english = path.join(outDir, 'en');
  const moved = existsSync(english) ? mergeInto(english, outDir) : 0;
  const workers = Math.max(1, Number(arg('workers') ?? availableParallelism()));
  const { pages, bytes } = await writeInWorkers(outDir, workers);
  writeNotFoundPages(outDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `export-pages: moved ${moved} English entries to the root; wrote ${pages} leaf pages (${(bytes / 1024 / 1024).toFixed(1)} MB) ` +
      `with ${workers} workers in ${seconds} s`,
  );
}

if (process.argv[1] && /export-pages\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`export-pages failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
