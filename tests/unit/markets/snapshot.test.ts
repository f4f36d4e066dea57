import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMarketsSnapshot, saveSnapshot } from '@/lib/markets/node/snapshot';
import { marketsSnapshotSchema } from '@/lib/schemas/markets';
import { fixtureSnapshot } from '@/tests/fixtures/markets/snapshot';

const dir = mkdtempSync(path.join(tmpdir(), 'markets-snapshot-'));
const now = new Date('2026-11-22T12:00:00.000Z');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadMarketsSnapshot', () => {
  it('reads a saved, valid snapshot', () => {
    const file = path.join(dir, 'good.json');
    saveSnapshot(file, fixtureSnapshot());
    expect(loadMarketsSnapshot(file, now)).toEqual(fixtureSnapshot());
    expect(readFileSync(file, 'utf8')).toContain('"1012000.0000000000000000"');
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"kind": "markets_snap'],
    ['wrong shape', JSON.stringify({ kind: 'markets_snapshot', version: 1, generated_at: 'yesterday', exchanges: [] })],
    [
      'a number price',
      JSON.stringify({
        ...fixtureSnapshot(),
        exchanges: [{ ...fixtureSnapshot().exchanges[0], tickers: [{ ...fixtureSnapshot().exchanges[0]!.tickers[0], last: 1 }] }],
      }),
    ],
  ])('returns the honest nothing-fetched-yet snapshot when the file is %s', (name, content) => {
    const file = path.join(dir, `${name}.json`);
    if (content !== null) writeFileSync(file, content);
    const snapshot = marketsSnapshotSchema.parse(loadMarketsSnapshot(file, now));
    expect(snapshot.exchanges.map((e) => [e.id, e.status, e.error, e.fetched_at, e.tickers.length])).toEqual([
      ['firi', 'error', 'No market data has been fetched yet', now.toISOString(), 0],
      ['nbx', 'error', 'No market data has been fetched yet', now.toISOString(), 0],
      ['coinmotion', 'error', 'No market data has been fetched yet', now.toISOString(), 0],
    ]);
  });
});
