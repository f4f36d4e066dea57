import Decimal from 'decimal.js';
import { scaleOf } from '@/lib/markets/decimal';
import type { MarketAggregateCore, MarketHistoryRow } from '@/lib/markets/types';

/**
 * A made-up reading of a priced aggregate at `at`: its price moved by `percent`, at the price's own
 * scale, in the series its method names. For the demo's and the test fixtures' drawn histories only.
 */
export function movedRow(aggregate: MarketAggregateCore & { price: string }, at: string, percent: Decimal.Value): MarketHistoryRow {
  const price = new Decimal(aggregate.price).times(new Decimal(100).plus(percent)).div(100).toFixed(scaleOf(aggregate.price));
  const isLast = aggregate.method === 'mean_last';
  return {
    at,
    price,
    method: aggregate.method,
    last: isLast ? price : null,
    mid: isLast ? null : price,
    exchange_count: aggregate.exchange_count,
  };
}
