import { expect, test, type Page } from '@playwright/test';
import { SECTION_PATHS } from '@/lib/core/sections';
import { loadSiteData } from '@/lib/data/load';
import { shownName } from '@/lib/i18n/names';
import { SERVER_ORIGIN, STATIC_ORIGIN } from './servers';
import {
  LANGS,
  MESSAGES,
  expectAxeClean,
  expectFits,
  expectPhoneHeader,
  fill,
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
 * - 1280 px: `<html lang>`, the translated heading and title, canonical and hreflang alternates,
 *   the 404 page from both servers in the path's language, the home page's price strip, axe
 *   (below), and a Nordic rules page carries no English paragraph without `lang="en"`;
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

type Messages = (typeof MESSAGES)['en'];

interface Ids {
  story: string;
  event: string;
  issue: { id: string; number: number };
  entity: { id: string; name: string; names: Record<string, string> };
  month: string;
}

async function ids(page: Page): Promise<Ids> {
  const get = async (path: string) => (await page.request.get(`${SERVER_ORIGIN}/api/v1/${path}`)).json();
  const [news, events, newsletters, orgchart] = await Promise.all([
    get('news.json'),
    get('events.json'),
    get('newsletters.json'),
    get('orgchart.json'),
  ]);
  return {
    // Its heading in each language, by the institutions table (lib/i18n/names.ts).
    entity: {
      id: orgchart.entities[0].id,
      name: orgchart.entities[0].name,
      names: Object.fromEntries(LANGS.map((lang) => [lang, shownName(loadSiteData().institutions, orgchart.entities[0].name, lang).text])),
    },
    month: events.events[0].start.slice(0, 7),
    story: news.items[0].id,
    event: events.events[0].id,
    issue: { id: newsletters.issues[0].id, number: newsletters.issues[0].number },
  };
}

/** A page type whose translation is checked: its path and the translated heading it must show. */
interface Translated {
  name: string;
  path: (ids: Ids) => string;
  heading: (m: Messages, ids: Ids) => { level?: number; text: string };
}

const TRANSLATED: Translated[] = [
  { name: 'home', path: () => '', heading: (m) => ({ level: 1, text: m.home.title }) },
  { name: 'news', path: () => 'news', heading: (m) => ({ level: 1, text: m.news.title }) },
  { name: 'story', path: (i) => `news/${i.story}`, heading: (m) => ({ level: 2, text: m.news.everyOutlet }) },
  {
    name: 'news by country',
    path: () => 'news/country/NO',
    heading: (m) => ({ level: 1, text: fill(m.news.countryTitle, { country: m.countries.NO }) }),
  },
  {
    name: 'news by topic',
    path: () => 'news/topic/regulation',
    heading: (m) => ({ level: 1, text: fill(m.news.topicTitle, { topic: m.topics.regulation }) }),
  },
  { name: 'events', path: () => 'events', heading: (m) => ({ level: 1, text: m.events.title }) },
  {
    name: 'events by country',
    path: () => 'events/country/SE',
    heading: (m) => ({ level: 1, text: fill(m.events.countryTitle, { country: m.countries.SE }) }),
  },
  { name: 'event', path: (i) => `events/${i.event}`, heading: (m) => ({ level: 0, text: m.events.when }) },
  { name: 'markets', path: () => 'markets', heading: (m) => ({ level: 1, text: m.markets.title }) },
  {
    name: 'market asset',
    path: () => 'markets/btc',
    heading: (m) => ({ level: 1, text: fill(m.markets.assetTitle, { asset: 'Bitcoin (BTC)' }) }),
  },
  { name: 'newsletters', path: () => 'newsletters', heading: (m) => ({ level: 1, text: m.newsletters.title }) },
  { name: 'newsletter issue', path: (i) => `newsletters/${i.issue.id}`, heading: () => ({ level: 1, text: '' }) },
  { name: 'api', path: () => 'api', heading: (m) => ({ level: 1, text: m.api.title }) },
  { name: 'orgchart', path: () => 'orgchart', heading: (m) => ({ level: 1, text: m.orgchart.title }) },
  {
    name: 'orgchart entry',
    path: (i) => `orgchart/${i.entity.id}`,
    heading: (m, i) => ({ level: 1, text: i.entity.names[LANGS.find((lang) => MESSAGES[lang] === m)!]! }),
  },
  { name: 'academia', path: () => 'academia', heading: (m) => ({ level: 1, text: m.academia.title }) },
  { name: 'sources', path: () => 'sources', heading: (m) => ({ level: 1, text: m.sources.title }) },
  { name: 'changelog', path: () => 'changelog', heading: (m) => ({ level: 1, text: m.changelog.title }) },
  { name: 'rules', path: () => 'rules', heading: (m) => ({ level: 1, text: m.rules.title }) },
  { name: 'about', path: () => 'about', heading: (m) => ({ level: 1, text: m.about.title }) },
  { name: 'events month', path: (i) => `events/month/${i.month}`, heading: (m) => ({ level: 1, text: m.events.calendar }) },
  { name: 'search', path: () => 'search', heading: (m) => ({ level: 1, text: m.search.title }) },
];

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

async function expectTranslated(page: Page, lang: Lang, type: Translated, known: Ids, path: string, label: string) {
  const m = MESSAGES[lang];
  await expect(page.locator('html'), label).toHaveAttribute('lang', new RegExp(`^${lang}`));
  await expect(
    page.getByRole('navigation', { name: m.site.mainNav }).getByRole('link', { name: m.nav.news, exact: true }),
    label,
  ).toBeVisible();
  const heading = type.heading(m, known);
  if (type.name === 'event') {
    await expect(page.locator('dl.facts dt').first(), label).toHaveText(m.events.when);
  } else if (type.name === 'events month') {
    await expect(page.getByRole('navigation', { name: m.events.calendar }), label).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), label).toContainText(m.events.monthTitle.split('{month}')[0]!.trim());
  } else if (type.name === 'newsletter issue') {
    await expect(page.locator('.kicker'), label).toContainText(fill(m.newsletters.issue, { number: known.issue.number }));
  } else {
    await expect(page.getByRole('heading', { level: heading.level, name: heading.text, exact: true }), label).toBeVisible();
  }
  const title = await page.title();
  expect(title, label).toMatch(/Nordic Crypto Desk/);
  if (!['story', 'event', 'newsletter issue', 'home', 'events month'].includes(type.name)) expect(title, label).toContain(heading.text);
  // Canonical and hreflang alternates for all seven languages plus x-default.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname, label).toBe(path);
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
  expect(hreflangs.map(([h]) => h).sort(), label).toEqual([...LANGS, 'x-default'].sort());
  for (const [hreflang, href] of hreflangs) {
    expect(href, `${label} ${hreflang}`).toBe(pagePath(hreflang === 'x-default' ? 'en' : (hreflang as Lang), type.path(known)));
  }
}

/** The 404 page in the path's language (a plain host's one 404.html is translated by its script). */
async function expectNotFound(page: Page, lang: Lang, label: string) {
  const m = MESSAGES[lang];
  await expect(page.getByRole('heading', { level: 1, name: m.notFound.title }), label).toBeVisible();
  await expect(page.locator('html'), label).toHaveAttribute('lang', new RegExp(`^${lang}`));
  await expect.poll(() => page.title(), label).toContain(m.notFound.title);
}

/** The home page's price strip: the main pairs per currency, each linking to its asset page. */
async function expectPriceStrip(page: Page, lang: Lang, label: string) {
  const strip = page.locator('.price-strip');
  const btc = strip.locator('li[data-symbol="BTC-NOK"]');
  await expect(btc.getByRole('link', { name: 'BTC/NOK' }), label).toHaveAttribute('href', pagePath(lang, 'markets/btc'));
  await expect(btc.locator('.num').first(), label).toContainText('NOK');
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
        if (stop.translated) await expectTranslated(page, lang, stop.translated, known, path, label);
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
