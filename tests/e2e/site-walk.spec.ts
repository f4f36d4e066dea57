import { expect, test, type Page } from '@playwright/test';
import { SECTION_PATHS } from '@/lib/core/sections';
import { DEFAULT_CURRENCY } from '@/lib/pages/reader-currency';
import { ID_DOCUMENTS, pageIds, TRANSLATED, type Ids, type Translated } from '@/tests/helpers/page-types';
import { SERVER_ORIGIN, STATIC_ORIGIN } from './servers';
import {
  LANGS,
  MESSAGES,
  expectAxeClean,
  expectFits,
  expectPhoneHeader,
  noExchanges,
  pagePath,
  routeGeo,
  type AxeScan,
  type Lang,
} from './site-helpers';

/**
 * One walk per language and width (1280 px desktop, 390 px phone) through one page of every type,
 * each page loaded once with every check that concerns it run on it:
 * - both widths: the page answers (404 for the 404 page) and fits without sideways scrolling,
 *   nor a table region scrolling sideways; the rules map and country pages among them;
 * - 1280 px: the main navigation in the page's language, the 404 page from both servers in the
 *   path's language, the home page's price strip, axe (below), and a Nordic rules page carries no
 *   English paragraph without `lang="en"` (`<html lang>`, the translated heading and title,
 *   canonical and hreflang alternates are facts of the HTML: page-translations.test.ts, over out/);
 * - 390 px: the phone header on every section page (short, whole, the current language on screen).
 * Every page type is walked at 1280 px in every language; the types only a layout check needs
 * (the rules' country pages, a topic, the 404 page…) at 1280 px in the languages with the longest
 * words (en, fi, is), and every type at 390 px in every language.
 *
 * Axe: each page type is scanned in the languages listed for it (three of seven in rotation, the
 * rules map and the 404 page in all seven, a rules country page in two): the full rule set in one
 * of them, the rules that can differ between languages (LANGUAGE_AXE_RULES) in the others. The
 * dark theme's colours are the same CSS in every language: the two pages with most components are
 * scanned in dark in two languages each.
 */

// The fourteen walks are independent (each has its own browser context): both workers share them.
test.describe.configure({ mode: 'parallel' });

async function ids(page: Page): Promise<Ids> {
  return pageIds(await Promise.all(ID_DOCUMENTS.map(async (file) => (await page.request.get(`${SERVER_ORIGIN}/api/v1/${file}`)).json())));
}

const NOT_FOUND = 'no-such-page/at-all';

/** One page of every type (the starter content's, which the test build uses), for the layout checks. */
const LAYOUT_TYPES: ReadonlyArray<readonly [kind: string, path: string]> = [
  ['home', ''],
  ['news', 'news'],
  ['story', 'news/no-finanstilsynet-updated-casp-register'],
  ['topic', 'news/topic/bitcoin'],
  ['news country', 'news/country/NO'],
  ['events', 'events'],
  ['event', 'events/tokyo-nordic-web3-exchange-2026'],
  ['events country', 'events/country/SE'],
  ['events month', 'events/month/2026-12'],
  ['newsletters', 'newsletters'],
  ['newsletter', 'newsletters/2026-week-46'],
  ["who's who", 'orgchart'],
  ["who's who entry", 'orgchart/finansinspektionen'],
  ['academia', 'academia'],
  ['sources', 'sources'],
  ['changelog', 'changelog'],
  ['about', 'about'],
  ['rules', 'rules'],
  ['rules country', 'rules/fi'],
  ['rules country', 'rules/no'],
  ['api', 'api'],
  ['embed', 'embed'],
  ['search', 'search'],
  ['markets', 'markets'],
  ['asset', 'markets/btc'],
  ['404', NOT_FOUND],
];

/** The desktop width's layout is checked on every type in the languages with the longest words. */
const DESKTOP_LAYOUT_LANGS: readonly Lang[] = ['en', 'fi', 'is'];

/** Rules pages whose Nordic text is compared with the English page's (no English paragraph without its `lang`). */
const ENGLISH_BLOCKS: Readonly<Record<string, readonly Lang[]>> = { rules: LANGS, 'rules/fi': ['is'] };

