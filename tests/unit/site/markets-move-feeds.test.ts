import { describe, expect, it } from 'vitest';
import { renderMarketsPage } from '@/components/pages/markets-page';
import { LOCALES } from '@/lib/i18n/locales';
import { fmt, messagesFor } from '@/lib/i18n/messages';
import { QUOTES } from '@/lib/markets/constants';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { buildDocument } from '@/lib/api/registry';
import { assetPage } from '@/components/pages/asset-page';
import { fixtureMarketSiteData } from '../../fixtures/market-site-data';
import { moveText } from '@/lib/feeds/move-feeds';
import type { MarketMove } from '@/lib/markets/types';
import { TEST_CONFIG } from '../../fixtures/site-data';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/** The markets page links the price-move feeds of every currency in its own language, in its head and in a section of its own. */

const data = fixtureSiteData();

describe('the markets page links the move feeds', () => {
  it.each(LOCALES)('%s: an RSS and a JSON Feed per currency, in the page\u2019s language', (lang) => {
    const html = renderMarketsPage(pageEnvFrom(data, contextAt(), lang));
    const m = messagesFor(lang).moves;
    expect(html).toContain(`<h2 id="moves">${m.feedsHeading}</h2>`);
    for (const quote of QUOTES) {
      const q = quote.toLowerCase();
      expect(html).toContain(`href="/api/v1/markets/moves/${q}/${lang}.xml"`);
      expect(html).toContain(`href="/api/v1/markets/moves/${q}/${lang}.json"`);
      expect(html).toContain(
        `<link rel="alternate" type="application/rss+xml" href="https://desk.test/api/v1/markets/moves/${q}/${lang}.xml" title="${fmt(m.feedLink, { quote })} (RSS)"`,
      );
    }
  });
});

describe('the discovery document lists the move feeds', () => {
  it('one row per format, with an example in NOK and English', () => {
    const discovery = buildDocument(data, contextAt(), 'index.json') as { also: Array<{ path: string; url: string }> };
    expect(discovery.also.filter((row) => row.path.startsWith('/api/v1/markets/moves/'))).toEqual([
      expect.objectContaining({
        path: '/api/v1/markets/moves/{quote}/{lang}.xml',
        url: 'https://desk.test/api/v1/markets/moves/nok/en.xml',
      }),
      expect.objectContaining({
        path: '/api/v1/markets/moves/{quote}/{lang}.json',
        url: 'https://desk.test/api/v1/markets/moves/nok/en.json',
      }),
    ]);
  });
});

describe('the text of a move', () => {
  const move: MarketMove = {
    id: 'ETH-SEK-20260602T0617Z',
    symbol: 'ETH-SEK',
    base: 'ETH',
    quote: 'SEK',
    at: '2026-06-02T06:17:00.000Z',
    window_hours: 24,
    from_at: '2026-06-01T06:17:00.000Z',
    from_price: '30000.5',
    to_at: '2026-06-02T06:17:00.000Z',
    to_price: '32400.54',
    change: '2400.04',
    change_pct: '8.000066665556',
    threshold_pct: '5',
    exchanges: null,
  };

  it('rounds the percentage for people, keeps every price digit, and names no exchange it does not know', () => {
    expect(moveText(move, 'sv', TEST_CONFIG)).toEqual({
      title: 'ETH steg 8,00 % på 24 timmar (SEK)',
      detail: 'Från 30\u00a0000,5 till 32\u00a0400,54 SEK (+2\u00a0400,04 SEK) mellan 1 juni 2026, 06:17 och 2 juni 2026, 06:17 UTC.',
      url: 'https://desk.test/sv/markets/eth/',
    });
    expect(moveText({ ...move, exchanges: ['coinmotion'] }, 'en', TEST_CONFIG).detail).toMatch(/ UTC\. Exchanges: Coinmotion\.$/);
  });
});

describe('an asset page links the move feeds of its currencies', () => {
  const markets = fixtureMarketSiteData();

  it.each(['en', 'sv'] as const)('%s: each currency the asset is priced in, head and body', (lang) => {
    const html = assetPage.render(pageEnvFrom(markets, contextAt(), lang), 'btc')!;
    const quotes = [...new Set([...html.matchAll(/data-symbol="BTC-([A-Z]{3})"/g)].map((match) => match[1]!))];
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(html).toContain(`href="/api/v1/markets/moves/${quote.toLowerCase()}/${lang}.xml"`);
      expect(html).toContain(`href="https://desk.test/api/v1/markets/moves/${quote.toLowerCase()}/${lang}.json"`);
    }
    expect(html).toContain(`aria-label="${messagesFor(lang).moves.feedsHeading}"`);
  });
});
