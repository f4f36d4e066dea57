import { MARKETS_ISLAND_ID, MARKETS_PROPS_ID, type MarketsIslandProps } from '@/components/markets/island-props';
import { liveOff } from '@/components/markets/live-reads';
import { CurrencyChoice } from '@/components/markets/currency-choice';
import { MarketsBody } from '@/components/markets/markets-body';
import { DEFAULT_CONTROLS } from '@/components/markets/row-selection';
import { ExchangeStanding } from '@/components/markets/exchange-standing';
import { renderLeafDocument } from '@/components/site/leaf-page';
import { buildDocument } from '@/lib/api/registry';
import { MARKET_PATHS } from '@/lib/markets/documents';
import { browserBaseUrls } from '@/lib/markets/live';
import { tableView } from '@/lib/markets/table-view';
import type { MarketChanges, MarketsCatalogue } from '@/lib/markets/types';
import { siteAssets } from '@/lib/pages/assets';
import { shownChanges } from '@/lib/pages/change-display';
import { formatDateTime, separators } from '@/lib/pages/format';
import { marketBuildExtras } from '@/lib/pages/market-extras';
import type { PageEnv } from '@/lib/pages/page-env';
import { renderHydratable } from '@/lib/pages/render-html';
import { API_PREFIX } from '@/lib/urls';
import { readEnv } from '@/lib/config';
import { fmt } from '@/lib/i18n/fmt';
import { QUOTES } from '@/lib/markets/constants';
import { DEFAULT_MOVE_THRESHOLD_PCT } from '@/lib/markets/moves';
import { MOVE_FEED_KINDS, moveFeedUrl } from '@/lib/feeds/move-feeds';
import { NEWS_FEEDS } from '@/lib/pages/feed-links';
import { MoveFeedLinks } from '@/components/markets/move-feed-links';
import { groupDecimal } from '@/lib/pages/format';

/** The markets page's path (without language prefix): a section of the menu, printed as plain HTML. */
export const MARKETS_PATH = 'markets';

/**
 * The markets page, printed by the build as plain HTML with no framework runtime (like the leaf
 * pages, components/site/leaf-page.tsx): the catalogue built through the registry (no HTTP), and
 * its table, tiles, changes and exchange status as a React island (components/markets/
 * markets-body.tsx) with its props beside it, which one small script (browser/markets/entry.ts)
 * hydrates and keeps current. The browser is sent no tickers and computes nothing to show the
 * page; sparklines arrive drawn.
 */
