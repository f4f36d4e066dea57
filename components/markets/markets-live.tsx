'use client';

import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { Messages } from '@/lib/i18n/messages';
import { aggregateTickers } from '@/lib/markets/aggregate';
import type { ExchangeId } from '@/lib/markets/constants';
import { fetchExchange } from '@/lib/markets/fetch';
import { compareTickers } from '@/lib/markets/order';
import type { Exchange, ExchangeResult, MarketAggregateCore, MarketTicker } from '@/lib/markets/types';
import { ageParts, groupDecimal } from '@/lib/site/format';

/**
 * The live markets table: the only sizeable client component of the site. It starts from the
 * catalogue built into the page, reloads `/api/v1/markets.json` every `browser_json_seconds`,
 * and reads the exchanges whose APIs send CORS directly every `browser_exchange_seconds` (the
 * intervals and the CORS flags come from the document itself). Live rows replace that exchange's
 * rows from the file; aggregates are recomputed here with the same lib/markets code as the build.
 * An exchange without CORS (NBX) is never requested from the browser.
 */
export interface MarketsFile {
  readonly generated_at: string;
  readonly quotes: readonly string[];
  readonly refresh: { readonly browser_json_seconds: number; readonly browser_exchange_seconds: number };
  readonly exchanges: readonly Pick<
    Exchange,
    'id' | 'name' | 'country' | 'cors' | 'status' | 'error' | 'fetched_at' | 'website' | 'ticker_count'
  >[];
  readonly tickers: readonly MarketTicker[];
  /** Only `base` and `logo_path` are read: which coin icons the build actually published. */
  readonly aggregated: ReadonlyArray<{ readonly base: string; readonly logo_path: string | null }>;
}

type Labels = Messages['markets'];
type SortKey = 'default' | 'name' | 'exchanges' | 'updated';

export interface MarketsLiveProps {
  readonly initial: MarketsFile;
  readonly jsonUrl: string;
  readonly locale: string;
  readonly labels: Labels;
}

async function loadFile(url: string): Promise<MarketsFile> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as MarketsFile;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function Age({ iso, now, labels }: { iso: string; now: number | null; labels: Labels }) {
  const utc = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  if (now === null) return <time dateTime={iso}>{utc}</time>;
  const { unit, n } = ageParts(iso, now);
  const template =
    unit === 'seconds' ? labels.ageSeconds : unit === 'minutes' ? labels.ageMinutes : unit === 'hours' ? labels.ageHours : labels.ageDays;
  return (
    <time dateTime={iso} title={utc}>
      {fill(template, { n })}
    </time>
  );
}

function Price({ value, locale }: { value: string | null; locale: string }) {
  if (value === null) return <span className="none">–</span>;
  return <span className="num">{groupDecimal(value, locale)}</span>;
}

