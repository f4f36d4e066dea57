/**
 * Finishes the static export after `next build` (part of `npm run build`):
 *   npx tsx scripts/export-pages.ts [--out out]
 *
 * 1. English to the root: the app has one `app/[lang]` tree, so Next writes English under
 *    out/en/; readers find it at `/…`. Every entry of out/en/ moves to out/, and a clash with a
 *    root file stops the build naming both.
 * 2. Leaf pages: every page of every kind in app/[lang]/leaf-pages.ts, in every language, is
 *    rendered by our own renderer (components/site/leaf-page.tsx) to one HTML file,
 *    out/<lang>/<path>/index.html, with no framework runtime. Next is not involved, so nothing
 *    here depends on Next's output format, and the cost is the render and the write.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LEAF_PAGES } from '../app/[lang]/leaf-pages';
import { currentContext, loadSiteData } from '../lib/api/load';
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

export interface LeafExportResult {
  readonly pages: number;
  readonly bytes: number;
}

/** Writes every leaf page in every language under `outDir`. */
export function writeLeafPages(outDir: string): LeafExportResult {
  const data = loadSiteData();
  const ctx = currentContext();
  let pages = 0;
  let bytes = 0;
  for (const lang of LOCALES) {
    const env = pageEnvFrom(data, ctx, lang);
    for (const page of LEAF_PAGES) {
      for (const key of page.keys(data)) {
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

if (process.argv[1] && /export-pages\.ts$/.test(process.argv[1])) {
  const outDir = path.resolve(arg('out') ?? 'out');
  const started = Date.now();
  try {
    const english = path.join(outDir, 'en');
    const moved = existsSync(english) ? mergeInto(english, outDir) : 0;
    const { pages, bytes } = writeLeafPages(outDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `export-pages: moved ${moved} English entries to the root; wrote ${pages} leaf pages (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds} s`,
    );
  } catch (error) {
    console.error(`export-pages failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
