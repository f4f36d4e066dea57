import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { utcText } from '@/components/markets/reader-clock';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { marketExchangeDocumentSchema, marketsCatalogueSchema, marketsSnapshotSchema } from '@/lib/schemas/markets';
import type { MarketsCatalogue } from '@/lib/markets/types';
import type { ExchangeName, Fault } from '@/fakes/exchanges/fake-exchanges';
import { printIsland, rowSymbols } from '@/tests/helpers/markets-island';
import { FAST_FETCH, fakeExchangesForFile, readJson, removeTempDirs, runCommand, tempDir } from './helpers';

/**
 * An exchange that failed says when its last good figures are from. Three
 * hourly refreshes of one published folder against the loopback fake: Coinmotion does not answer
 * at first, NBX answers, then fails (HTML instead of JSON), then every exchange answers. A failure
 * that lasts is covered by tests/unit/markets/last-good.test.ts.
 */
const fake = fakeExchangesForFile();
afterAll(() => removeTempDirs());

describe('npm run markets:refresh keeps when each exchange last answered', () => {
  it('first failure, recovery and an exchange never reached, in the files and on the page', async () => {
    const out = tempDir('last-good');
    const snapshotFile = path.join(out, 'snapshot.json');
    const catalogueAfter = async (faults: Partial<Record<ExchangeName, Fault>>, tag: string) => {
      const run = await runCommand('markets-refresh', ['--out', out, '--snapshot', snapshotFile], {
        ...fake().env(faults, tag),
        ...FAST_FETCH,
      });
      expect(run.code, run.stderr).toBe(0);
      return marketsCatalogueSchema.parse(readJson(path.join(out, 'api/v1/markets.json')));
    };
    const entry = (catalogue: MarketsCatalogue, id: string) => catalogue.exchanges.find((e) => e.id === id)!;

    const first = await catalogueAfter({ coinmotion: 'down' }, 'last-good-1');
    const nbxAnswered = entry(first, 'nbx').fetched_at;
    expect(entry(first, 'nbx')).toMatchObject({ status: 'ok', last_ok_at: nbxAnswered });
    expect(entry(first, 'coinmotion')).toMatchObject({ status: 'error', last_ok_at: null });

    const second = await catalogueAfter({ nbx: 'html', coinmotion: 'down' }, 'last-good-2');
    expect(entry(second, 'nbx')).toMatchObject({ status: 'error', ticker_count: 0, last_ok_at: nbxAnswered });
    expect(entry(second, 'nbx').fetched_at > nbxAnswered).toBe(true);
    expect(entry(second, 'coinmotion')).toMatchObject({ status: 'error', last_ok_at: null });
    // Only the time is kept: no NBX figure is published again, and the per-exchange document agrees.
    expect(second.tickers.filter((t) => t.exchange.id === 'nbx')).toEqual([]);
    const nbxDocument = marketExchangeDocumentSchema.parse(readJson(path.join(out, 'api/v1/markets/nbx.json')));
    expect(nbxDocument).toMatchObject({ count: 0, tickers: [], exchange: { status: 'error', last_ok_at: nbxAnswered } });
    // The saved snapshot carries it too (the next build reads it).
    const saved = marketsSnapshotSchema.parse(readJson(snapshotFile));
    expect(saved.exchanges.find((e) => e.id === 'nbx')?.last_ok_at).toBe(nbxAnswered);

    // The page as it prints the hourly file, in every language: no answer at the failed try, last good figures at the earlier one.
    const failedTry = entry(second, 'nbx').fetched_at;
    for (const lang of LOCALES) {
      const labels = MESSAGES[lang].markets;
      const printed = printIsland(second, second.exchanges, second.generated_at, lang, second.refresh);
      const nbx = /<li data-exchange="nbx">([\s\S]*?)<\/li>/.exec(printed)?.[1] ?? '';
      const lastGood = /data-testid="exchange-last-good">([\s\S]*?)<\/p>/.exec(nbx)?.[1] ?? '';
      expect(nbx, lang).toContain(htmlText(labels.exchangeLeftOut.replace('{exchange}', entry(second, 'nbx').name)));
      expect(lastGood.replace(/<[^>]+>/g, ''), lang).toBe(
        `${htmlText(labels.noAnswerAt)} ${utcText(failedTry)} · ${htmlText(labels.lastGoodFrom)} ${utcText(nbxAnswered)}`,
      );
      expect(lastGood).toMatch(new RegExp(`<time datetime="${nbxAnswered}"`, 'i'));
      // Coinmotion never answered: said so, with no time of good figures.
      const coinmotion = /<li data-exchange="coinmotion">([\s\S]*?)<\/li>/.exec(printed)?.[1] ?? '';
      expect(coinmotion, lang).toContain(htmlText(labels.exchangeNoPrices.replace('{exchange}', entry(second, 'coinmotion').name)));
      expect(coinmotion).not.toContain('exchange-last-good');
      // No NBX figure in the rows: the failure never shows as a price.
      expect(rowSymbols(printed).length).toBeGreaterThan(0);
      expect(/<tr[^>]*>[\s\S]*?data-exchange="nbx"/.test(printed.slice(printed.indexOf('<tbody'), printed.indexOf('</tbody>')))).toBe(
        false,
      );
    }

    const third = await catalogueAfter({}, 'last-good-3');
    for (const id of ['firi', 'nbx', 'coinmotion']) {
      expect(entry(third, id)).toMatchObject({ status: 'ok', last_ok_at: entry(third, id).fetched_at });
    }
    expect(entry(third, 'nbx').last_ok_at! > nbxAnswered).toBe(true);
  });
});

/** Text as React prints it in HTML. */
function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
