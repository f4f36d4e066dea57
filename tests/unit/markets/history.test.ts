import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeContext } from '@/lib/core/context';
import { DEFAULT_CONFIG } from '@/lib/config';
import { marketAggregateCores } from '@/lib/markets/documents';
import { appendHistory, appendSnapshot, buildHistoryDocument, historyRow, snapshotHistoryRows, thinHistory } from '@/lib/markets/history';
import { notFetchedSnapshot } from '@/lib/markets/node/snapshot';
import type { MarketHistoryRow, MarketsSnapshot } from '@/lib/markets/types';
import { marketHistorySchema } from '@/lib/schemas/markets';
import { fixtureSnapshot, ticker } from '@/tests/fixtures/markets/snapshot';

/** A row whose price names its instant, so a table shows which rows survived. */
const row = (at: string, price = at.slice(5, 16)): MarketHistoryRow => ({
  at,
  price: price.replace(/\D/g, ''),
  method: 'mean_last',
  last: price.replace(/\D/g, ''),
  mid: null,
  exchange_count: 1,
});
const ats = (rows: readonly MarketHistoryRow[]) => rows.map((r) => r.at);

describe('historyRow', () => {
  it('copies the aggregate strings exactly: trailing zeros, nulls, the method and the count', () => {
    const [aggregate] = marketAggregateCores({
      ...fixtureSnapshot(),
      exchanges: [
        {
          id: 'nbx',
          status: 'ok',
          error: null,
          fetched_at: '2026-11-22T12:00:05.000Z',
          tickers: [ticker('nbx', 'BTC-NOK', { bid: '1.10', ask: '1.30' })],
        },
      ],
    });
    expect(historyRow(aggregate!, '2026-11-22T12:00:05.000Z')).toEqual({
      at: '2026-11-22T12:00:05.000Z',
      price: '1.20',
      method: 'mean_bid_ask_mid',
      last: null,
      mid: '1.20',
      exchange_count: 1,
      exchanges: ['nbx'],
    });
  });
});

describe('thinHistory (now 2026-11-30T12:00:00Z, so rows before 2026-10-31T12:00:00Z are old)', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');

  it('keeps every recent row and the last old row of each UTC day', () => {
    const rows = [
      '2026-10-01T00:00:00.000Z',
      '2026-10-01T13:00:00.000Z',
      '2026-10-01T23:59:59.999Z', // last of Oct 1
      '2026-10-02T00:00:00.000Z', // only row of Oct 2
      '2026-10-31T10:00:00.000Z',
      '2026-10-31T11:59:59.999Z', // last old row of Oct 31
      '2026-10-31T12:00:00.000Z', // exactly 30 days old: recent
      '2026-10-31T13:00:00.000Z',
      '2026-11-30T11:00:00.000Z',
      '2026-11-30T12:00:00.000Z',
    ].map((at) => row(at));
    expect(ats(thinHistory(rows, now))).toEqual([
      '2026-10-01T23:59:59.999Z',
      '2026-10-02T00:00:00.000Z',
      '2026-10-31T11:59:59.999Z',
      '2026-10-31T12:00:00.000Z',
      '2026-10-31T13:00:00.000Z',
      '2026-11-30T11:00:00.000Z',
      '2026-11-30T12:00:00.000Z',
    ]);
  });

  it('groups by the UTC day of the instant, whatever offset the row was written with', () => {
    const rows = [
      row('2026-10-03T22:00:00.000Z'),
      row('2026-10-03T23:30:00-02:00'), // 2026-10-04T01:30Z: Oct 4 in UTC
      row('2026-10-04T00:30:00+02:00'), // 2026-10-03T22:30Z: Oct 3 in UTC, the day's last
    ];
    expect(ats(thinHistory(rows, now))).toEqual(['2026-10-04T00:30:00+02:00', '2026-10-03T23:30:00-02:00']);
  });

  it('orders rows oldest first and keeps one row per instant (the first one seen)', () => {
    const a = row('2026-11-20T10:00:00.000Z', '1');
    const b = row('2026-11-20T09:00:00.000Z', '2');
    const sameAsA = row('2026-11-20T12:00:00+02:00', '3'); // the instant of a
    expect(thinHistory([a, b, sameAsA], now)).toEqual([b, a]);
  });

  it('keeps a single old row, and an empty history stays empty', () => {
    expect(ats(thinHistory([row('2020-01-01T00:00:00.000Z')], now))).toEqual(['2020-01-01T00:00:00.000Z']);
    expect(thinHistory([], now)).toEqual([]);
  });

  it('never loses a day, keeps every recent row, leaves one row per old day, and is stable', () => {
    const instant = fc.integer({ min: Date.parse('2026-08-01T00:00:00Z'), max: Date.parse('2026-11-30T12:00:00Z') });
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 60 }), (times) => {
        const rows = times.map((t) => row(new Date(t).toISOString()));
        const thinned = thinHistory(rows, now);
        const cutoff = Date.parse('2026-10-31T12:00:00Z');
        const day = (r: MarketHistoryRow) => r.at.slice(0, 10);
        expect(new Set(thinned.map(day))).toEqual(new Set(rows.map(day)));
        for (const r of rows) if (Date.parse(r.at) >= cutoff) expect(ats(thinned)).toContain(r.at);
        const oldDays = thinned.filter((r) => Date.parse(r.at) < cutoff).map(day);
        expect(new Set(oldDays).size).toBe(oldDays.length);
        expect(thinHistory(thinned, now)).toEqual(thinned);
        expect([...ats(thinned)].sort()).toEqual(ats(thinned));
      }),
    );
  });
});

