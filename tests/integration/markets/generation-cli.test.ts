import { cpSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketDaily, MarketHistory, MarketsCatalogue } from '@/lib/markets/types';
import type { ExchangeName, Fault } from '@/fakes/exchanges/fake-exchanges';
import { FAST_FETCH, readJson, readTree, removeTempDirs, runScript, tempDir, fakeExchangesForFile } from './helpers';

/**
 * One refresh, one generation: after a refresh every JSON document of the set, the daily and
 * history documents of pairs no exchange of this refresh quoted included, carries that refresh's
 * `generated_at`, and so does every document the catalogue and by-asset documents link.
 */

const fake = fakeExchangesForFile();
afterAll(() => removeTempDirs());

function refresh(out: string, variant: number, faults: Partial<Record<ExchangeName, Fault>> = {}, tag?: string) {
  return runScript('markets-refresh', ['--out', out, '--snapshot', `${out}-snapshot.json`], {
    ...fake().env(faults, tag, variant),
    ...FAST_FETCH,
  });
}

/** generated_at of every JSON document under api/, by path (the move feeds are feeds, not documents). */
function stamps(out: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [relative, bytes] of readTree(out)) {
    if (relative.startsWith('api/') && relative.endsWith('.json') && !relative.startsWith('api/v1/markets/moves/')) {
      found.set(relative, (JSON.parse(bytes.toString('utf8')) as { generated_at: string }).generated_at);
    }
  }
  return found;
}

/** Every `api/v1/….json` path a document links (its `path` fields and its addresses). */
function links(document: unknown): string[] {
  const text = JSON.stringify(document);
  return [...new Set([...text.matchAll(/(api\/v1\/markets[^"]*?\.json)"/g)].map((match) => match[1]!))];
}

function expectOneGeneration(out: string): string {
  const catalogue = readJson<MarketsCatalogue>(path.join(out, 'api/v1/markets.json'));
  const all = stamps(out);
  for (const [file, stamp] of all) expect(stamp, file).toBe(catalogue.generated_at);
  const linked = [
    ...links(catalogue),
    ...[...all.keys()].filter((f) => f.includes('/by-asset/')).flatMap((f) => links(readJson(path.join(out, f)))),
  ];
  expect(linked.length).toBeGreaterThan(3);
  for (const link of linked) expect(all.get(link), link).toBe(catalogue.generated_at);
  return catalogue.generated_at;
}

// Firi alone quotes POL-NOK: with Firi failing, no exchange of the refresh has its price.
const FIRI_ONLY = 'POL-NOK';
const daily = (out: string) => readJson<MarketDaily>(path.join(out, `api/v1/markets/daily/${FIRI_ONLY}.json`));
const history = (out: string) => readJson<MarketHistory>(path.join(out, `api/v1/markets/history/${FIRI_ONLY}.json`));

describe('one refresh, one generation', () => {
  let healthy = '';
  beforeAll(async () => {
    healthy = tempDir('generation-base');
    const run = await refresh(healthy, 0);
    expect(run.code, run.stderr).toBe(0);
  });

  it.concurrent.each<Fault>(['server-error', 'not-found', 'html', 'truncated', 'wrong-shape'])(
    'with Firi answering %s, every document carries the new generated_at; the other pairs keep their rows',
    async (fault) => {
      const out = tempDir(`generation-${fault}`);
      cpSync(healthy, out, { recursive: true });
      const before = { daily: daily(out), history: history(out), stamp: expectOneGeneration(out) };
      const run = await refresh(out, 1, { firi: fault }, `generation-${fault}`);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('firi: error, ');
      const stamp = expectOneGeneration(out);
      expect(stamp).not.toBe(before.stamp);
      expect(daily(out)).toEqual({ ...before.daily, generated_at: stamp });
      expect(history(out)).toEqual({ ...before.history, generated_at: stamp });
    },
  );

  it('two refreshes at once both exit 0 and leave one generation', async () => {
    const out = tempDir('generation-race');
    cpSync(healthy, out, { recursive: true });
    const [a, b] = await Promise.all([refresh(out, 2, { firi: 'down' }, 'race-a'), refresh(out, 3, { coinmotion: 'html' }, 'race-b')]);
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    expectOneGeneration(out);
  });
});
