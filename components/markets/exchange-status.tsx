import { fmt } from '@/lib/i18n/fmt';
import type { ExchangeResult } from '@/lib/markets/types';
import { age } from './fetch-age';
import type { Labels } from './market-figures';
import type { MarketsFile } from '@/lib/markets/markets-file';

/**
 * Each exchange: how it is read, when, and whether the latest fetch (published or live) failed.
 * A failure is told calmly, in the reader's terms (what is missing, when it did not answer and
 * from when its last good figures are), never in an alarm box; the exchange's own error text
 * stays inside a details element.
 */
export function ExchangeStatus({
  exchanges,
  lastPrices,
  liveById,
  liveOk,
  labels,
}: {
  exchanges: MarketsFile['exchanges'];
  /** Exchange id → when the table's rows of that exchange were fetched (newest). */
  lastPrices: Readonly<Record<string, string>>;
  liveById: ReadonlyMap<string, ExchangeResult>;
  /** Exchanges whose live prices are in the table. */
  liveOk: ReadonlySet<string>;
  labels: Labels;
}) {
  return (
    <section aria-labelledby="exchanges-title" className="exchange-status">
      <h2 id="exchanges-title">{labels.exchangesTitle}</h2>
      <ul>
        {exchanges.map((exchange) => {
          const result = liveById.get(exchange.id);
          const isLive = liveOk.has(exchange.id) && result?.status === 'ok';
          const failed = !isLive && exchange.status !== 'ok';
          const fetchedAt = isLive && result ? result.fetched_at : exchange.fetched_at;
          const pricesAt = lastPrices[exchange.id];
          const lastGood = exchange.last_ok_at ?? null;
          return (
            <li key={exchange.id} data-exchange={exchange.id}>
              <a href={exchange.website}>{exchange.name}</a> ({exchange.country}) · {exchange.cors ? labels.direct : labels.noCors}
              {failed ? null : (
                <>
                  {' '}
                  · {labels.fetched} {age(fetchedAt)}
                </>
              )}
              {isLive ? <span className="badge badge-live"> {labels.live}</span> : null}
              {failed ? (
                <div className="exchange-failed" data-testid="exchange-failed">
                  {pricesAt ? (
                    <p>
                      {fmt(labels.exchangeFailed, { exchange: exchange.name })} {labels.lastPricesFrom} {age(pricesAt)}
                    </p>
                  ) : lastGood ? (
                    // Its last good figures are not in the table (the refresh keeps only their time): say when they were.
                    <>
                      <p>{fmt(labels.exchangeLeftOut, { exchange: exchange.name })}</p>
                      <p className="note" data-testid="exchange-last-good">
                        {labels.noAnswerAt} {age(exchange.fetched_at)} · {labels.lastGoodFrom} {age(lastGood)}
                      </p>
                    </>
                  ) : (
                    <p>{fmt(labels.exchangeNoPrices, { exchange: exchange.name })}</p>
                  )}
                  {exchange.error ? (
                    <details>
                      <summary>{labels.technicalDetails}</summary>
                      <code lang="en">{exchange.error}</code>
                    </details>
                  ) : null}
                </div>
              ) : null}
              {result && result.status !== 'ok' && !failed ? (
                <p className="note">{fmt(labels.exchangeLiveError, { exchange: exchange.name })}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
