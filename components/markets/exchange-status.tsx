import { fmt } from '@/lib/i18n/fmt';
import type { ExchangeResult } from '@/lib/markets/types';
import { Age, type Labels } from './market-bits';
import type { MarketsFile } from './markets-file';

/** Each exchange: how it is read, when, and whether the latest fetch (published or live) failed. */
export function ExchangeStatus({
  exchanges,
  liveById,
  labels,
}: {
  exchanges: MarketsFile['exchanges'];
  liveById: ReadonlyMap<string, ExchangeResult>;
  labels: Labels;
}) {
  return (
    <section aria-labelledby="exchanges-title" className="exchange-status">
      <h2 id="exchanges-title">{labels.exchangesTitle}</h2>
      <ul>
        {exchanges.map((exchange) => {
          const result = liveById.get(exchange.id);
          const isLive = result?.status === 'ok';
          const fetchedAt = isLive && result ? result.fetched_at : exchange.fetched_at;
          return (
            <li key={exchange.id} data-exchange={exchange.id}>
              <a href={exchange.website}>{exchange.name}</a> ({exchange.country}) · {exchange.cors ? labels.direct : labels.noCors} ·{' '}
              {labels.fetched} <Age iso={fetchedAt} labels={labels} />
              {isLive ? <span className="badge badge-live"> {labels.live}</span> : null}
              {!isLive && exchange.status !== 'ok' ? (
                <p className="notice" role="status">
                  {fmt(labels.exchangeError, { exchange: exchange.name, error: exchange.error ?? '' })}
                </p>
              ) : null}
              {result && result.status !== 'ok' ? (
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