export function renderMarketsPage(env: PageEnv): string {
  const { m, data, ctx, locale, lang } = env;
  const labels = m.markets;
  const doc = buildDocument(data, ctx, MARKET_PATHS.catalogue) as MarketsCatalogue;
  // Change is printed at build time and reloaded by the browser from markets/changes.json, which
  // the hourly refresh writes in the same set as markets.json (one small request per reload).
  const builtChanges = shownChanges(buildDocument(data, ctx, MARKET_PATHS.changes) as MarketChanges, locale);
  const extras = marketBuildExtras(
    env,
    doc.aggregated.map((aggregate) => aggregate.symbol),
  );
  const view = tableView(doc);
  const refresh = {
    browser_json_seconds: doc.refresh.browser_json_seconds,
    browser_exchange_seconds: doc.refresh.browser_exchange_seconds,
  };
  const exchanges = doc.exchanges.map(({ id, name, country, cors, status, error, fetched_at, website, ticker_count, last_ok_at }) => ({
    id,
    name,
    country,
    cors,
    status,
    error,
    fetched_at,
    website,
    ticker_count,
    last_ok_at,
  }));
  const props: MarketsIslandProps = {
    jsonUrl: `${API_PREFIX}${MARKET_PATHS.catalogue}`,
    changesUrl: `${API_PREFIX}${MARKET_PATHS.changes}`,
    liveBaseUrls: browserBaseUrls(readEnv()),
    built: { view, exchanges, quotes: doc.quotes, changes: builtChanges, fileAt: doc.generated_at },
    context: { extras, refresh, locale, labels },
    separators: separators(locale),
  };
  const english = lang === 'en' ? undefined : 'en';
  // The page says in the reader's language what the API says in English (the API keeps its texts).
  const skippedReasons: Readonly<Record<string, string>> = { safello: labels.skippedSafello, coinify: labels.skippedCoinify };
  // The price-move feeds of each currency in this language (lib/feeds/move-feeds.ts), in the head and in their own section.
  const moveFeeds = QUOTES.flatMap((quote) =>
    MOVE_FEED_KINDS.map((kind) => ({
      type: NEWS_FEEDS[kind].type,
      url: moveFeedUrl(ctx.config, quote, lang, kind),
      title: `${fmt(m.moves.feedLink, { quote })} (${NEWS_FEEDS[kind].label})`,
    })),
  );
  const threshold = groupDecimal(ctx.config.movesThresholdPct ?? DEFAULT_MOVE_THRESHOLD_PCT, locale);
  return renderLeafDocument(env, {
    path: MARKETS_PATH,
    section: 'markets',
    head: { title: labels.title, description: labels.intro, feeds: moveFeeds },
    script: siteAssets().files.markets,
    body: (
      <>
        <h1>{labels.title}</h1>
        {/* One short line above the table, beside the currency switch; what the figures are and how they are formed follow it. */}
        <div className="markets-head">
          <p className="note markets-lead">
            {doc.tickers.length > 0 ? `${labels.asOf.replace('{time}', `${formatDateTime(locale, doc.generated_at)} UTC`)} · ` : null}
            <a href="#disclaimer-title">{labels.notAdviceShort}</a>
          </p>
          {doc.quotes.length > 0 ? <CurrencyChoice lang={lang} labels={labels} offered={doc.quotes} /> : null}
        </div>
        {/* The island, printed as the browser's first render of it will be (hydrated in place). */}
        <div
          id={MARKETS_ISLAND_ID}
          dangerouslySetInnerHTML={{
            __html: renderHydratable(
              <MarketsBody
                shown={props.built}
                live={[]}
                off={liveOff(exchanges, [], true)}
                context={props.context}
                scripted={false}
                controls={DEFAULT_CONTROLS}
              />,
            ),
          }}
        />
        <script
          type="application/json"
          id={MARKETS_PROPS_ID}
          // `<` is escaped so no value can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
        />
        <ExchangeStanding env={env} exchanges={doc.exchanges} />
        <section aria-labelledby="moves">
          <h2 id="moves">{m.moves.feedsHeading}</h2>
          <p>{fmt(m.moves.feedsIntro, { threshold })}</p>
          <MoveFeedLinks quotes={QUOTES} lang={lang} feedLink={m.moves.feedLink} />
        </section>
        <section aria-labelledby="method-title">
          <h2 id="method-title">{labels.methodTitle}</h2>
          <p>{labels.intro}</p>
          {doc.tickers.length > 0 ? <p className="note">{labels.changeNote}</p> : null}
        </section>
        {doc.skipped.length > 0 ? (
          <section aria-labelledby="skipped-title">
            <h2 id="skipped-title">{labels.skippedTitle}</h2>
            <ul>
              {doc.skipped.map((venue) => (
                <li key={venue.id}>
                  <strong>{venue.name}</strong> ({venue.country}): {skippedReasons[venue.id] ?? <span lang={english}>{venue.reason}</span>}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="disclaimer-title" className="disclaimer">
          <h2 id="disclaimer-title">{labels.disclaimer}</h2>
          <p className="not-advice" role="note">
            {labels.notAdvice}
          </p>
          <p>{labels.figuresNote}</p>
          <p>{labels.quoteNote}</p>
          <p className="sign-off">{labels.signOff.replace('{name}', m.common.editorialTeam)}</p>
          <p className="note">
            {labels.iconCredit} <a href={`${API_PREFIX}${MARKET_PATHS.catalogue}`}>{labels.data}</a>
          </p>
        </section>
      </>
    ),
  });
}
