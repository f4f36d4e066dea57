import type { Metadata } from 'next';
import { MarketsLive, type InitialMarkets } from '@/components/markets/markets-live';
import { SectionShell } from '@/components/site/section-shell';
import { buildDocument } from '@/lib/api/registry';
import { MARKET_PATHS } from '@/lib/markets/documents';
import type { MarketChanges, MarketsCatalogue } from '@/lib/markets/types';
import { localeParam } from '@/lib/pages/languages';
import { pageEnv } from '@/lib/pages/page-env';
import { formatDateTime, separators } from '@/lib/pages/format';
import { shownChanges } from '@/lib/pages/change-display';
import { tableView } from '@/lib/markets/table-view';
import { marketBuildExtras } from '@/lib/pages/market-extras';
import { pageMetadata } from '@/lib/pages/metadata';
import { API_PREFIX } from '@/lib/urls';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'markets', title: env.m.markets.title, description: env.m.markets.intro });
}

/**
 * The markets page: the catalogue built at build time through the registry (no HTTP), handed
 * to the live client table as what it shows (rows, tiles, changes, exchange status) computed
 * here, plus the texts around it. The browser is sent no tickers and computes nothing to show
 * the page; sparklines arrive drawn.
 */
export default async function MarketsPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { lang } = env;
  const { m, data, ctx, locale } = env;
  const doc = buildDocument(data, ctx, MARKET_PATHS.catalogue) as MarketsCatalogue;
  // Change is rendered at build time and reloaded by the browser from markets/changes.json, which
  // the hourly refresh writes in the same set as markets.json (one small request per reload).
  const initial: InitialMarkets = {
    generated_at: doc.generated_at,
    quotes: doc.quotes,
    refresh: { browser_json_seconds: doc.refresh.browser_json_seconds, browser_exchange_seconds: doc.refresh.browser_exchange_seconds },
    exchanges: doc.exchanges.map(({ id, name, country, cors, status, error, fetched_at, website, ticker_count }) => ({
      id,
      name,
      country,
      cors,
      status,
      error,
      fetched_at,
      website,
      ticker_count,
    })),
    view: tableView(doc),
    changes: shownChanges(buildDocument(data, ctx, MARKET_PATHS.changes) as MarketChanges, locale),
  };
  const english = lang === 'en' ? undefined : 'en';
  // The page says in the reader's language what the API says in English (the API keeps its texts).
  const skippedReasons: Readonly<Record<string, string>> = { safello: m.markets.skippedSafello, coinify: m.markets.skippedCoinify };
  return (
    <SectionShell env={env} path="markets" section="markets">
      <h1>{m.markets.title}</h1>
      <p className="lede">{m.markets.intro}</p>
      <p className="not-advice" role="note">
        {m.markets.notAdvice}
      </p>
      {doc.tickers.length > 0 ? (
        <>
          <p className="note">{m.markets.asOf.replace('{time}', `${formatDateTime(locale, doc.generated_at)} UTC`)}</p>
          <p className="note">{m.markets.changeNote}</p>
        </>
      ) : null}
      <MarketsLive
        initial={initial}
        extras={marketBuildExtras(
          env,
          doc.aggregated.map((aggregate) => aggregate.symbol),
        )}
        jsonUrl={`${API_PREFIX}${MARKET_PATHS.catalogue}`}
        changesUrl={`${API_PREFIX}${MARKET_PATHS.changes}`}
        locale={locale}
        separators={separators(locale)}
        labels={m.markets}
      />
      {doc.skipped.length > 0 ? (
        <section aria-labelledby="skipped-title">
          <h2 id="skipped-title">{m.markets.skippedTitle}</h2>
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
        <h2 id="disclaimer-title">{m.markets.disclaimer}</h2>
        {/* Not-advice is said once, at the top; here what the figures are and who signs. */}
        <p>{m.markets.figuresNote}</p>
        <p>{m.markets.quoteNote}</p>
        <p className="sign-off">{m.markets.signOff.replace('{name}', m.common.editorialTeam)}</p>
        <p className="note">
          {m.markets.iconCredit} <a href={`${API_PREFIX}${MARKET_PATHS.catalogue}`}>{m.markets.data}</a>
        </p>
      </section>
    </SectionShell>
  );
}