/** The dark theme, scanned in full on these pages in these languages. */
const DARK: ReadonlyArray<readonly [kind: string, path: (ids: Ids) => string, langs: readonly Lang[]]> = [
  ['story', (i) => `news/${i.story}`, ['en', 'fi']],
  ['events', () => 'events', ['sv', 'is']],
];

/** Which axe scan a page type gets in a language: `scanned` lists its languages, the full set runs in `fullIn`. */
function axeScan(lang: Lang, scanned: readonly Lang[], fullIn: Lang, full: AxeScan): AxeScan | undefined {
  if (!scanned.includes(lang)) return undefined;
  return lang === fullIn ? full : 'language';
}

/** Three of the seven languages per page type, a different three for the next type; the full set in the first of them. */
function rotation(typeIndex: number): { scanned: Lang[]; fullIn: Lang } {
  const scanned = LANGS.filter((lang) => (LANGS.indexOf(lang) + typeIndex) % 7 < 3);
  return { scanned, fullIn: LANGS.find((lang) => (LANGS.indexOf(lang) + typeIndex) % 7 === 0)! };
}

/** One page of the walk and the checks it gets. */
interface Stop {
  kind: string;
  origin: string;
  path: string;
  status: 200 | 404;
  translated?: Translated;
  notFound?: boolean;
  layout?: boolean;
  header?: boolean;
  priceStrip?: boolean;
  englishBlocks?: boolean;
  axe?: AxeScan;
}

function stops(lang: Lang, width: 1280 | 390, known: Ids): Stop[] {
  const walk = new Map<string, Stop>();
  const at = (kind: string, origin: string, path: string): Stop => {
    const key = `${origin} ${path}`;
    if (!walk.has(key)) walk.set(key, { kind, origin, path, status: path === NOT_FOUND ? 404 : 200 });
    return walk.get(key)!;
  };
  if (width === 1280) {
    for (const [typeIndex, type] of TRANSLATED.entries()) {
      const stop = at(type.name, SERVER_ORIGIN, type.path(known));
      stop.translated = type;
      stop.layout = true;
      const { scanned, fullIn } = rotation(typeIndex);
      // The rules map is scanned in every language (its text is the longest the site translates).
      stop.axe = axeScan(lang, type.name === 'rules' ? LANGS : scanned, fullIn, 'full+best-practice');
    }
    at('home', SERVER_ORIGIN, '').priceStrip = true;
    const country = at('rules country', SERVER_ORIGIN, 'rules/fi');
    country.layout = true;
    // A country page (long firm lists, slow to scan) in English and one Nordic language.
    country.axe = axeScan(lang, ['en', 'is'], 'en', 'full');
    at('rules country', SERVER_ORIGIN, 'rules/no').layout = true;
    for (const [offset, origin] of [SERVER_ORIGIN, STATIC_ORIGIN].entries()) {
      const stop = at('404', origin, NOT_FOUND);
      stop.notFound = true;
      stop.axe = axeScan(lang, LANGS, rotation(TRANSLATED.length + offset).fullIn, 'full+best-practice');
    }
    for (const [path, langs] of Object.entries(ENGLISH_BLOCKS))
      if (lang !== 'en' && langs.includes(lang)) at('rules', SERVER_ORIGIN, path).englishBlocks = true;
  }
  if (width === 390 || DESKTOP_LAYOUT_LANGS.includes(lang)) {
    for (const [kind, path] of LAYOUT_TYPES) {
      const stop = at(kind, SERVER_ORIGIN, path);
      stop.layout = true;
      if (width === 390 && SECTION_PATHS.includes(path)) stop.header = true;
    }
  }
  return [...walk.values()];
}

/**
 * A translated page in the browser: its main navigation on screen with the language's words. What
 * its HTML says (`<html lang>`, heading, title, canonical, hreflang) is checked over out/ in every
 * language (tests/integration/site/page-translations.test.ts).
 */
async function expectTranslated(page: Page, lang: Lang, label: string) {
  const m = MESSAGES[lang];
  await expect(
    page.getByRole('navigation', { name: m.site.mainNav }).getByRole('link', { name: m.nav.news, exact: true }),
    label,
  ).toBeVisible();
}

