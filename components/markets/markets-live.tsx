'use client';

import { useDeferredValue, useMemo, useState } from 'react';
import { fmt } from '@/lib/i18n/fmt';
import { quoteSummaries } from '@/lib/markets/summary';
import { ExchangeStatus } from './exchange-status';
import type { Labels } from './market-bits';
import type { BuildExtras, MarketsFile, PairChanges } from '@/lib/markets/markets-file';
import { MarketsControls, selectRows, type ControlState } from './markets-controls';
import { MarketTiles } from './market-tiles';
import { MarketsTable } from './markets-table';
import { useHydrated } from './reader-clock';
import { useLiveExchanges, useMarketChanges, useMarketsFile, useMergedMarkets } from './use-markets-data';

/**
 * The live markets table: the site's one sizeable client component, kept to composition. It
 * starts from the catalogue built into the page and keeps it current (use-markets-data.ts:
 * `markets.json` every `browser_json_seconds`, CORS exchanges directly every
 * `browser_exchange_seconds`, aggregates recomputed with the same lib/markets code as the build).
 * What only the build knows (asset pages, sparklines) arrives in `extras`.
 */
export interface MarketsLiveProps {
  readonly initial: MarketsFile;
  readonly extras: BuildExtras;
  readonly jsonUrl: string;
  /** Each pair's change at build time, and where the browser reloads it (`markets/changes.json`). */
  readonly changes: PairChanges;
  readonly changesUrl: string;
  readonly locale: string;
  readonly labels: Labels;
}

export function MarketsLive({ initial, extras, jsonUrl, changes: initialChanges, changesUrl, locale, labels }: MarketsLiveProps) {
  // New data (a live read, a reloaded file) is rendered at transition priority: React recomputes
  // the aggregates and redraws the rows in slices between the browser's own work, instead of one
  // long task that holds up a reader's scrolling or typing. The controls stay immediate.
  const file = useDeferredValue(useMarketsFile(initial, jsonUrl));
  const live = useDeferredValue(useLiveExchanges(initial));
  const changes = useDeferredValue(useMarketChanges(initialChanges, changesUrl, initial.refresh.browser_json_seconds));
  const { liveById, liveOk, tickers, aggregates } = useMergedMarkets(file, live);
  const [controls, setControls] = useState<ControlState>({ quote: 'all', query: '', sort: 'default' });

  // Icons the build published (a live-only asset may have none on the server: no icon, never a
  // broken image or another asset's icon).
  const logoPaths = useMemo(
    () => new Map((file.aggregated ?? initial.aggregated).flatMap((a) => (a.logo_path ? [[a.base, `/${a.logo_path}`] as const] : []))),
    [file.aggregated, initial.aggregated],
  );
  const summaries = useMemo(() => quoteSummaries(file.quotes, tickers, aggregates), [file.quotes, tickers, aggregates]);
  const shown = useMemo(() => selectRows(aggregates, controls), [aggregates, controls]);

  return (
    <div className="markets-live" data-live-at={live?.[0]?.fetched_at ?? ''} data-file-at={file.generated_at}>
      {aggregates.length > 0 ? (
        <p className="note">
          {fmt(labels.liveNote, {
            exchangeMinutes: Math.round(initial.refresh.browser_exchange_seconds / 60),
            jsonMinutes: Math.round(initial.refresh.browser_json_seconds / 60),
          })}{' '}
          <ScriptlessNote text={labels.noJsNote} />
        </p>
      ) : (
        <p className="notice" role="status" data-testid="markets-no-data">
          {labels.noData}
        </p>
      )}
      <MarketTiles summaries={summaries} labels={labels} />
      <ExchangeStatus exchanges={file.exchanges} tickers={file.tickers} liveById={liveById} labels={labels} />
      <MarketsControls
        quotes={file.quotes}
        state={controls}
        onChange={(next) => setControls((previous) => ({ ...previous, ...next }))}
        labels={labels}
      />
      {aggregates.length === 0 ? null : (
        <div className="table-scroll" role="region" aria-labelledby="markets-caption" tabIndex={0}>
          <MarketsTable
            rows={shown}
            logoPaths={logoPaths}
            extras={extras}
            changes={changes}
            liveOk={liveOk}
            locale={locale}
            labels={labels}
          />
          {shown.length === 0 ? <p>{labels.noResults}</p> : null}
        </div>
      )}
    </div>
  );
}

/** Shown in the HTML (no script yet, or none at all); gone once React runs. Its own component, so
 * hydration finishing re-renders this text only. */
function ScriptlessNote({ text }: { text: string }) {
  return useHydrated() ? null : <>{text}</>;
}
