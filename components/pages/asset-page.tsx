import { changeFigure } from '@/components/markets/change-figure';
import { CurrencyChoice } from '@/components/markets/currency-choice';
import { methodLabel, PriceChartFigure } from '@/components/markets/price-chart-figure';
import { VolumeShareFigures } from '@/components/markets/volume-share-figure';
import { defineLeafPage } from '@/components/site/leaf-page';
import { fmt } from '@/lib/i18n/messages';
import { EXCHANGE_IDS } from '@/lib/markets/constants';
import { CHANGE_WINDOWS, changeDirection, priceChange } from '@/lib/markets/daily';
import { buildAssetDocument, exchangeEntry, MARKET_PATHS } from '@/lib/markets/documents';
import type { MarketAggregate, MarketChange, MarketTicker } from '@/lib/markets/types';
import { formatAmount, formatDateTime } from '@/lib/pages/format';
import { changeDisplay } from '@/lib/pages/change-display';
import type { PageEnv } from '@/lib/pages/page-env';
import { API_PREFIX, pagePath } from '@/lib/urls';
import { MOVE_FEED_KINDS, moveFeedUrl } from '@/lib/feeds/move-feeds';
import { NEWS_FEEDS } from '@/lib/pages/feed-links';
import { MoveFeedLinks } from '@/components/markets/move-feed-links';
import type { Quote } from '@/lib/markets/constants';

/**
 * `/markets/<base>/`: one asset's prices per quote currency, as the build's market snapshot had
 * them, the reader's currency shown (components/markets/currency-choice.tsx). A leaf page, so it is plain HTML written at deploy time while the market files refresh
 * hourly: it says when its figures were fetched and links the live markets page and the JSON
 * documents (by-asset and each pair's history), which are always current.
 */

const utc = (locale: string, iso: string) => `${formatDateTime(locale, iso)} UTC`;

function assetLabel(symbol: string, name: string | null): string {
  return name ? `${name} (${symbol})` : symbol;
}

function view(env: PageEnv, symbol: string) {
  const doc = buildAssetDocument(env.data.markets, env.ctx, symbol);
  const failed = EXCHANGE_IDS.map((id) => exchangeEntry(env.data.markets, id)).filter((exchange) => exchange.status !== 'ok');
  return { doc, failed, asset: assetLabel(symbol, doc.name) };
}

type View = ReturnType<typeof view>;

/** The currencies the asset is priced in, whose price-move feeds its page links. */
const quotesOf = (doc: View['doc']): Quote[] => [...new Set(doc.aggregated.map((aggregate) => aggregate.quote))];

