import type { Labels } from './market-figures';
import { utcText } from './reader-clock';

/**
 * How old a fetch is. The HTML, written without a reader's clock, shows the instant in UTC; in the
 * browser reader-clock.ts rewrites it ("3 min ago") and shows the stale flag.
 */
export function age(iso: string) {
  return (
    // The reader's clock rewrites the text before the island is hydrated; hydration sets it back,
    // and the island's layout effect writes the reader's age again in the same task.
    <time dateTime={iso} data-age="" suppressHydrationWarning>
      {utcText(iso)}
    </time>
  );
}

/** "more than 2 hours old", shown by the reader's clock once the fetch is older than that; hidden in the HTML. */
export function staleFlag(iso: string, labels: Labels) {
  return (
    <span className="badge badge-stale" data-testid="stale" data-stale-for={iso} hidden>
      {labels.stale}
    </span>
  );
}