export function MarketsLive({ initial, jsonUrl, locale, labels }: MarketsLiveProps) {
  const { data: file = initial } = useSWR(jsonUrl, loadFile, {
    fallbackData: initial,
    refreshInterval: initial.refresh.browser_json_seconds * 1000,
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    keepPreviousData: true,
  });

  // Only exchanges whose own API sends the CORS header are read from the browser.
  const corsIds = useMemo(() => initial.exchanges.filter((e) => e.cors).map((e) => e.id as ExchangeId), [initial.exchanges]);
  const { data: live } = useSWR(
    corsIds.length ? ['markets-live', ...corsIds] : null,
    () => Promise.all(corsIds.map((id) => fetchExchange(id, { timeoutMs: 20_000 }))),
    {
      refreshInterval: initial.refresh.browser_exchange_seconds * 1000,
      revalidateOnMount: true,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      keepPreviousData: true,
    },
  );

  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // The server has no reader's clock: ages appear only after hydration, so the first client
    // render matches the HTML. Setting state here is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const [quote, setQuote] = useState('all');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('default');

  const liveById = useMemo(() => new Map<string, ExchangeResult>((live ?? []).map((result) => [result.id, result])), [live]);
  const liveOk = useMemo(() => new Set([...liveById.values()].filter((r) => r.status === 'ok').map((r) => r.id)), [liveById]);

  const tickers = useMemo(() => {
    const fromFile = file.tickers.filter((t) => !liveOk.has(t.exchange.id));
    const fromLive = [...liveById.values()].flatMap((r) => (r.status === 'ok' ? r.tickers : []));
    return [...fromFile, ...fromLive].sort(compareTickers);
  }, [file.tickers, liveById, liveOk]);

  const aggregates = useMemo(() => aggregateTickers(tickers), [tickers]);
  // Icons the build published (a live-only asset may have none on the server: no icon, never a
  // broken image or another asset's icon).
  const logoPaths = useMemo(
    () => new Map((file.aggregated ?? initial.aggregated).flatMap((a) => (a.logo_path ? [[a.base, `/${a.logo_path}`] as const] : []))),
    [file.aggregated, initial.aggregated],
  );

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const rows = aggregates.filter(
      (row) =>
        (quote === 'all' || row.quote === quote) &&
        (!q || row.base.toLowerCase().includes(q) || (row.name ?? '').toLowerCase().includes(q) || row.symbol.toLowerCase().includes(q)),
    );
    if (sort === 'name') rows.sort((a, b) => a.base.localeCompare(b.base) || a.quote.localeCompare(b.quote));
    else if (sort === 'exchanges') rows.sort((a, b) => b.exchange_count - a.exchange_count);
    else if (sort === 'updated') rows.sort((a, b) => Date.parse(b.updated_at ?? '') - Date.parse(a.updated_at ?? ''));
    return rows;
  }, [aggregates, quote, query, sort]);

  const methodLabel = (row: MarketAggregateCore) =>
    row.method === 'mean_last' ? labels.methodMeanLast : row.method === 'mean_bid_ask_mid' ? labels.methodMeanMid : labels.methodNone;

  return (
    <div className="markets-live" data-live-at={live?.[0]?.fetched_at ?? ''} data-file-at={file.generated_at}>
      <p className="note">
        {fill(labels.liveNote, {
          exchangeMinutes: Math.round(initial.refresh.browser_exchange_seconds / 60),
          jsonMinutes: Math.round(initial.refresh.browser_json_seconds / 60),
        })}{' '}
        {now === null ? labels.noJsNote : null}
      </p>

      <section aria-labelledby="exchanges-title" className="exchange-status">
        <h2 id="exchanges-title">{labels.exchangesTitle}</h2>
        <ul>
          {file.exchanges.map((exchange) => {
            const result = liveById.get(exchange.id);
            const isLive = result?.status === 'ok';
            const fetchedAt = isLive && result ? result.fetched_at : exchange.fetched_at;
            return (
              <li key={exchange.id} data-exchange={exchange.id}>
                <a href={exchange.website}>{exchange.name}</a> ({exchange.country}) · {exchange.cors ? labels.direct : labels.noCors} ·{' '}
                {labels.fetched} <Age iso={fetchedAt} now={now} labels={labels} />
                {isLive ? <span className="badge badge-live"> {labels.live}</span> : null}
                {!isLive && exchange.status !== 'ok' ? (
                  <p className="notice" role="status">
                    {fill(labels.exchangeError, { exchange: exchange.name, error: exchange.error ?? '' })}
                  </p>
                ) : null}
                {result && result.status !== 'ok' ? (
                  <p className="notice" role="status">
                    {fill(labels.exchangeLiveError, { exchange: exchange.name })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <div className="controls" hidden={now === null}>
        <label>
          {labels.filterQuote}
          <select value={quote} onChange={(event) => setQuote(event.target.value)}>
            <option value="all">{labels.allQuotes}</option>
            {file.quotes.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </label>
        <label>
          {labels.search}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </label>
        <label>
          {labels.sort}
          <select value={sort} onChange={(event) => setSort(event.target.value as SortKey)}>
            <option value="default">{labels.sortDefault}</option>
            <option value="name">{labels.sortName}</option>
            <option value="exchanges">{labels.sortExchanges}</option>
            <option value="updated">{labels.sortUpdated}</option>
          </select>
        </label>
      </div>

      {aggregates.length === 0 ? (
        <p>{labels.noData}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="markets-caption" tabIndex={0}>
          <table className="markets">
            <caption id="markets-caption">{labels.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.asset}</th>
                <th scope="col">{labels.price}</th>
                <th scope="col">{labels.range}</th>
                <th scope="col">{labels.volume}</th>
                <th scope="col">{labels.perExchange}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.symbol} data-symbol={row.symbol}>
                  <th scope="row" className="asset">
                    {logoPaths.has(row.base) ? (
                      <img src={logoPaths.get(row.base)} alt="" width={24} height={24} loading="lazy" decoding="async" />
                    ) : (
                      <span className="icon-placeholder" aria-hidden="true" />
                    )}
                    <span>
                      <span className="pair">{row.symbol.replace('-', '/')}</span>
                      {row.name ? <span className="asset-name">{row.name}</span> : null}
                    </span>
                  </th>
                  <td className="price">
                    <span className="price-value" data-testid="aggregate-price">
                      <Price value={row.price} locale={locale} /> {row.price !== null ? row.quote : null}
                    </span>
                    <span className="method">{methodLabel(row)}</span>
                    <span className="method">{fill(labels.exchangeCount, { count: row.exchange_count })}</span>
                  </td>
                  <td className="range">
                    {row.min !== null && row.max !== null ? (
                      <>
                        <Price value={row.min} locale={locale} /> – <Price value={row.max} locale={locale} />
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className="volume">
                    <Volumes row={row} locale={locale} labels={labels} />
                  </td>
                  <td className="contributors">
                    <ul>
                      {row.contributors.map((c) => (
                        <li key={c.exchange_id} data-exchange={c.exchange_id}>
                          <strong>{c.name}</strong>
                          {liveOk.has(c.exchange_id) ? <span className="badge badge-live">{labels.live}</span> : null}
                          <span className="figures">
                            {c.last !== null ? (
                              <span>
                                {labels.last} <Price value={c.last} locale={locale} />
                              </span>
                            ) : null}
                            {c.bid !== null ? (
                              <span>
                                {labels.bid} <Price value={c.bid} locale={locale} />
                              </span>
                            ) : null}
                            {c.ask !== null ? (
                              <span>
                                {labels.ask} <Price value={c.ask} locale={locale} />
                              </span>
                            ) : null}
                          </span>
                          <span className="fetched">
                            {labels.fetched} <Age iso={c.fetched_at} now={now} labels={labels} />
                            {!c.included_in_price ? <> · {labels.notInPrice}</> : null}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 ? <p>{labels.noResults}</p> : null}
        </div>
      )}
    </div>
  );
}

function Volumes({ row, locale, labels }: { row: MarketAggregateCore; locale: string; labels: Labels }) {
  const { volume } = row;
  const lines: Array<{ key: string; text: string }> = [];
  if (volume.volume_base_24h !== null)
    lines.push({ key: 'b24', text: fill(labels.volume24h, { value: groupDecimal(volume.volume_base_24h, locale), unit: row.base }) });
  if (volume.volume_quote_24h !== null)
    lines.push({ key: 'q24', text: fill(labels.volume24h, { value: groupDecimal(volume.volume_quote_24h, locale), unit: row.quote }) });
  if (volume.volume_base !== null)
    lines.push({ key: 'b', text: fill(labels.volumeUnnamed, { value: groupDecimal(volume.volume_base, locale), unit: row.base }) });
  if (volume.volume_quote !== null)
    lines.push({ key: 'q', text: fill(labels.volumeUnnamed, { value: groupDecimal(volume.volume_quote, locale), unit: row.quote }) });
  if (lines.length === 0) return <span className="none">–</span>;
  return (
    <ul className="volumes">
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ul>
  );
}
