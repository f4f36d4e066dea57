'use client';

import { useMemo, useRef, useState } from 'react';
import { fmt } from '@/lib/i18n/fmt';
import type { BuildExtras, MarketsFile } from '@/lib/markets/markets-file';
import type { ExchangeResult } from '@/lib/markets/types';
import type { TableView } from '@/lib/markets/table-view';
import type { ShownChanges } from '@/lib/pages/change-display';
import { knownSeparators, type Separators } from '@/lib/pages/format';
import { ExchangeStatus } from './exchange-status';
import type { Labels } from './market-figures';
import { MarketsControls, selectRows, type ControlState } from './markets-controls';
import { MarketTiles } from './market-tiles';
import { MarketsTable } from './markets-table';
import { useHydrated, useReaderClock } from './reader-clock';
import { useLiveExchanges, useMarketChanges, useMarketsFile, useShownChanges, useTableView } from './use-markets-data';

/**
 * The live markets table: the site's one sizeable client component, kept to composition. The
 * page arrives with what the build computed (`initial`: rows, tiles, changes, exchange status),
 * so hydrating it computes nothing; it then keeps them current (use-markets-data.ts:
 * `markets.json` and `markets/changes.json` every `browser_json_seconds`, CORS exchanges directly
 * every `browser_exchange_seconds`, aggregates recomputed with the same lib/markets code as the
 * build). What only the build knows (asset pages, sparklines) arrives in `extras`.
 */
export interface InitialMarkets {
  readonly generated_at: string;
  readonly quotes: readonly string[];
  readonly refresh: MarketsFile['refresh'];
  readonly exchanges: MarketsFile['exchanges'];
  readonly view: TableView;
  readonly changes: ShownChanges;
}

export interface MarketsLiveProps {
  readonly initial: InitialMarkets;
  readonly extras: BuildExtras;
  readonly jsonUrl: string;
  readonly changesUrl: string;
  readonly locale: string;
  /** The locale's digit separators, as the build's Intl gave them. */
  readonly separators: Separators;
  readonly labels: Labels;
}

export function MarketsLive({ initial, extras, jsonUrl, changesUrl, locale, separators, labels }: MarketsLiveProps) {
  knownSeparators(locale, separators);
  const { refresh } = initial;
  const file = useMarketsFile(jsonUrl, refresh.browser_json_seconds);
  const live = useLiveExchanges(initial.exchanges, refresh.browser_exchange_seconds);
  const view = useTableView(initial.view, initial.generated_at, file, live);
  const changes = useShownChanges(initial.changes, useMarketChanges(changesUrl, refresh.browser_json_seconds), locale);
  const [controls, setControls] = useState<ControlState>({ quote: 'all', query: '', sort: 'default' });
  // The exchanges' status from the newest file; the page's own list while the file is the same.
  const newer = file && file.generated_at !== initial.generated_at ? file : undefined;
  const exchanges = newer?.exchanges ?? initial.exchanges;
  const quotes = newer?.quotes ?? initial.quotes;
  const liveById = useMemo(() => new Map<string, ExchangeResult>((live ?? []).map((result) => [result.id, result])), [live]);
  const liveOk = useMemo(() => new Set(view.liveOk), [view]);
  const shown = useMemo(() => selectRows(view.rows, controls), [view, controls]);
  const root = useRef<HTMLDivElement>(null);
  useReaderClock(root, labels);

  return (
    <div
      ref={root}
      className="markets-live"
      data-live-at={live?.[0]?.fetched_at ?? ''}
      data-file-at={file?.generated_at ?? initial.generated_at}
    >
      {view.rows.length > 0 ? (
        <p className="note">
          {fmt(labels.liveNote, {
            exchangeMinutes: Math.round(refresh.browser_exchange_seconds / 60),
            jsonMinutes: Math.round(refresh.browser_json_seconds / 60),
          })}{' '}
          <ScriptlessNote text={labels.noJsNote} />
        </p>
      ) : (
        <p className="notice" role="status" data-testid="markets-no-data">
          {labels.noData}
        </p>
      )}
      <MarketTiles summaries={view.summaries} labels={labels} />
      <ExchangeStatus exchanges={exchanges} lastPrices={view.lastPrices} liveById={liveById} liveOk={liveOk} labels={labels} />
      <MarketsControls
        quotes={quotes}
        state={controls}
        onChange={(next) => setControls((previous) => ({ ...previous, ...next }))}
        labels={labels}
      />
      {view.rows.length === 0 ? null : (
        <div className="table-scroll" role="region" aria-labelledby="markets-caption" tabIndex={0}>
          <MarketsTable rows={shown} logos={view.logos} extras={extras} changes={changes} locale={locale} labels={labels} />
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
