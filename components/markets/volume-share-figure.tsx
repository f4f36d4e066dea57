import { fmt, type Messages } from '@/lib/i18n/messages';
import type { MarketAggregateCore } from '@/lib/markets/types';
import { windowShares, type VolumeShares } from '@/lib/markets/volume-share';
import { formatAmount, groupDecimal, type AmountKind } from '@/lib/pages/format';

/**
 * Each exchange's share of a pair's 24-hour volume (lib/markets/volume-share.ts) as a small table
 * with a bar per row: the table is what assistive technology reads, the bars (drawn from the exact
 * percentage, as an SVG width in percent) are decoration. Exchanges that did not publish the
 * window are listed as "not published", never as a zero bar.
 */

type Labels = Messages['markets'];

export function VolumeShareFigures({ aggregate, locale, labels }: { aggregate: MarketAggregateCore; locale: string; labels: Labels }) {
  const charts = windowShares(aggregate);
  if (charts.length === 0) return <p className="note">{labels.noVolumeShare}</p>;
  return (
    <>
      {charts.map((shares) => (
        <VolumeShareFigure
          key={shares.field}
          shares={shares}
          unit={shares.unit === 'base' ? aggregate.base : aggregate.quote}
          unitKind={shares.unit === 'base' ? 'base' : 'fiat'}
          locale={locale}
          labels={labels}
        />
      ))}
    </>
  );
}

function VolumeShareFigure({
  shares,
  unit,
  unitKind,
  locale,
  labels,
}: {
  shares: VolumeShares;
  unit: string;
  unitKind: AmountKind;
  locale: string;
  labels: Labels;
}) {
  const counted = shares.published.length;
  const all = counted + shares.notPublished.length;
  return (
    <figure className="volume-share" data-field={shares.field}>
      <figcaption>
        <strong>{fmt(labels.volumeShareTitle, { unit })}</strong>{' '}
        <span className="note">{fmt(labels.volumeShareNote, { count: counted, total: all })}</span>
      </figcaption>
      {shares.status === 'zero-total' ? <p className="note">{labels.volumeZeroTotal}</p> : null}
      {shares.status === 'negative' ? <p className="note">{labels.volumeNegative}</p> : null}
      <table className="stack-table">
        <thead>
          <tr>
            <th scope="col">{labels.exchange}</th>
            <th scope="col">{fmt(labels.volume24hColumn, { unit })}</th>
            <th scope="col">{labels.share}</th>
          </tr>
        </thead>
        <tbody>
          {shares.published.map((entry) => (
            <tr key={entry.exchange_id} data-exchange={entry.exchange_id}>
              <th scope="row">{entry.name}</th>
              <td className="num" data-label={fmt(labels.volume24hColumn, { unit })}>
                {formatAmount(entry.volume, locale, unitKind)}
              </td>
              <td className="share" data-label={labels.share}>
                {entry.percent === null ? (
                  <span className="none">–</span>
                ) : (
                  <span className="share-cell">
                    <span className="num">{fmt(labels.percent, { value: groupDecimal(entry.percent, locale) })}</span>
                    <svg className="share-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                      <rect className="share-track" x="0" y="0" width="100" height="8" />
                      <rect className="share-fill" x="0" y="0" width={entry.percent} height="8" />
                    </svg>
                  </span>
                )}
              </td>
            </tr>
          ))}
          {shares.notPublished.map((entry) => (
            <tr key={entry.exchange_id} data-exchange={entry.exchange_id} className="not-published">
              <th scope="row">{entry.name}</th>
              <td colSpan={2}>{labels.notPublished}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
