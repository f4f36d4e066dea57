import { describe, expect, it } from 'vitest';
import { volumeShares, windowShares } from '@/lib/markets/volume-share';
import type { MarketAggregateCore } from '@/lib/markets/types';

type Contributor = MarketAggregateCore['contributors'][number];
type Volumes = Partial<Pick<Contributor, 'volume_base' | 'volume_quote' | 'volume_base_24h' | 'volume_quote_24h'>>;

const NAMES = { firi: 'Firi', nbx: 'Norwegian Block Exchange', coinmotion: 'Coinmotion' } as const;

function contributor(id: keyof typeof NAMES, volumes: Volumes): Contributor {
  return {
    exchange_id: id,
    name: NAMES[id],
    country: id === 'coinmotion' ? 'FI' : 'NO',
    last: '100',
    bid: null,
    ask: null,
    mid: null,
    included_in_last: true,
    included_in_mid: false,
    included_in_price: true,
    volume_base: null,
    volume_quote: null,
    volume_base_24h: null,
    volume_quote_24h: null,
    fetched_at: '2026-11-22T12:00:05.000Z',
    source_url: `https://fake.example/${id}`,
    ...volumes,
  };
}

const pair = (...contributors: Contributor[]) => ({ contributors });

describe('volumeShares', () => {
  it('shares the 24-hour volume among the exchanges that published it, exactly', () => {
    const shares = volumeShares(
      pair(contributor('firi', { volume_base_24h: '1.5' }), contributor('nbx', { volume_base_24h: '4.50' }), contributor('coinmotion', {})),
      'volume_base_24h',
    );
    expect(shares.status).toBe('ok');
    expect(shares.window).toBe('24h');
    expect(shares.unit).toBe('base');
    expect(shares.total).toBe('6.00');
    expect(shares.published).toEqual([
      { exchange_id: 'firi', name: 'Firi', volume: '1.5', share: '0.250000', percent: '25.0' },
      { exchange_id: 'nbx', name: 'Norwegian Block Exchange', volume: '4.50', share: '0.750000', percent: '75.0' },
    ]);
    // A missing volume is not a zero: Coinmotion is listed as not published and takes no share.
    expect(shares.notPublished).toEqual([{ exchange_id: 'coinmotion', name: 'Coinmotion' }]);
  });

  it('never mixes an unlabelled volume into a 24-hour share, nor the other way round', () => {
    const aggregate = pair(contributor('firi', { volume_base: '10' }), contributor('nbx', { volume_base_24h: '3' }));
    const day = volumeShares(aggregate, 'volume_base_24h');
    expect(day.total).toBe('3');
    expect(day.published.map((p) => [p.exchange_id, p.percent])).toEqual([['nbx', '100.0']]);
    expect(day.notPublished.map((n) => n.exchange_id)).toEqual(['firi']);
    const unnamed = volumeShares(aggregate, 'volume_base');
    expect(unnamed.window).toBe('unnamed');
    expect(unnamed.total).toBe('10');
    expect(unnamed.published.map((p) => p.exchange_id)).toEqual(['firi']);
    // The charts compare only named 24-hour windows.
    expect(windowShares(aggregate).map((s) => s.field)).toEqual(['volume_base_24h']);
  });

  it('keeps a published zero as a participant with a zero share', () => {
    const shares = volumeShares(
      pair(contributor('firi', { volume_quote_24h: '0' }), contributor('nbx', { volume_quote_24h: '200.00' })),
      'volume_quote_24h',
    );
    expect(shares.unit).toBe('quote');
    expect(shares.published.map((p) => [p.exchange_id, p.volume, p.share, p.percent])).toEqual([
      ['firi', '0', '0.000000', '0.0'],
      ['nbx', '200.00', '1.000000', '100.0'],
    ]);
    expect(shares.notPublished).toEqual([]);
  });

  it('gives no shares when every publisher said zero, but still lists their figures', () => {
    const shares = volumeShares(
      pair(contributor('firi', { volume_base_24h: '0.000' }), contributor('nbx', { volume_base_24h: '0' })),
      'volume_base_24h',
    );
    expect(shares.status).toBe('zero-total');
    expect(shares.total).toBe('0.000');
    expect(shares.published.map((p) => [p.volume, p.share, p.percent])).toEqual([
      ['0.000', null, null],
      ['0', null, null],
    ]);
  });

  it('gives one exchange the whole share when it alone published', () => {
    const shares = volumeShares(pair(contributor('nbx', { volume_base_24h: '0.00000001' })), 'volume_base_24h');
    expect(shares.published).toEqual([
      { exchange_id: 'nbx', name: 'Norwegian Block Exchange', volume: '0.00000001', share: '1.000000', percent: '100.0' },
    ]);
  });

  it('reports no chart when nobody published the window', () => {
    const aggregate = pair(contributor('firi', { volume_base: '5' }), contributor('coinmotion', {}));
    const shares = volumeShares(aggregate, 'volume_base_24h');
    expect(shares.status).toBe('none');
    expect(shares.total).toBeNull();
    expect(shares.notPublished).toHaveLength(2);
    expect(windowShares(aggregate)).toEqual([]);
  });

  it('rounds each share half away from zero on its own and gives none for a negative figure', () => {
    const thirds = volumeShares(
      pair(
        contributor('firi', { volume_base_24h: '1' }),
        contributor('nbx', { volume_base_24h: '1' }),
        contributor('coinmotion', { volume_base_24h: '1' }),
      ),
      'volume_base_24h',
    );
    expect(thirds.published.map((p) => [p.share, p.percent])).toEqual([
      ['0.333333', '33.3'],
      ['0.333333', '33.3'],
      ['0.333333', '33.3'],
    ]);
    const small = volumeShares(
      pair(contributor('firi', { volume_base_24h: '1' }), contributor('nbx', { volume_base_24h: '1999' })),
      'volume_base_24h',
    );
    expect(small.published.map((p) => p.percent)).toEqual(['0.1', '100.0']);
    const negative = volumeShares(
      pair(contributor('firi', { volume_base_24h: '-1' }), contributor('nbx', { volume_base_24h: '3' })),
      'volume_base_24h',
    );
    expect(negative.status).toBe('negative');
    expect(negative.published.every((p) => p.share === null)).toBe(true);
  });
});
