import { compare, quotient, sum } from './decimal';
import type { MarketAggregateCore } from './types';

/** Each exchange's share of a pair's volume, one field at a time, so windows and units are never mixed and a missing volume is not zero. */

export const VOLUME_FIELDS = ['volume_base_24h', 'volume_quote_24h', 'volume_base', 'volume_quote'] as const;
export type VolumeField = (typeof VOLUME_FIELDS)[number];

/** Fields with a named 24-hour window: the ones a share chart compares. */
export const WINDOW_24H_FIELDS = ['volume_base_24h', 'volume_quote_24h'] as const satisfies readonly VolumeField[];

/** Fractional places of a share (0…1) and of the percentage shown. */
export const SHARE_PLACES = 6;
export const PERCENT_PLACES = 1;

export interface VolumeShareEntry {
  readonly exchange_id: string;
  readonly name: string;
  /** The volume as the exchange published it. */
  readonly volume: string;
  /** Fraction of the total (`"0.250000"`), or null when no share can be given. */
  readonly share: string | null;
  /** The same share in percent (`"25.0"`), or null. */
  readonly percent: string | null;
}

export interface VolumeShares {
  readonly field: VolumeField;
  /** `base`: counted in the base asset; `quote`: in the pair's quote currency. */
  readonly unit: 'base' | 'quote';
  readonly window: '24h' | 'unnamed';
  /** Exact sum over the publishers, or null when nobody published the field. */
  readonly total: string | null;
  /** `ok`: shares given; `zero-total`: every publisher said zero; `negative`: a figure below zero; `none`: not published at all. */
  readonly status: 'ok' | 'zero-total' | 'negative' | 'none';
  readonly published: readonly VolumeShareEntry[];
  /** Exchanges quoting the pair that did not publish this field. */
  readonly notPublished: ReadonlyArray<{ readonly exchange_id: string; readonly name: string }>;
}

type Contributors = Pick<MarketAggregateCore, 'contributors'>;

export function volumeShares(aggregate: Contributors, field: VolumeField): VolumeShares {
  const unit = field.startsWith('volume_base') ? 'base' : 'quote';
  const window = field.endsWith('_24h') ? '24h' : 'unnamed';
  const publishers = aggregate.contributors.flatMap((c) => {
    const volume = c[field];
    return volume === null ? [] : [{ exchange_id: c.exchange_id, name: c.name, volume }];
  });
  const notPublished = aggregate.contributors.filter((c) => c[field] === null).map(({ exchange_id, name }) => ({ exchange_id, name }));
  if (publishers.length === 0) return { field, unit, window, total: null, status: 'none', published: [], notPublished };

  const total = sum(publishers.map((p) => p.volume));
  const negative = publishers.some((p) => compare(p.volume, '0') < 0);
  const status = negative ? 'negative' : compare(total, '0') === 0 ? 'zero-total' : 'ok';
  const published = publishers.map((p) => ({
    ...p,
    share: status === 'ok' ? quotient(p.volume, total, SHARE_PLACES) : null,
    percent: status === 'ok' ? percentOf(quotient(p.volume, total, PERCENT_PLACES + 2)) : null,
  }));
  return { field, unit, window, total, status, published, notPublished };
}

/** A fraction at PERCENT_PLACES + 2 places in percent: `"0.253"` → `"25.3"`, by moving the point (exact). */
function percentOf(fraction: string): string {
  const match = /^(\d+)\.(\d{2})(\d*)$/.exec(fraction);
  if (!match) throw new RangeError(`not a share: ${fraction}`);
  const [, integer = '', hundredths = '', rest = ''] = match;
  const digits = `${integer}${hundredths}`.replace(/^0+(?=\d)/, '');
  return rest ? `${digits}.${rest}` : digits;
}

/** The share charts of a pair: one per 24-hour field that at least one exchange published. */
export function windowShares(aggregate: Contributors): VolumeShares[] {
  return WINDOW_24H_FIELDS.map((field) => volumeShares(aggregate, field)).filter((shares) => shares.status !== 'none');
}
