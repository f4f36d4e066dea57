import { renderToStaticMarkup } from 'react-dom/server';
import type { ExchangeId } from '@/lib/markets/constants';
import { fetchExchange } from '@/lib/markets/fetch';
import type { ExchangeResult } from '@/lib/markets/types';
import { knownSeparators, type Separators } from '@/lib/pages/format';
import { printTableInSlices, type PrintedTable, type TableInput } from './live-table';

/**
 * The worker's jobs on the page's main thread, for a browser that cannot run the worker
 * (live-jobs.ts): loaded only then, and computed in slices of a few milliseconds so the reader's
 * taps are answered in between.
 */

export function readHere(exchange: ExchangeId, timeoutMs: number, baseUrls: Partial<Record<ExchangeId, string>>): Promise<ExchangeResult> {
  return fetchExchange(exchange, { timeoutMs, retry: false, baseUrls });
}

export function printHere(input: TableInput, separators: Separators): Promise<PrintedTable> {
  knownSeparators(input.context.locale, separators);
  return printTableInSlices(input, renderToStaticMarkup, slicePause());
}

/** A pause that gives the browser its turn once a slice of work has run for a few milliseconds. */
function slicePause(budgetMs = 4): (always?: boolean) => Promise<void> {
  let start = performance.now();
  return async (always = false) => {
    if (!always && performance.now() - start < budgetMs) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    start = performance.now();
  };
}
