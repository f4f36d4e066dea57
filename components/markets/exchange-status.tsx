import { fmt } from '@/lib/i18n/fmt';
import type { ExchangeResult, MarketTicker } from '@/lib/markets/types';
import { Age, type Labels } from './market-bits';
import type { MarketsFile } from '@/lib/markets/markets-file';

/** Newest `fetched_at` per exchange among the rows we still show: when we last had its prices. */
function lastPrices(tickers: readonly MarketTicker[]): Map<string, string> {
  const newest = new Map<string, string>();
  for (const t of tickers) {
    const seen = newest.get(t.exchange.id);
    if (seen === undefined || t.fetched_at > seen) newest.set(t.exchange.id, t.fetched_at);
  }
  return newest;
}

/**
 * Each exchange: how it is read, when, and whether the latest fetch (published or live) failed.
 * A failure is told in the reader's terms (what is missing, how old the prices are); the
 * exchange's own error text stays inside a details element.
 */
export function ExchangeStatus({
  exchanges,
  tickers,
  liveById,
  labels,
}: {
  exchanges: MarketsFile['exchanges'];
  tickers: readonly MarketTicker[];
  liveById: ReadonlyMap<string, ExchangeResult>;
  labels: Labels;
}) {
  const newest = lastPrices(tickers);
  return (
    <section aria-labelledby="exchanges-title" className="exchange-status">
      <h2 id="exchanges-title">{labels.exchangesTitle}</h2>
      <ul>
        {exchanges.map((exchange) => {
          const result = liveById.get(exchange.id);
          const isLive = result?.status === 'ok';
          const failed = !isLive && exchange.status !== 'ok';
          const fetchedAt = isLive && result ? result.fetched_at : exchange.fetched_at;
          const pricesAt = newest.get(exchange.id);
          return (
            <li key={exchange.id} data-exchange={exchange.id}>
              <a href={exchange.website}>{exchange.name}</a> ({exchange.country}) · {exchange.cors ? labels.direct : labels.noCors}
              {failed ? null : (
                <>
                  {' '}
                  · {labels.fetched} <Age iso={fetchedAt} labels={labels} />
                </>
              )}
              {isLive ? <span className="badge badge-live"> {labels.live}</span> : null}
              {failed ? (
                <div className="notice" role="status" data-testid="exchange-failed">
                  <p>
                    {fmt(pricesAt ? labels.exchangeFailed : labels.exchangeNoPrices, { exchange: exchange.name })}
                    {pricesAt ? (
                      <>
                        {' '}
                        {labels.lastPricesFrom} <Age iso={pricesAt} labels={labels} />
                      </>
                    ) : null}
                  </p>
                  {exchange.error ? (
                    <details>
                      <summary>{labels.technicalDetails}</summary>
                      <code lang="en">{exchange.error}</code>
                    </details>
                  ) : null}
                </div>
              ) : null}
              {result && result.status !== 'ok' && !failed ? (
                <p className="notice" role="status">
                  {fmt(labels.exchangeLiveError, { exchange: exchange.name })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
