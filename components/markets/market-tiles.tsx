import type { QuoteSummary } from '@/lib/markets/summary';
import { Age, type Labels } from './market-bits';

/** One tile per quote currency: pairs, the exchanges that answered, the newest fetch. */
export function MarketTiles({ summaries, labels }: { summaries: readonly QuoteSummary[]; labels: Labels }) {
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title">{labels.tilesTitle}</h2>
      <ul className="market-tiles">
        {summaries.map((summary) => (
          <li key={summary.quote} data-quote={summary.quote}>
            <h3>{summary.quote}</h3>
            <dl>
              <dt>{labels.tilePairs}</dt>
              <dd data-testid="tile-pairs">{summary.pairs}</dd>
              <dt>{labels.tileExchanges}</dt>
              <dd>{summary.exchanges.length ? summary.exchanges.join(', ') : labels.tileNone}</dd>
              <dt>{labels.tileNewest}</dt>
              <dd>{summary.newest ? <Age iso={summary.newest} labels={labels} /> : labels.tileNone}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
