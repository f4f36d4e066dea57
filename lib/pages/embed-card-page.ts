import { LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import type { SiteData } from '@/lib/data/site-data';
import { pagePath } from '@/lib/urls';
import { siteAssets } from './assets';
import { EMBED_CARD_META_POLICY, EMBED_REFRESH_SECONDS, embedStrings, type EmbedConfig } from './embed-card';
import { htmlLang } from './languages';

/** The card page, `/embed/price/index.html`: one static file for every pair, language and theme (query parameters): no server. */

const CARD_STYLE = `
:root{color-scheme:light;--bg:#fff;--fg:#1b1b1b;--muted:#575757;--line:#c9c9c9;--up:#0b6b2e;--down:#a4161a;--link:#0a4fb4}
:root[data-theme=dark]{color-scheme:dark;--bg:#151515;--fg:#f1f1f1;--muted:#b9b9b9;--line:#4a4a4a;--up:#6fdc94;--down:#ff9a8f;--link:#9cc2ff}
@media (prefers-color-scheme:dark){:root[data-theme=auto]{color-scheme:dark;--bg:#151515;--fg:#f1f1f1;--muted:#b9b9b9;--line:#4a4a4a;--up:#6fdc94;--down:#ff9a8f;--link:#9cc2ff}}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:12px 14px;border:1px solid var(--line);border-radius:8px;min-width:0;overflow-wrap:anywhere}
h1{font-size:15px;margin:0 0 2px;font-weight:600}
.price{font-size:26px;font-weight:700;margin:0;font-variant-numeric:tabular-nums}
.price small{font-size:14px;font-weight:400;color:var(--muted)}
.change{margin:2px 0 6px;font-variant-numeric:tabular-nums}
.change[data-direction="1"]{color:var(--up)}.change[data-direction="-1"]{color:var(--down)}
svg{display:block;width:100%;height:40px;margin:4px 0}
svg polyline{fill:none;stroke:currentColor;stroke-width:2;vector-effect:non-scaling-stroke}
.meta{margin:4px 0 0;font-size:13px;color:var(--muted)}
a{color:var(--link)}
.status{margin:0}
`
  .trim()
  .replace(/\n/g, '');

/** A JSON data block's text: `<` escaped so no string can close the element. */
function dataBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function embedConfig(data: SiteData): EmbedConfig {
  return {
    languages: LOCALES,
    locales: Object.fromEntries(LOCALES.map((lang) => [lang, htmlLang(data, lang)])),
    strings: Object.fromEntries(LOCALES.map((lang) => [lang, embedStrings(messagesFor(lang))])),
    marketPaths: Object.fromEntries(LOCALES.map((lang) => [lang, pagePath(lang, 'markets/{base}')])),
    refreshSeconds: EMBED_REFRESH_SECONDS,
  };
}

export function embedCardPage(data: SiteData): string {
  const script = siteAssets().embed.card;
  const loading = messagesFor('en').embed.loading;
  return [
    '<!DOCTYPE html>',
    '<html lang="en" data-theme="auto">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${EMBED_CARD_META_POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="color-scheme" content="light dark">',
    '<title>Price card</title>',
    `<style>${CARD_STYLE}</style>`,
    `<script type="application/json" id="embed-config">${dataBlock(embedConfig(data))}</script>`,
    '</head>',
    '<body>',
    `<main id="card" aria-live="polite"><p class="status">${loading}</p></main>`,
    `<script src="${script}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
