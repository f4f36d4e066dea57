import type { Labels } from './market-figures';
import type { ControlState } from './row-selection';

/**
 * Search (the sort and the currency need no script: markets-sort.tsx, currency-choice.tsx). They need JavaScript,
 * so the HTML has them hidden and the hydrated island shows them (live-markets.tsx). The fields
 * are uncontrolled: the browser restores their values when the reader comes Back, and the island
 * reads them from there.
 */
export function MarketsControls({
  labels,
  hidden,
  controls,
  onControls,
}: {
  labels: Labels;
  hidden: boolean;
  controls: ControlState;
  onControls?: (next: ControlState) => void;
}) {
  return (
    <div className="controls" hidden={hidden}>
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