export const assetPage = defineLeafPage('marketAsset', {
  section: 'markets',
  view,
  head: (env, { asset, doc }) => ({
    title: fmt(env.m.markets.assetTitle, { asset }),
    description: fmt(env.m.markets.assetIntro, { asset }),
    feeds: quotesOf(doc).flatMap((quote) =>
      MOVE_FEED_KINDS.map((kind) => ({
        type: NEWS_FEEDS[kind].type,
        url: moveFeedUrl(env.ctx.config, quote, env.lang, kind),
        title: `${fmt(env.m.moves.feedLink, { quote })} (${NEWS_FEEDS[kind].label})`,
      })),
    ),
  }),
  body: (env, { doc, failed, asset }: View) => {
    const { m, lang, locale } = env;
    const labels = m.markets;
    const newest = doc.tickers.map((t) => t.fetched_at).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? doc.generated_at;
    return (
      <article className="market-asset">
        <header>
          <p className="kicker">
            <a href={pagePath(lang, 'markets')}>{labels.title}</a>
          </p>
          <h1>{fmt(labels.assetTitle, { asset })}</h1>
          {/* One currency's price, change and chart first; the others are a switch away, not a block each. */}
          {doc.aggregated.length > 0 ? (
            <CurrencyChoice lang={lang} labels={labels} offered={doc.aggregated.map((aggregate) => aggregate.quote)} />
          ) : null}
          {failed.length > 0 ? (
            <p className="notice" role="status">
              {fmt(labels.failedAtBuild, { exchanges: failed.map((e) => e.name).join(', ') })}
            </p>
          ) : null}
        </header>
        {doc.aggregated.map((aggregate) => (
          <PairSection
            key={aggregate.symbol}
            env={env}
            aggregate={aggregate}
            tickers={doc.tickers.filter((t) => t.quote === aggregate.quote)}
            history={doc.history.find((link) => link.symbol === aggregate.symbol)?.path ?? null}
          />
        ))}
        <section className="asset-about" aria-label={labels.disclaimer}>
          <p className="lede">{fmt(labels.assetIntro, { asset })}</p>
          <p className="not-advice" role="note">
            {labels.notAdvice}
          </p>
          <p className="note">
            {fmt(labels.fetchedAtBuild, { time: utc(locale, newest) })} <a href={pagePath(lang, 'markets')}>{labels.liveLink}</a>
          </p>
        </section>
        <p className="after">
          <a href={`${API_PREFIX}${MARKET_PATHS.asset(doc.symbol)}`}>{fmt(labels.assetData, { symbol: doc.symbol })}</a>
        </p>
        {quotesOf(doc).length > 0 ? (
          <MoveFeedLinks quotes={quotesOf(doc)} lang={lang} feedLink={m.moves.feedLink} label={m.moves.feedsHeading} />
        ) : null}
      </article>
    );
  },
});

/**
 * The change over a window, as the pair's daily document publishes it (lib/markets/daily.ts, one
 * rule): the percentage rounded to two places for people and the exact difference in the quote.
 */
function ChangeValue({ change, quote, env }: { change: MarketChange | null; quote: string; env: PageEnv }) {
  // The same figure, arrow and colour as the markets table (one rule: lib/markets/change-display.ts).
  if (change === null || change.change_pct === null) return <span className="none">{env.m.markets.noChange}</span>;
  const sign = changeDirection(change) > 0 ? '+' : '';
  return (
    <>
      {changeFigure(changeDisplay(change, env.locale), env.m.markets)} ({sign}
      <span className="num">{formatAmount(change.change, env.locale, 'fiat')}</span> {quote})
    </>
  );
}