describe('appendHistory', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');

  it('adds a row in time order and thins with the same now', () => {
    const rows = [row('2026-09-01T01:00:00.000Z'), row('2026-09-01T02:00:00.000Z'), row('2026-11-30T10:00:00.000Z')];
    expect(ats(appendHistory(rows, row('2026-11-30T11:00:00.000Z'), now))).toEqual([
      '2026-09-01T02:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-11-30T11:00:00.000Z',
    ]);
    expect(ats(appendHistory([], row('2026-11-30T11:00:00.000Z'), now))).toEqual(['2026-11-30T11:00:00.000Z']);
  });

  it('ignores a row at an instant already there (the same snapshot appended twice)', () => {
    const first = row('2026-11-30T10:00:00.000Z', '100');
    expect(appendHistory([first], row('2026-11-30T10:00:00.000Z', '999'), now)).toEqual([first]);
  });
});

describe('appendSnapshot', () => {
  const at = '2026-11-22T12:00:05.000Z';

  it('appends one row per aggregated pair at its updated_at, with the aggregate strings', () => {
    const snapshot = fixtureSnapshot();
    const history = appendSnapshot(new Map(), snapshot);
    const aggregates = marketAggregateCores(snapshot);
    expect([...history.keys()]).toEqual(aggregates.map((a) => a.symbol));
    for (const aggregate of aggregates) {
      expect(history.get(aggregate.symbol)).toEqual([
        {
          at,
          price: aggregate.price,
          method: aggregate.method,
          last: aggregate.last,
          mid: aggregate.mid,
          exchange_count: aggregate.exchange_count,
          exchanges: aggregate.contributors
            .filter((c) => c.included_in_price)
            .map((c) => c.exchange_id)
            .sort(),
        },
      ]);
    }
    expect(history.get('BTC-NOK')![0]).toMatchObject({
      price: '1012373.085',
      mid: '1012312.6000000000000000',
      exchange_count: 2,
      exchanges: ['firi', 'nbx'],
    });
  });

  it('two snapshots with different prices give two rows; the same snapshot again gives none', () => {
    const first = fixtureSnapshot();
    const later = withFetchTime(priced(first, '2000000'), '2026-11-22T13:00:05.000Z');
    const once = appendSnapshot(new Map(), first);
    const twice = appendSnapshot(once, later);
    expect(twice.get('BTC-NOK')!.map((r) => [r.at, r.price])).toEqual([
      [at, '1012373.085'],
      ['2026-11-22T13:00:05.000Z', '2000000'],
    ]);
    expect(appendSnapshot(twice, later)).toEqual(twice);
  });

  it('a snapshot where every exchange failed changes nothing; a pair that disappears keeps its rows', () => {
    const gone = [row('2026-11-01T00:00:00.000Z')];
    const before = new Map([['ZZZ-NOK', gone]]);
    expect(appendSnapshot(before, notFetchedSnapshot(new Date('2026-11-22T12:00:00Z')))).toEqual(before);
    const after = appendSnapshot(before, fixtureSnapshot());
    expect(after.get('ZZZ-NOK')).toBe(gone);
  });
});

describe('snapshotHistoryRows', () => {
  it('is empty for a snapshot with no tickers', () => {
    expect(snapshotHistoryRows(notFetchedSnapshot())).toEqual(new Map());
  });
});

describe('buildHistoryDocument', () => {
  const ctx = makeContext(new Date('2026-11-22T12:00:10.000Z'), DEFAULT_CONFIG);

  it('carries the envelope, symbol, quote and rows, and validates', () => {
    const rows = [row('2026-11-22T11:00:00.000Z'), row('2026-11-22T12:00:00.000Z')];
    const doc = marketHistorySchema.parse(buildHistoryDocument(rows, ctx, 'BTC-NOK'));
    expect(Object.keys(doc)).toEqual(['api_version', 'name', 'generated_at', 'preview', 'symbol', 'quote', 'rows']);
    expect(doc).toMatchObject({
      api_version: '1',
      generated_at: '2026-11-22T12:00:10.000Z',
      preview: false,
      symbol: 'BTC-NOK',
      quote: 'NOK',
    });
    expect(doc.rows).toEqual(rows);
  });

  it('refuses a name that is not a pair, and the schema refuses rows out of order', () => {
    expect(() => buildHistoryDocument([], ctx, 'BTC-USD')).toThrow(RangeError);
    const doc = buildHistoryDocument([row('2026-11-22T12:00:00.000Z'), row('2026-11-22T11:00:00.000Z')], ctx, 'BTC-NOK');
    expect(marketHistorySchema.safeParse(doc).success).toBe(false);
    const twice = buildHistoryDocument([row('2026-11-22T12:00:00.000Z'), row('2026-11-22T12:00:00.000Z')], ctx, 'BTC-NOK');
    expect(marketHistorySchema.safeParse(twice).success).toBe(false);
    const wrongQuote = { ...buildHistoryDocument([], ctx, 'BTC-NOK'), quote: 'SEK' };
    expect(marketHistorySchema.safeParse(wrongQuote).success).toBe(false);
  });
});

/** Every price field of every ticker set to `price` (a different market). */
function priced(snapshot: MarketsSnapshot, price: string): MarketsSnapshot {
  return {
    ...snapshot,
    exchanges: snapshot.exchanges.map((e) => ({
      ...e,
      tickers: e.tickers.map((t) => ({
        ...t,
        last: t.last === null ? null : price,
        bid: t.bid === null ? null : price,
        ask: t.ask === null ? null : price,
      })),
    })),
  };
}

function withFetchTime(snapshot: MarketsSnapshot, at: string): MarketsSnapshot {
  return {
    ...snapshot,
    generated_at: at,
    exchanges: snapshot.exchanges.map((e) => ({ ...e, fetched_at: at, tickers: e.tickers.map((t) => ({ ...t, fetched_at: at })) })),
  };
}
