import path from 'node:path';
import { MARKETS_PATH, renderMarketsPage } from '@/components/pages/markets-page';
import { renderNotFoundPage } from '@/components/site/leaf-page';
import { toOutPath, writeIfChanged } from '@/lib/build/node/out-sync';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { LOCALES } from '@/lib/i18n/locales';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

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