function PairSection({
  env,
  aggregate,
  tickers,
  history,
}: {
  env: PageEnv;
  aggregate: MarketAggregate;
  tickers: readonly MarketTicker[];
  history: string | null;
}) {
  const { m, locale } = env;
  const labels = m.markets;
  const pair = aggregate.symbol.replace('-', '/');
  const id = aggregate.symbol.toLowerCase();
  const price = (value: string | null) =>
    value === null ? <span className="none">–</span> : <span className="num">{formatAmount(value, locale, 'fiat')}</span>;
  const rows = env.data.marketHistory.get(aggregate.symbol) ?? [];
  return (
    <section aria-labelledby={id} className="market-pair" data-symbol={aggregate.symbol} data-currency={aggregate.quote}>
      <h2 id={id}>{pair}</h2>
      {/* The price and its 24-hour change on one line, the chart right below: the first screen. */}
      <p className="asset-price">
        <span className="asset-price-value" data-testid="aggregate-price">
          {aggregate.price === null ? labels.noPrice : `${formatAmount(aggregate.price, locale, 'fiat')} ${aggregate.quote}`}
        </span>{' '}
        <span className="asset-price-change" data-testid="change-24h">
          <span className="visually-hidden">{`${labels.change24h}:`}</span>{' '}
          <ChangeValue change={priceChange(rows, CHANGE_WINDOWS.change_24h)} quote={aggregate.quote} env={env} />
        </span>
      </p>
      {aggregate.updated_at ? <p className="note asset-as-of">{fmt(labels.asOf, { time: utc(locale, aggregate.updated_at) })}</p> : null}
      <PriceChartFigure symbol={aggregate.symbol} quote={aggregate.quote} rows={rows} locale={locale} labels={labels} />
      <dl className="facts">
        <dt>{labels.change7d}</dt>
        <dd data-testid="change-7d">
          <ChangeValue change={priceChange(rows, CHANGE_WINDOWS.change_7d)} quote={aggregate.quote} env={env} />
        </dd>
        <dt>{labels.method}</dt>
        <dd>{methodLabel(labels, aggregate.method)}</dd>
        <dt>{labels.range}</dt>
        <dd>
          {aggregate.min !== null && aggregate.max !== null ? (
            <>
              {price(aggregate.min)} – {price(aggregate.max)} {aggregate.quote}
            </>
          ) : (
            '–'
          )}
        </dd>
        <dt>{labels.exchangesColumn}</dt>
        <dd>{aggregate.exchange_count}</dd>
        {aggregate.updated_at ? (
          <>
            <dt>{labels.newestFetch}</dt>
            <dd>
              <time dateTime={aggregate.updated_at}>{utc(locale, aggregate.updated_at)}</time>
            </dd>
          </>
        ) : null}
      </dl>

      <div className="table-scroll" role="region" aria-labelledby={`${id}-exchanges`} tabIndex={0}>
        <table className="exchange-figures stack-table">
          <caption id={`${id}-exchanges`}>{fmt(labels.perExchangeCaption, { pair })}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.exchange}</th>
              <th scope="col">{labels.last}</th>
              <th scope="col">{labels.bid}</th>
              <th scope="col">{labels.ask}</th>
              <th scope="col">{labels.volume}</th>
              <th scope="col">{labels.fetched}</th>
            </tr>
          </thead>
          <tbody>
            {tickers.map((ticker) => {
              const contributor = aggregate.contributors.find((c) => c.exchange_id === ticker.exchange.id);
              return (
                <tr key={ticker.id} data-exchange={ticker.exchange.id}>
                  <th scope="row">
                    <a href={ticker.source_url}>{ticker.exchange.name}</a>
                    {contributor && !contributor.included_in_price ? <span className="method">{labels.notInPrice}</span> : null}
                  </th>
                  <td data-label={labels.last}>{price(ticker.last)}</td>
                  <td data-label={labels.bid}>{price(ticker.bid)}</td>
                  <td data-label={labels.ask}>{price(ticker.ask)}</td>
                  <td data-label={labels.volume}>
                    <TickerVolumes ticker={ticker} env={env} />
                  </td>
                  <td data-label={labels.fetched}>
                    <time dateTime={ticker.fetched_at}>{utc(locale, ticker.fetched_at)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h3>{labels.volumeShareHeading}</h3>
      <VolumeShareFigures aggregate={aggregate} locale={locale} labels={labels} />

      {history ? (
        <p className="after">
          <a href={`/${history}`}>{fmt(labels.historyData, { pair })}</a>
        </p>
      ) : null}
    </section>
  );
}

/** A ticker's volumes, each with its own unit and window; a field it did not publish is said so. */
function TickerVolumes({ ticker, env }: { ticker: MarketTicker; env: PageEnv }) {
  const { m, locale } = env;
  const lines = [
    ticker.volume_base_24h !== null &&
      fmt(m.markets.volume24h, { value: formatAmount(ticker.volume_base_24h, locale, 'base'), unit: ticker.base }),
    ticker.volume_quote_24h !== null &&
      fmt(m.markets.volume24h, { value: formatAmount(ticker.volume_quote_24h, locale, 'fiat'), unit: ticker.quote }),
    ticker.volume_base !== null &&
      fmt(m.markets.volumeUnnamed, { value: formatAmount(ticker.volume_base, locale, 'base'), unit: ticker.base }),
    ticker.volume_quote !== null &&
      fmt(m.markets.volumeUnnamed, { value: formatAmount(ticker.volume_quote, locale, 'fiat'), unit: ticker.quote }),
  ].filter((line): line is string => typeof line === 'string');
  if (lines.length === 0) return <span className="none">{m.markets.notPublished}</span>;
  return (
    <ul className="volumes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
