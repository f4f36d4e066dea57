import type { QuoteSummary } from '@/lib/markets/summary';
import { age } from './fetch-age';
import type { Labels } from './market-figures';

/** One tile per quote currency: pairs, the exchanges that answered, the newest fetch. */
export function MarketTiles({ summaries, labels }: { summaries: readonly QuoteSummary[]; labels: Labels }) {
  // A currency without pairs has nothing to summarise ("Pairs 0 / none / none" says nothing).
  const shown = summaries.filter((summary) => summary.pairs > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title">{labels.tilesTitle}</h2>
      <ul className="market-tiles">
        {shown.map((summary) => (
          <li key={summary.quote} data-quote={summary.quote} data-currency={summary.quote}>
            <h3>{summary.quote}</h3>
            <dl>
              <dt>{labels.tilePairs}</dt>
              <dd data-testid="tile-pairs">{summary.pairs}</dd>
              <dt>{labels.tileExchanges}</dt>
              <dd>{summary.exchanges.length ? summary.exchanges.join(', ') : labels.tileNone}</dd>
              <dt>{labels.tileNewest}</dt>
              <dd>{summary.newest ? age(summary.newest) : labels.tileNone}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
