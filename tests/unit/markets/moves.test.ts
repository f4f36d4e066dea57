import { describe, expect, it } from 'vitest';
import { buildMovesDocument, moveId, pairMoves, recentMoves } from '@/lib/markets/moves';
import type { MarketHistoryRow } from '@/lib/markets/types';
import { marketMovesSchema } from '@/lib/schemas/markets';
import { makeContext } from '@/lib/core/context';
import { DEFAULT_CONFIG } from '@/lib/config';

const START = Date.parse('2026-06-01T00:00:00Z');
const at = (hour: number) => new Date(START + hour * 3_600_000).toISOString();

/** Hourly readings from a list of prices (hour 0 first), every one from Firi and NBX unless `exchanges` says otherwise. */
function rows(prices: readonly string[], exchanges: (hour: number) => string[] = () => ['firi', 'nbx']): MarketHistoryRow[] {
  return prices.map((price, hour) => ({
    at: at(hour),
    price,
    method: 'mean_last' as const,
    last: price,
    mid: null,
    exchange_count: exchanges(hour).length,
    exchanges: exchanges(hour) as MarketHistoryRow['exchanges'],
  }));
}

const flat = (hours: number, price = '1000000') => Array.from({ length: hours }, () => price);

describe('pairMoves', () => {
  it('alerts a 6 % fall once, with exact figures from the reading 24 hours before', () => {
    const moves = pairMoves('BTC-NOK', rows([...flat(30), '940000', '939000', '938500', ...flat(10, '938000')]), '5');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toEqual({
      id: moveId('BTC-NOK', at(30)),
      symbol: 'BTC-NOK',
      base: 'BTC',
      quote: 'NOK',
      at: at(30),
      window_hours: 24,
      from_at: at(6),
      from_price: '1000000',
      to_at: at(30),
      to_price: '940000',
      change: '-60000',
      change_pct: '-6',
      threshold_pct: '5',
      exchanges: ['firi', 'nbx'],
    });
    expect(moves[0]!.id).toBe('BTC-NOK-20260602T0600Z');
  });

  it('alerts a wobble around the threshold once, and a further 5 % from the alerted price again', () => {
    const wobble = ['950000', '951000', '949000', '950500', '949500'];
    const moves = pairMoves('BTC-NOK', rows([...flat(30), ...wobble, '902000', '901000']), '5');
    expect(moves.map((move) => [move.at, move.to_price, move.change_pct])).toEqual([
      [at(30), '950000', '-5'],
      // 902000 is 5.05… % under the alerted 950000: a further move.
      [at(35), '902000', '-9.8'],
    ]);
  });

  it('alerts the same level again only after the 24-hour cooldown, measured against the price 24 hours before', () => {
    // Falls 6 %, stays, then falls 6 % again 30 hours later: two alerts; staying low never alerts.
    const moves = pairMoves('BTC-NOK', rows([...flat(30), ...flat(30, '940000'), ...flat(5, '883600')]), '5');
    expect(moves.map((move) => [move.at, move.from_price, move.to_price])).toEqual([
      [at(30), '1000000', '940000'],
      [at(60), '940000', '883600'],
    ]);
  });

  it('never alerts a reading whose exchanges differ from the reading before', () => {
    const oneFailed = (hour: number) => (hour === 30 ? ['firi'] : ['firi', 'nbx']);
    const changed = rows([...flat(30), '940000', ...flat(5, '1000000')], oneFailed);
    expect(pairMoves('BTC-NOK', changed, '5')).toEqual([]);
    // Nor the reading after the failure (its exchanges differ too); the next one with the same exchanges is a move again.
    const fallStays = rows([...flat(30), '940000', '940000', '940000'], oneFailed);
    expect(pairMoves('BTC-NOK', fallStays, '5').map((move) => move.at)).toEqual([at(32)]);
  });

  it('takes a threshold per caller: 2.5 sees what 5 does not', () => {
    const history = rows([...flat(30), '970000']);
    expect(pairMoves('BTC-NOK', history, '5')).toEqual([]);
    expect(pairMoves('BTC-NOK', history, '2.5').map((move) => move.change_pct)).toEqual(['-3']);
  });

  it('needs a reading 24 hours back, and falls back to the exchange count for rows that predate the exchanges', () => {
    expect(pairMoves('BTC-NOK', rows(['1000000', '500000']), '5')).toEqual([]);
    const old = rows([...flat(30), '940000']).map(({ exchanges: _ignored, ...row }) => row);
    const moves = pairMoves('BTC-NOK', old, '5');
    expect(moves.map((move) => move.exchanges)).toEqual([null]);
  });
});

describe('markets/moves.json', () => {
  const history = new Map([
    ['BTC-NOK', rows([...flat(30), '940000'])],
    ['ETH-EUR', rows([...flat(31, '3000'), '3200'])],
  ]);

  it('lists the moves of the last seven days at the feeds\u2019 threshold, newest first, and validates', () => {
    const ctx = makeContext(new Date(at(40)), DEFAULT_CONFIG);
    const doc = buildMovesDocument(history, ctx, '5');
    expect(marketMovesSchema.parse(doc)).toEqual(doc);
    expect(doc.moves.map((move) => [move.symbol, move.change_pct])).toEqual([
      ['ETH-EUR', '6.666666666667'],
      ['BTC-NOK', '-6'],
    ]);
    expect([doc.threshold_pct, doc.window_hours, doc.cooldown_hours, doc.kept_days, doc.count]).toEqual(['5', 24, 24, 7, 2]);
  });

  it('drops moves older than the kept days and never shows a move after its own time', () => {
    expect(recentMoves(history, '5', new Date(at(31 + 7 * 24 + 1)))).toHaveLength(0);
    expect(recentMoves(history, '5', new Date(at(30))).map((move) => move.symbol)).toEqual(['BTC-NOK']);
  });
});
