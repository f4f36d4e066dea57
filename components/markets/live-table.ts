import type { ReactElement } from 'react';
import type { BuildExtras, MarketsFile } from '@/lib/markets/markets-file';
import { tableView, tableViewInSlices, type TableSource, type TableView } from '@/lib/markets/table-view';
import type { ExchangeResult, MarketChanges } from '@/lib/markets/types';
import { shownChanges, type ShownChanges } from '@/lib/pages/change-display';
import { marketsParts, pricedRows, rowRanks } from './markets-body';
import { PART_NAMES, type PartName } from './part-names';
import type { Labels } from './market-figures';
import { rowMarkup, type RowMarkup } from './market-row';

/**
 * The markets page's live part printed from new data, off the page's main thread (live-worker.ts;
 * the same code on the page when there is no worker): the table computed with lib/markets as the
 * build does, its rows and parts printed by the same functions as the build's page
 * (markets-body.tsx), for the page's script to swap in where they differ.
 */
export interface TableInput {
  readonly file: TableSource;
  /** The exchanges as the newest file lists them. */
  readonly exchanges: MarketsFile['exchanges'];
  /** The latest live read of each exchange read from the browser, failed or not. */
  readonly live: readonly ExchangeResult[];
  /** `markets/changes.json` when a reload brought a newer one than the build's; null keeps the build's. */
  readonly changes: MarketChanges | null;
  /** `generated_at` of the file the figures come from. */
  readonly fileAt: string;
  readonly context: PrintContext;
}

/** What the page was built with and prints with, the same for every job. */
export interface PrintContext {
  readonly extras: BuildExtras;
  readonly builtChanges: ShownChanges;
  readonly refresh: MarketsFile['refresh'];
  readonly locale: string;
  readonly labels: Labels;
}

export interface PrintedTable {
  readonly rows: readonly RowMarkup[];
  readonly parts: Readonly<Record<PartName, string>>;
}

type Render = (element: ReactElement) => string;

/** Only successful reads are laid over the file; a failed one leaves that exchange's rows as the file has them. */
const succeeded = (live: readonly ExchangeResult[]) => live.filter((result) => result.status === 'ok');

export function printTable(input: TableInput, render: Render): PrintedTable {
  return print(input, tableView(input.file, succeeded(input.live)), render);
}

/** The same, with `pause` awaited between pairs (the fallback on the page's main thread). */
export async function printTableInSlices(
  input: TableInput,
  render: Render,
  pause: (always?: boolean) => Promise<void>,
): Promise<PrintedTable> {
  const view = await tableViewInSlices(input.file, succeeded(input.live), pause);
  await pause(true);
  return print(input, view, render);
}

function print(input: TableInput, view: TableView, render: Render): PrintedTable {
  const { context } = input;
  const changes = input.changes ? shownChanges(input.changes, context.locale) : context.builtChanges;
  const rows = pricedRows(view);
  const rowContext = {
    extras: context.extras,
    changes,
    locale: context.locale,
    labels: context.labels,
    logos: view.logos,
    ranks: rowRanks(rows, changes),
  };
  const parts = marketsParts({
    view,
    exchanges: input.exchanges,
    live: input.live,
    refresh: context.refresh,
    labels: context.labels,
    scripted: true,
    changes,
    sparklines: context.extras.sparklines,
    fileAt: input.fileAt,
  });
  return {
    rows: rows.map((row) => rowMarkup(render, row, rowContext)),
    parts: Object.fromEntries(PART_NAMES.map((name) => [name, render(parts[name])])) as Record<PartName, string>,
  };
}
