import type { ExchangeId } from '@/lib/markets/constants';
import type { MarketsFile } from '@/lib/markets/markets-file';
import type { ExchangeResult, MarketChanges } from '@/lib/markets/types';
import { liveJobs, type LiveJobs } from './live-jobs';
import type { PrintedTable, TableInput } from './live-table';
import type { RowMarkup, RowMeta } from './market-row';
import { MARKETS_CONFIG_ID, type MarketsPageConfig } from './page-config';
import { PART_NAMES } from './part-names';
import { showAges, startReaderClock } from './reader-clock';
import { DEFAULT_CONTROLS, selectRows, type ControlState } from './row-selection';
import { tableRows } from './table-rows';

/**
 * The markets page's script: the page is plain HTML printed by the build (no framework runtime),
 * and this keeps it current. The reads go through SWR (live-data.tsx, live-reads.ts):
 * `markets.json` and `markets/changes.json` every `browser_json_seconds`, the exchanges that send
 * CORS headers directly every `browser_exchange_seconds`, with deduplication and backoff after
 * failures; an exchange without CORS (NBX) is never requested from the browser. New data is
 * computed and printed by the page's worker (live-jobs.ts) and swapped in where it differs; the
 * controls filter the rows (the sort is CSS); the reader's clock keeps the ages current.
 */

/** How long one direct read of an exchange may take. */
const READ_TIMEOUT_MS = 20_000;

function start(): void {
  const found = document.querySelector<HTMLElement>('.markets-live');
  const block = document.getElementById(MARKETS_CONFIG_ID);
  if (!found || !block?.textContent) return;
  const root: HTMLElement = found;
  const config = JSON.parse(block.textContent) as MarketsPageConfig;
  const { labels } = config.context;
  const { refresh } = config.context;

  for (const note of root.querySelectorAll('[data-scriptless]')) note.remove();
  startReaderClock(root, labels);
  const clock = () => showAges(root, Date.now(), labels);

  // The rows and the controls' selection of them.
  const scroll = root.querySelector<HTMLElement>('.table-scroll');
  const tbody = root.querySelector<HTMLTableSectionElement>('table.markets tbody');
  const noResults = root.querySelector<HTMLElement>('[data-part="no-results"]');
  if (!scroll || !tbody || !noResults) return;
  const table = tableRows(tbody, config.rows, clock);
  let rows: ReadonlyArray<RowMeta | RowMarkup> = config.rows;
  let controls: ControlState = DEFAULT_CONTROLS;
  const select = (all: readonly RowMeta[]) => selectRows(all, controls);
  const box = root.querySelector<HTMLElement>('.controls');
  const showRows = () => {
    // No rows (no market data yet): neither the table nor controls that would act on nothing.
    scroll.hidden = rows.length === 0;
    if (box) box.hidden = rows.length === 0;
    noResults.hidden = select(rows).length > 0;
    void table.show(rows, select);
  };
  const quoteField = box?.querySelector<HTMLSelectElement>('[data-control="quote"]');
  const queryField = box?.querySelector<HTMLInputElement>('[data-control="query"]');
  if (box && quoteField && queryField) {
    const read = () => {
      controls = { quote: quoteField.value, query: queryField.value };
      showRows();
    };
    quoteField.addEventListener('change', read);
    queryField.addEventListener('input', read);
    // The browser may have restored the fields' values (Back to the page): the rows follow them.
    read();
  } else showRows();

  // The data, and its printing by the worker.
  let jobs: LiveJobs | undefined;
  const worker = () => (jobs ??= liveJobs(config.workerUrl));
  let file: MarketsFile | undefined;
  let changes: MarketChanges | undefined;
  let live: readonly ExchangeResult[] = [];
  let quotes = config.quotes;
  const printed = new Map<string, string>();
  let drawing = 0;

  function apply(next: PrintedTable) {
    for (const name of PART_NAMES) {
      const part = root.querySelector<HTMLElement>(`[data-part="${name}"]`);
      if (part && printed.get(name) !== next.parts[name]) part.innerHTML = next.parts[name];
      printed.set(name, next.parts[name]);
    }
    rows = next.rows;
    showRows();
    clock();
  }

  /** Prints the table anew when anything differs from what the page was printed from. */
  function redraw() {
    // Until the file has been read once here, a live read waits for it: its rows of the other
    // exchanges (NBX) are part of every pair's price.
    if (!file) return;
    const newerFile = file.generated_at !== config.generatedAt;
    const newerChanges = changes && changes.generated_at !== config.context.builtChanges.generated_at ? changes : null;
    if (!newerFile && !newerChanges && live.length === 0) return;
    if (newerFile && quoteField && file.quotes.join() !== quotes.join()) {
      quotes = file.quotes;
      setQuotes(quoteField, quotes, labels.allQuotes);
    }
    const input: TableInput = {
      // Only what the table is computed from crosses to the worker, not the whole file.
      file: { quotes: file.quotes, tickers: file.tickers, aggregated: file.aggregated },
      exchanges: newerFile ? file.exchanges : config.exchanges,
      live,
      changes: newerChanges,
      fileAt: file.generated_at,
      context: config.context,
    };
    const mine = ++drawing;
    worker()
      .table(input, config.separators)
      .then((next) => {
        if (mine === drawing) apply(next);
      })
      // A file the table cannot be computed from, or code that could not load: the page keeps
      // what it shows, and the next reload tries again; nothing for the reader's console.
      .catch(() => undefined);
  }

  const corsIds = config.exchanges.filter((exchange) => exchange.cors).map((exchange) => exchange.id as ExchangeId);
  // The reads run through SWR in a small React island (live-data.tsx), loaded once the page is
  // idle so React and SWR cost the first paint nothing; each new result redraws the table.
  const startReads = () =>
    void import('./live-data')
      .then(({ startLiveData }) =>
        startLiveData({
          jsonUrl: config.jsonUrl,
          changesUrl: config.changesUrl,
          corsIds,
          refresh,
          loadJson,
          readExchange: (id) => worker().read(id, READ_TIMEOUT_MS, config.liveBaseUrls),
          onData: (reads) => {
            if (reads.file && reads.file !== file) {
              file = reads.file;
              root.dataset.fileAt = file.generated_at;
            }
            if (reads.changes) changes = reads.changes;
            if (reads.live !== live) {
              live = reads.live;
              root.dataset.liveAt = live[0]?.fetched_at ?? '';
            }
            redraw();
          },
        }),
      )
      // Code that could not load: the page keeps the build's figures; nothing for the console.
      .catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(startReads, { timeout: 3000 });
  else setTimeout(startReads, 1);
}

async function loadJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The quote filter's options for the quotes a newer file has; the choice stays when it still exists. */
function setQuotes(field: HTMLSelectElement, quotes: readonly string[], all: string) {
  const chosen = field.value;
  const options = [new Option(all, 'all'), ...quotes.map((quote) => new Option(quote, quote))];
  field.replaceChildren(...options);
  field.value = quotes.includes(chosen) ? chosen : 'all';
}

start();