/** The 404 page in the path's language (a plain host's one 404.html is translated by its script). */
async function expectNotFound(page: Page, lang: Lang, label: string) {
  const m = MESSAGES[lang];
  await expect(page.getByRole('heading', { level: 1, name: m.notFound.title }), label).toBeVisible();
  await expect(page.locator('html'), label).toHaveAttribute('lang', new RegExp(`^${lang}`));
  await expect.poll(() => page.title(), label).toContain(m.notFound.title);
}

/** The home page's price strip: the main pairs in the reader's currency (lib/pages/reader-currency.ts), each linking to its asset page. */
async function expectPriceStrip(page: Page, lang: Lang, label: string) {
  const strip = page.locator('.price-strip');
  const quote = DEFAULT_CURRENCY[lang] === 'all' ? 'NOK' : DEFAULT_CURRENCY[lang];
  const btc = strip.locator(`li[data-symbol="BTC-${quote}"]`);
  await expect(btc.getByRole('link', { name: `BTC/${quote}` }), label).toHaveAttribute('href', pagePath(lang, 'markets/btc'));
  await expect(btc.locator('.num').first(), label).toContainText(quote);
  // The 24-hour change, signed, with its arrow, and the 7-day line.
  await expect(btc.getByTestId('change-24h'), label).toContainText(/[\u2191\u2193] [+\u2212]\d/);
  await expect(btc.getByTestId('sparkline'), label).toHaveCount(1);
  await expect(strip.getByRole('link', { name: MESSAGES[lang].home.marketsLink }), label).toHaveAttribute(
    'href',
    pagePath(lang, 'markets'),
  );
}

/**
 * Text blocks outside the firm lists (names and LEIs read the same in every language) with no
 * `lang` of their own that the English page shows word for word. The English page is read with
 * the browser's own parser (no second page load: the blocks are in the HTML the server sends).
 */
function untaggedEnglish(page: Page, englishPath: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    const blocks = (doc: Document) =>
      [...doc.querySelectorAll('main p, main dd, main dt, main li, main h1, main h2, main h3')]
        .filter((el) => !el.closest('.register-list') && el.closest('[lang]') === doc.documentElement)
        .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter((text) => text.length > 24);
    const english = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
    const inEnglish = new Set(blocks(english));
    return blocks(document).filter((text) => inEnglish.has(text));
  }, englishPath);
}

for (const width of [1280, 390] as const) {
  for (const lang of LANGS) {
    test(`${width} px (${lang}): every page type answers, fits and is translated, with alternates and no axe violations`, async ({
      browser,
    }) => {
      // About a minute on a quiet 2-core machine; a busy one takes many times that.
      test.setTimeout(600_000);
      // A visitor whose guess is English, so / never redirects during the walk.
      const context = await browser.newContext({
        locale: 'en-US',
        extraHTTPHeaders: { 'cf-ipcountry': 'US' },
        viewport: { width, height: width === 390 ? 844 : 800 },
      });
      await routeGeo(context, 'US');
      await noExchanges(context);
      const page = await context.newPage();
      const known = await ids(page);
      for (const stop of stops(lang, width, known)) {
        const path = pagePath(lang, stop.path);
        const label = `${width} ${lang} ${stop.kind} ${stop.origin === STATIC_ORIGIN ? '(plain static host) ' : ''}${path}`;
        const response = await page.goto(`${stop.origin}${path}`);
        expect(response?.status(), label).toBe(stop.status);
        expect(new URL(page.url()).pathname, label).toBe(path);
        if (stop.translated) await expectTranslated(page, lang, label);
        if (stop.notFound) await expectNotFound(page, lang, label);
        if (stop.priceStrip) await expectPriceStrip(page, lang, label);
        if (stop.header) await expectPhoneHeader(page, lang, label);
        if (stop.layout) await expectFits(page, label);
        if (stop.englishBlocks)
          expect(await untaggedEnglish(page, pagePath('en', stop.path)), `${label}: English text without lang="en"`).toEqual([]);
        if (stop.axe) await expectAxeClean(page, stop.axe, label);
      }
      if (width === 1280) {
        await page.emulateMedia({ colorScheme: 'dark' });
        for (const [kind, path, langs] of DARK) {
          if (!langs.includes(lang)) continue;
          await page.goto(`${SERVER_ORIGIN}${pagePath(lang, path(known))}`);
          await expectAxeClean(page, 'full+best-practice', `${lang} dark ${kind}`);
        }
      }
      await context.close();
    });
  }
}
