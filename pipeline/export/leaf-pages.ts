import { statSync } from 'node:fs';
import path from 'node:path';
import { LEAF_PAGES } from '@/components/pages/leaf-pages';
import { languageInputs, leafInputKey, sharedContentHash } from '@/lib/build/leaf-inputs';
import { pageEntry, unchangedPage, type LeafKeyEntry } from '@/lib/build/node/leaf-keys';
import { toOutPath, writeIfChanged } from '@/lib/build/node/out-sync';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { LOCALES } from '@/lib/i18n/locales';
import { siteAssets } from '@/lib/pages/assets';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { leafPath } from '@/lib/pages/routes';
import { pagePath } from '@/lib/urls';
import { ExportError } from './export-error';
import { readEnv } from '@/lib/config';

export interface LeafExportResult {
  readonly pages: number;
  readonly bytes: number;
  /** Pages whose bytes differed from the file in out/ (or had none), so were written. */
  readonly written: number;
  /** Keyed pages not rendered: their input key and their file in out/ were unchanged. */
  readonly skipped: number;
  /** out/ paths of every page of this share. */
  readonly files: string[];
  /** The pages written (their bytes differed). */
  readonly writtenFiles: string[];
}

/** Input keys: what the last build left, where this build's go, and the code's version. */
export interface LeafKeyOptions {
  readonly previous: ReadonlyMap<string, LeafKeyEntry>;
  readonly codeVersion: string;
  readonly save: (keys: ReadonlyMap<string, LeafKeyEntry>) => void;
}

/** One share (`part` of `parts`) of the leaf pages, dealt out in turn so every share gets the same mix. */
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
  const writtenFiles: string[] = [];
  for (const lang of LOCALES) {
    const env = pageEnvFrom(data, ctx, lang);
    const languageKey = keys
      ? languageInputs({ codeVersion: keys.codeVersion, sharedContent, env, assets: siteAssets(), geoEndpoint: readEnv().GEO_ENDPOINT })
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
        if (writeIfChanged(file, encoded)) {
          written++;
          writtenFiles.push(relative);
        }
        if (inputKey !== undefined) newKeys.set(relative, pageEntry(inputKey, encoded, statSync(file)));
        bytes += encoded.byteLength;
      }
    }
  }
  keys?.save(newKeys);
  return { pages, bytes, written, skipped, files, writtenFiles };
}
