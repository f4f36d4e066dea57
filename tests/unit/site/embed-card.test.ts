import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { formatHeadersFile, headersForPath, parseHeadersFile } from '@/lib/http/header-rules';
import { siteHeaderRules } from '@/lib/http/site-header-rules';
import { ASSET_MANIFEST_FILE, type AssetManifest } from '@/lib/pages/asset-manifest';
import { EMBED_CARD_META_POLICY, EMBED_CARD_POLICY, type EmbedConfig } from '@/lib/pages/embed-card';
import { embedCardPage } from '@/lib/pages/embed-card-page';
import { isRootResource } from '@/lib/pages/routes';
import { fixtureSiteData } from '../../fixtures/site-data';

/**
 * The price card's page and headers (lib/pages/embed-card.ts): one policy that lets any site
 * frame it and no X-Frame-Options, on every host that reads `_headers` and under `npm start`
 * (which reads the same file); its strings in every language; its script under 10 KB gzipped.
 * The browser test (tests/e2e/embed.spec.ts) embeds it from another origin.
 */
describe('price card headers', () => {
  const rules = parseHeadersFile(formatHeadersFile(siteHeaderRules([])));

  it('the card page gets its own policy only, and the site-wide X-Frame-Options is detached', () => {
    for (const path of ['/embed/price/', '/embed/price/index.html']) {
      const headers = headersForPath(rules, path);
      expect(headers['Content-Security-Policy'], path).toBe(EMBED_CARD_POLICY);
      expect(headers['X-Frame-Options'], path).toBeUndefined();
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
    }
    expect(EMBED_CARD_POLICY).toContain('frame-ancestors *');
    expect(headersForPath(rules, '/embed/')['X-Frame-Options']).toBe('DENY');
    expect(headersForPath(rules, '/')['X-Frame-Options']).toBe('DENY');
  });

  it('writes and reads the detach line as Cloudflare Pages spells it', () => {
    const text = formatHeadersFile(siteHeaderRules([]));
    expect(text).toContain('/embed/price/*\n  ! X-Frame-Options\n  Content-Security-Policy: ');
    expect(parseHeadersFile('/a/*\n  ! X-Frame-Options\n  X-Test: 1\n')).toEqual([
      { pattern: '/a/*', headers: { 'X-Test': '1' }, detach: ['X-Frame-Options'] },
    ]);
  });

  it('keeps the rules that are not section pages few (Cloudflare Pages reads 100)', () => {
    // The root, the API, the root files, the two English and two wildcard feed rules, the card.
    expect(rules.length).toBeLessThanOrEqual(12);
  });

  it('the card and its loader are root files, one for every language', () => {
    expect(isRootResource('/embed/price/')).toBe(true);
    expect(isRootResource('/embed/price.js')).toBe(true);
    expect(isRootResource('/embed/')).toBe(false);
  });
});

describe('price card page', () => {
  const html = embedCardPage(fixtureSiteData());

  it('carries every language\u2019s strings and market paths in one data block', () => {
    const block = /<script type="application\/json" id="embed-config">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const config = JSON.parse(block![1]!) as EmbedConfig;
    expect(config.languages).toEqual(LOCALES);
    expect(config.refreshSeconds).toBe(900);
    for (const lang of LOCALES) {
      const strings = config.strings[lang]!;
      for (const [key, value] of Object.entries(strings)) expect(value.trim(), `${lang}.${key}`).not.toBe('');
      expect(strings.pricedBy).toBe(messagesFor(lang).embed.pricedBy);
      expect(config.marketPaths[lang]).toBe(`${lang === 'en' ? '' : `/${lang}`}/markets/{base}/`);
    }
    // frame-ancestors only in the header: a browser ignores it in <meta> and logs that on every load.
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${EMBED_CARD_META_POLICY}">`);
    expect(EMBED_CARD_META_POLICY).not.toContain('frame-ancestors');
    expect(EMBED_CARD_POLICY).toBe(`${EMBED_CARD_META_POLICY}; frame-ancestors *`);
  });

  it('loads one script of our own, under 10 KB gzipped, and the loader is under 1 KB', () => {
    const manifest = JSON.parse(readFileSync(ASSET_MANIFEST_FILE, 'utf8')) as AssetManifest;
    expect(html).toContain(`<script src="${manifest.embed.card}"></script>`);
    expect([...html.matchAll(/<script\b[^>]*\bsrc=/g)]).toHaveLength(1);
    const card = readFileSync(`public${manifest.embed.card}`);
    expect(gzipSync(card).length).toBeLessThan(10 * 1024);
    expect(gzipSync(manifest.embed.loader).length).toBeLessThan(1024);
  });
});
