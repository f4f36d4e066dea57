import { buildDocument } from '@/lib/api/registry';
import { fmt } from '@/lib/i18n/fmt';
import { STALE_AFTER_MS } from '@/lib/markets/constants';
import { MARKET_PATHS } from '@/lib/markets/documents';
import type { MarketChanges, MarketsCatalogue } from '@/lib/markets/types';
import { shownChanges } from '@/lib/pages/change-display';
import { changeFigure } from './change-figure';
import { CurrencyChoice } from './currency-choice';
import { sparkline } from './market-figures';
import { formatAmount, formatDateTime } from '@/lib/pages/format';
import { marketBuildExtras } from '@/lib/pages/market-extras';
import type { PageEnv } from '@/lib/pages/page-env';
import { stripPairs } from '@/lib/pages/strip-pairs';
import { pagePath } from '@/lib/urls';

/**
 * The home page's compact price strip: up to four pairs per quote currency (lib/pages/strip-pairs.ts) from the same catalogue
 * as the markets page, drawn at build time (no script), each linking to its asset page, with its
 * signed 24-hour change (an arrow too) and its 7-day line, as the markets table draws them. The
 * reader's currency (currency-choice.tsx) shows that currency's pairs; "all" shows the first pair
 * of each. It says when the prices are from, flags them when they were already old at build time,
 * and says plainly when there are none.
 */
export function PriceStrip({ env }: { env: PageEnv }) {
  const { m, data, ctx, lang, locale } = env;
  const doc = buildDocument(data, ctx, MARKET_PATHS.catalogue) as MarketsCatalogue;
  const rows = stripPairs(doc.aggregated, doc.quotes);
  const newest = rows.reduce<string | null>(
    (max, row) => (row.updated_at && (max === null || row.updated_at > max) ? row.updated_at : max),
    null,
  );
  const changes = shownChanges(buildDocument(data, ctx, MARKET_PATHS.changes) as MarketChanges, locale);
  const { sparklines, assetPages } = marketBuildExtras(
    env,
    rows.map((row) => row.symbol),
  );
  // Said once in words when a pair has too short a history for its change or 7-day line.
  const shortHistory = rows.some((row) => !changes.bySymbol[row.symbol]?.h24 || !sparklines[row.symbol]);
  const old = newest !== null && ctx.now.getTime() - Date.parse(newest) > STALE_AFTER_MS;
  return (
    <section aria-labelledby="prices-title" className="price-strip">
      <h2 id="prices-title">{m.nav.markets}</h2>
      {rows.length === 0 ? (
        <p data-testid="strip-none">{m.home.pricesNone}</p>
      ) : (
        <>
          <CurrencyChoice lang={lang} labels={m.markets} offered={[...new Set(rows.map((row) => row.quote))]} />
          <ul>
            {rows.map((row) => {
              const page = assetPages[row.base];
              const label = `${row.base}/${row.quote}`;
              return (
                <li
                  key={row.symbol}
                  data-symbol={row.symbol}
                  data-currency={row.quote}
                  data-currency-rest={rows.find((other) => other.quote === row.quote) === row ? undefined : ''}
                >
                  {page ? (
                    <a className="strip-pair" href={page}>
                      {label}
                    </a>
                  ) : (
                    <span className="strip-pair">{label}</span>
                  )}{' '}
                  <span className="num strip-price">
                    {formatAmount(row.price ?? '', locale, 'fiat')} {row.quote}
                  </span>
                  <span className="strip-trend">
                    {changes.bySymbol[row.symbol]?.h24 ? (
                      <span data-testid="change-24h">
                        <span className="visually-hidden">{`${m.markets.change24h}:`}</span>{' '}
                        {changeFigure(changes.bySymbol[row.symbol]!.h24, m.markets)}
                      </span>
                    ) : null}
                    {sparklines[row.symbol] ? sparkline(sparklines[row.symbol], m.markets) : null}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="note">
            {fmt(m.markets.asOf, { time: `${formatDateTime(locale, newest ?? doc.generated_at)} UTC` })}
            {old ? <span className="badge badge-stale">{m.markets.stale}</span> : null}
          </p>
          {shortHistory ? <p className="note">{m.markets.historyShort}</p> : null}
        </>
      )}
      <p>
        <a href={pagePath(lang, 'markets')}>{m.home.marketsLink}</a>
      </p>
    </section>
  );
}
