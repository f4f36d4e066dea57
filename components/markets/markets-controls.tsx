import { useHydrated } from './reader-clock';
import type { Labels } from './market-figures';

export type SortKey = 'default' | 'name' | 'exchanges' | 'updated';

export interface ControlState {
  readonly quote: string;
  readonly query: string;
  readonly sort: SortKey;
}

/** Filter by quote, search and sort: hidden until the page is interactive (they need JavaScript). */
export function MarketsControls({
  quotes,
  state,
  onChange,
  labels,
}: {
  quotes: readonly string[];
  state: ControlState;
  onChange: (next: Partial<ControlState>) => void;
  labels: Labels;
}) {
  const hydrated = useHydrated();
  return (
    <div className="controls" hidden={!hydrated}>
      <label>
        {labels.filterQuote}
        <select value={state.quote} onChange={(event) => onChange({ quote: event.target.value })}>
          <option value="all">{labels.allQuotes}</option>
          {quotes.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </select>
      </label>
      <label>
        {labels.search}
        <input type="search" value={state.query} onChange={(event) => onChange({ query: event.target.value })} autoComplete="off" />
      </label>
      <label>
        {labels.sort}
        <select value={state.sort} onChange={(event) => onChange({ sort: event.target.value as SortKey })}>
          <option value="default">{labels.sortDefault}</option>
          <option value="name">{labels.sortName}</option>
          <option value="exchanges">{labels.sortExchanges}</option>
          <option value="updated">{labels.sortUpdated}</option>
        </select>
      </label>
    </div>
  );
}

/** The rows the controls select, in the order they ask for (a new array; the input is untouched). */
export function selectRows<
  T extends { base: string; quote: string; symbol: string; name: string | null; exchange_count: number; updated_at: string | null },
>(rows: readonly T[], { quote, query, sort }: ControlState): T[] {
  const q = query.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (quote === 'all' || row.quote === quote) &&
      (!q || row.base.toLowerCase().includes(q) || (row.name ?? '').toLowerCase().includes(q) || row.symbol.toLowerCase().includes(q)),
  );
  if (sort === 'name') shown.sort((a, b) => a.base.localeCompare(b.base) || a.quote.localeCompare(b.quote));
  else if (sort === 'exchanges') shown.sort((a, b) => b.exchange_count - a.exchange_count);
  else if (sort === 'updated') shown.sort((a, b) => Date.parse(b.updated_at ?? '') - Date.parse(a.updated_at ?? ''));
  return shown;
}
