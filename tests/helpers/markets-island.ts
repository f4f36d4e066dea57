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
