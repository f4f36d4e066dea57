import type { Page } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { liveOff } from '@/components/markets/live-reads';
import { MarketsBody } from '@/components/markets/markets-body';
import { DEFAULT_CONTROLS } from '@/components/markets/row-selection';
import type { MarketsFile } from '@/lib/markets/markets-file';
import { tableView, type TableSource } from '@/lib/markets/table-view';
import { MESSAGES } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

/** The markets island as the build prints it from a file (no live reads, no changes yet). */
export function printIsland(
  file: TableSource,
  exchanges: MarketsFile['exchanges'],
  fileAt: string,
  lang: Locale,
  refresh: MarketsFile['refresh'] = { browser_json_seconds: 900, browser_exchange_seconds: 300 },
): string {
  return renderToStaticMarkup(
    createElement(MarketsBody, {
      shown: { view: tableView(file), exchanges, quotes: file.quotes, changes: { generated_at: fileAt, bySymbol: {} }, fileAt },
      live: [],
      off: liveOff(exchanges, [], true),
      context: { extras: { assetPages: {}, sparklines: {} }, refresh, locale: lang, labels: MESSAGES[lang].markets },
      scripted: false,
      controls: DEFAULT_CONTROLS,
    }),
  );
}

/** The symbols of the table's rows, in order. */
export const rowSymbols = (html: string): string[] => [...html.matchAll(/<tr data-symbol="([^"]+)"/g)].map((m) => m[1]!);

/**
 * Installs a browser test's clock at the moment the markets page's first live read falls due: one
 * exchange period after the served file's own time (components/markets/first-read.ts). That file is
 * the build's (BUILD_NOW), so right after a build the machine's time is up to a period too early,
 * and a test started then would wait five minutes for a read; from the file, never from the run.
 */
export async function installIslandClock(page: Page, origin: string): Promise<number> {
  const file = (await (await page.request.get(`${origin}/api/v1/markets.json`)).json()) as Pick<MarketsFile, 'generated_at' | 'refresh'>;
  const time = Date.parse(file.generated_at) + file.refresh.browser_exchange_seconds * 1000;
  if (!Number.isFinite(time))
    throw new Error(`${origin}/api/v1/markets.json: no generated_at and browser_exchange_seconds to start the clock from`);
  await page.clock.install({ time });
  return time;
}
