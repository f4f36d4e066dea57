import type { Labels } from './market-figures';

/**
 * Filter by quote and search (the sort needs no script: markets-sort.tsx). They need JavaScript, so the HTML has them hidden and the
 * page's script (page-script.ts) shows them and reads them (row-selection.ts).
 */
export function MarketsControls({ quotes, labels }: { quotes: readonly string[]; labels: Labels }) {
  return (
    <div className="controls" hidden>
      <label>
        {labels.filterQuote}
        <select data-control="quote" defaultValue="all">
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
        <input type="search" data-control="query" autoComplete="off" />
      </label>
    </div>
  );
}
