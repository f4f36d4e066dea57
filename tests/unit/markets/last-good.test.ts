import { describe, expect, it } from 'vitest';
import { contextAt } from '@/tests/fixtures/site-data';
import { buildCatalogue, exchangeEntry } from '@/lib/markets/documents';
import { lastOkAt, withLastGood } from '@/lib/markets/last-good';
import { snapshotFromCatalogue } from '@/lib/markets/live';
import { notFetchedSnapshot } from '@/lib/markets/node/snapshot';
import { exchangeSchema, marketsSnapshotSchema, publishedCatalogueSchema } from '@/lib/schemas/markets';
import type { ExchangeResult, MarketsSnapshot } from '@/lib/markets/types';
import { fixtureResults } from '@/tests/fixtures/markets/snapshot';

/** One refresh at `at`: the named exchanges fail, the others answer with the fixture tickers. */
function refreshAt(at: string, failing: readonly ExchangeResult['id'][] = []): MarketsSnapshot {
  return {
    kind: 'markets_snapshot',
    version: 1,
    generated_at: at,
    exchanges: fixtureResults(at).map((result) =>
      failing.includes(result.id) ? { ...result, status: 'error', error: 'GET x: HTTP 500', tickers: [] } : result,
    ),
  };
}

const H1 = '2026-11-22T10:17:03.000Z';
const H2 = '2026-11-22T11:17:04.000Z';
const H3 = '2026-11-22T12:17:02.000Z';
const H4 = '2026-11-22T13:17:05.000Z';

const lastGood = (snapshot: MarketsSnapshot) => Object.fromEntries(snapshot.exchanges.map((e) => [e.id, e.last_ok_at]));

describe('withLastGood: when each exchange last answered, carried from refresh to refresh', () => {
  it('a first failure keeps the previous refresh\u2019s fetch time; the others carry their own', () => {
    const first = withLastGood(refreshAt(H1), null);
    expect(lastGood(first)).toEqual({ firi: H1, nbx: H1, coinmotion: H1 });
    const second = withLastGood(refreshAt(H2, ['nbx']), first.exchanges);
    expect(lastGood(second)).toEqual({ firi: H2, nbx: H1, coinmotion: H2 });
    // The failure itself is untouched: no tickers, its error and the time it was tried.
    expect(second.exchanges[1]).toMatchObject({ status: 'error', error: 'GET x: HTTP 500', fetched_at: H2, tickers: [] });
    expect(marketsSnapshotSchema.safeParse(second).success).toBe(true);
  });

  it('a failure that lasts keeps the time of the last answer, not of the last try', () => {
    let snapshot = withLastGood(refreshAt(H1), null);
    for (const at of [H2, H3]) snapshot = withLastGood(refreshAt(at, ['nbx']), snapshot.exchanges);
    expect(lastGood(snapshot)).toEqual({ firi: H3, nbx: H1, coinmotion: H3 });
  });

  it('a recovered exchange carries its new fetch time again', () => {
    let snapshot = withLastGood(refreshAt(H1), null);
    snapshot = withLastGood(refreshAt(H2, ['coinmotion']), snapshot.exchanges);
    snapshot = withLastGood(refreshAt(H3, ['coinmotion']), snapshot.exchanges);
    snapshot = withLastGood(refreshAt(H4), snapshot.exchanges);
    expect(lastGood(snapshot)).toEqual({ firi: H4, nbx: H4, coinmotion: H4 });
  });

  it('an exchange never reached has none: null, never a guess', () => {
    // Nothing before, failing now.
    expect(lastGood(withLastGood(refreshAt(H1, ['firi']), null)).firi).toBeNull();
    // Only failures before (the stand-in a build without data starts from).
    const never = withLastGood(refreshAt(H1, ['firi']), notFetchedSnapshot(new Date(H1)).exchanges);
    expect(lastGood(never).firi).toBeNull();
    expect(lastGood(withLastGood(refreshAt(H2, ['firi']), never.exchanges)).firi).toBeNull();
    // The previous set did not list it at all.
    const without = refreshAt(H1).exchanges.filter((e) => e.id !== 'firi');
    expect(lastGood(withLastGood(refreshAt(H2, ['firi']), without)).firi).toBeNull();
  });

  it('reads a catalogue published before the field: an exchange that was ok then answered then; a failed one is unknown', () => {
    const old = [
      { id: 'firi', status: 'ok', fetched_at: H1 },
      { id: 'nbx', status: 'error', fetched_at: H1 },
    ];
    expect(lastGood(withLastGood(refreshAt(H2, ['firi', 'nbx']), old))).toEqual({ firi: H1, nbx: null, coinmotion: H2 });
  });
});

describe('the published Exchange entry', () => {
  const ctx = contextAt();

  it('says when the exchange last answered: its fetch time when ok, the carried time when failed, null when never', () => {
    const snapshot = withLastGood(refreshAt(H2, ['nbx', 'coinmotion']), [
      { id: 'nbx', status: 'ok', fetched_at: H1 },
      { id: 'coinmotion', status: 'error', fetched_at: H1, last_ok_at: null },
    ]);
    const entries = (['firi', 'nbx', 'coinmotion'] as const).map((id) => exchangeSchema.parse(exchangeEntry(snapshot, id)));
    expect(entries.map((e) => [e.id, e.status, e.fetched_at, e.last_ok_at, e.ticker_count])).toEqual([
      ['firi', 'ok', H2, H2, 11],
      ['nbx', 'error', H2, H1, 0],
      ['coinmotion', 'error', H2, null, 0],
    ]);
    // Only the time is kept: the failed exchange has no ticker in the catalogue.
    expect(buildCatalogue(snapshot, ctx).tickers.filter((t) => t.exchange.id === 'nbx')).toEqual([]);
  });

  it('an ok result without the field (a live read, an older snapshot) still has its time', () => {
    expect(lastOkAt({ id: 'firi', status: 'ok', fetched_at: H3 })).toBe(H3);
    expect(lastOkAt({ id: 'firi', status: 'error', fetched_at: H3 })).toBeNull();
  });

  it('the seed carries it from a published catalogue, and still reads one written before the field', () => {
    const published = buildCatalogue(withLastGood(refreshAt(H2, ['nbx']), refreshAt(H1).exchanges), ctx);
    expect(lastGood(snapshotFromCatalogue(publishedCatalogueSchema.parse(published))).nbx).toBe(H1);
    const older = { ...published, exchanges: published.exchanges.map(({ last_ok_at: _dropped, ...rest }) => rest) };
    const seeded = marketsSnapshotSchema.parse(snapshotFromCatalogue(publishedCatalogueSchema.parse(older)));
    expect(seeded.exchanges.map((e) => lastOkAt(e))).toEqual([H2, null, H2]);
  });
});
