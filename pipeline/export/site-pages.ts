import path from 'node:path';
import { MARKETS_PATH, renderMarketsPage } from '@/components/pages/markets-page';
import { renderNotFoundPage } from '@/components/site/leaf-page';
import { toOutPath, writeIfChanged } from '@/lib/build/node/out-sync';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { LOCALES } from '@/lib/i18n/locales';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

/** The 404 pages with the site around them: out/404.html, and out/<lang>/404.html for paths under `/<lang>/`. */
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

/** The sections printed as plain HTML (`isPrintedSection`), one file per language. */
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
