import type { Labels } from './market-figures';
import type { ControlState } from './row-selection';

/**
 * Filter by quote and search (the sort needs no script: markets-sort.tsx). They need JavaScript,
 * so the HTML has them hidden and the hydrated island shows them (live-markets.tsx). The fields
 * are uncontrolled: the browser restores their values when the reader comes Back, and the island
 * reads them from there.
 */
export function MarketsControls({
  quotes,
  labels,
  hidden,
  controls,
  onControls,
}: {
  quotes: readonly string[];
  labels: Labels;
  hidden: boolean;
  controls: ControlState;
  onControls?: (next: ControlState) => void;
}) {
  return (
    <div className="controls" hidden={hidden}>
      <label>
        {labels.filterQuote}
        <select
          data-control="quote"
          defaultValue="all"
          onChange={(event) => onControls?.({ ...controls, quote: event.currentTarget.value })}
        >
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
        <input
          type="search"
          data-control="query"
          autoComplete="off"
          onChange={(event) => onControls?.({ ...controls, query: event.currentTarget.value })}
        />
      </label>
    </div>
  );
}
