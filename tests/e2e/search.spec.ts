import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { MESSAGES, MODES, expectAxeClean, fill, pagePath, type Lang } from './site-helpers';

/**
 * Site search (Pagefind) in both modes: the header field of a plain-HTML leaf page submits to
 * /search/?q=…, where the search page's client leaf searches the reader's language and links to
 * the pages in that language. Without JavaScript the page says search needs it.
 */

interface StoryPick {
  readonly id: string;
  readonly word: string;
}

const words = (text: string) => text.toLowerCase().match(/\p{L}{9,}/gu) ?? [];

/**
 * A story and a word of its Swedish summary (or its headline) that no other story has: searching
 * for that word must find that story. Chosen from the published API, so it follows the content.
 */
async function distinctiveStory(request: APIRequestContext): Promise<StoryPick> {
  const news = await (await request.get(`${SERVER_ORIGIN}/api/v1/news.json`)).json();
  const items = news.items as Array<{
    id: string;
    title: string;
    title_en: string | null;
    summary: string;
    summary_i18n: Record<string, string>;
  }>;
  const textOf = (item: (typeof items)[number]) =>
    [item.title, item.title_en ?? '', item.summary, ...Object.values(item.summary_i18n)].join(' ').toLowerCase();
  const all = items.map(textOf);
  for (const [index, item] of items.entries()) {
    const own = words(`${item.summary_i18n.sv ?? item.summary} ${item.title}`);
    const word = own.find((candidate) => all.every((text, other) => other === index || !text.includes(candidate.slice(0, 6))));
    if (word) return { id: item.id, word };
  }
  throw new Error('no story has a word of its own');
}

async function searchFromHeader(page: Page, lang: Lang, term: string): Promise<void> {
  const m = MESSAGES[lang];
  const form = page.getByRole('search', { name: m.search.label, exact: true });
  await form.getByRole('searchbox', { name: m.search.field }).fill(term);
  await form.getByRole('button', { name: m.search.submit }).click();
}

for (const [mode, origin] of MODES) {
  test.describe(`search (${mode})`, () => {
    test('a distinctive word typed in the Swedish header field of a story page finds that story', async ({ page, request }) => {
      const m = MESSAGES.sv;
      const story = await distinctiveStory(request);
      // Start on a leaf page (plain HTML, no framework): the header field is a plain form there.
      await page.goto(`${origin}${pagePath('sv', 'news/country/SE')}`);
      await searchFromHeader(page, 'sv', story.word);
      await expect(page).toHaveURL(new RegExp(`/sv/search/\\?q=${encodeURIComponent(story.word)}$`));
      const results = page.locator('ol.search-results');
      const hit = results.locator(`a[href="/sv/news/${story.id}/"]`);
      await expect(hit, story.word).toBeVisible();
      // Title, date and outlet on every result.
      const teaser = results.locator('article', { has: page.locator(`a[href="/sv/news/${story.id}/"]`) });
      await expect(teaser.locator('time[datetime]')).toHaveCount(1);
      await expect(teaser.locator('.teaser-meta')).toContainText(m.search.story);
      await expect(page.getByRole('status')).toContainText(story.word);
      // Every result leads to a Swedish page.
      for (const href of await results.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/sv\//);
      }
      // With JavaScript the note that search needs it is gone, and the results pass axe.
      await expect(page.getByText(m.search.needsJs)).toHaveCount(0);
      await expectAxeClean(page, 'full+best-practice', 'Swedish results');
      await hit.click();
      await expect(page).toHaveURL(`${origin}/sv/news/${story.id}/`);
    });

    test('each language searches its own index: Finnish results lead to Finnish pages, English ones to the root', async ({
      page,
      request,
    }) => {
      const story = await distinctiveStory(request);
      await page.goto(`${origin}${pagePath('fi', `news/${story.id}`)}`);
      await searchFromHeader(page, 'fi', story.id.split('-').find((part) => part.length > 5) ?? story.word);
      await expect(page.locator('ol.search-results a').first()).toHaveAttribute('href', /^\/fi\//);

      await page.goto(`${origin}/search/`);
      const m = MESSAGES.en;
      const form = page.getByRole('search', { name: m.search.title, exact: true });
      await form.getByRole('searchbox', { name: m.search.field }).fill(story.word);
      await form.getByRole('button', { name: m.search.submit }).click();
      await expect(page.locator(`ol.search-results a[href="/news/${story.id}/"]`)).toBeVisible();
      await expect(page).toHaveURL(`${origin}/search/?q=${encodeURIComponent(story.word)}`);
    });

    test('the count speaks the language\u2019s plural, the query survives a language switch, and the page never shifts', async ({
      page,
      request,
    }) => {
      const story = await distinctiveStory(request);
      // Every layout shift from the first paint on (the "needs JavaScript" note must never show and vanish).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${origin}${pagePath('sv', 'search')}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      // Typed, not submitted: the words are in ?q= already, and the Finnish link carries them over.
      await page.locator('#search-page-q').fill(story.word);
      const results = page.locator('ol.search-results a');
      await expect(results.first()).toBeVisible({ timeout: 15_000 });
      const count = await results.count();
      const forms = MESSAGES.sv.search.results;
      const form = new Intl.PluralRules('sv-SE').select(count) === 'one' ? forms.one : forms.other;
      await expect(page.getByRole('status')).toHaveText(fill(form, { count, query: story.word }));
      await page.getByRole('navigation', { name: MESSAGES.sv.site.languageNav }).getByRole('link', { name: 'Suomi' }).click();
      await expect(page).toHaveURL(`${origin}/fi/search/?q=${encodeURIComponent(story.word)}`);
      await expect(page.locator('#search-page-q')).toHaveValue(story.word);
      // Searched again in the Finnish index (found or not, the status names the words).
      await expect(page.getByRole('status')).toContainText(story.word);
    });

    test('who\u2019s who entries are found by name', async ({ page }) => {
      await page.goto(`${origin}${pagePath('nb', 'search')}?q=Finansinspektionen`);
      const teaser = page.locator('ol.search-results article', { has: page.locator('a[href="/nb/orgchart/finansinspektionen/"]') });
      // The first search loads Pagefind's WebAssembly and every shard: more time on a busy machine.
      await expect(teaser.locator('.teaser-meta')).toHaveText(MESSAGES.nb.search.entity, { timeout: 15_000 });
    });

    test('a word found nowhere says so', async ({ page }) => {
      const m = MESSAGES.da;
      await page.goto(`${origin}${pagePath('da', 'search')}?q=zqxjvwkpq`);
      await expect(page.getByRole('status')).toHaveText(fill(m.search.noResults, { query: 'zqxjvwkpq' }));
      await expect(page.locator('ol.search-results')).toHaveCount(0);
    });

    test('without JavaScript the header field still submits, and the page says search needs JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const m = MESSAGES.nb;
      await page.goto(`${origin}${pagePath('nb', 'news')}`);
      await searchFromHeader(page, 'nb', 'bitcoin');
      await expect(page).toHaveURL(`${origin}/nb/search/?q=bitcoin`);
      await expect(page.getByText(m.search.needsJs)).toBeVisible();
      await expect(page.getByRole('link', { name: m.search.browseNews })).toHaveAttribute('href', '/nb/news/');
      await context.close();
    });
  });
}

/**
 * The Content-Security-Policy sources search needs, checked in a real browser: the policy is
 * added to every response of the static export (the hardening work sets the site's real one).
 * 'unsafe-inline' stands in here for the hashes of Next's and our inline scripts, which are not
 * what this test is about.
 */
const SEARCH_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; style-src 'self'";

test.describe('search under a Content-Security-Policy', () => {
  for (const [label, policy, works] of [
    ['works with self, wasm-unsafe-eval and worker-src self', SEARCH_CSP, true],
    ['fails, and says so, without wasm-unsafe-eval', SEARCH_CSP.replace(" 'wasm-unsafe-eval'", ''), false],
  ] as const) {
    test(label, async ({ page, request }) => {
      await page.route(`${SERVER_ORIGIN}/**`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
      });
      const story = await distinctiveStory(request);
      const m = MESSAGES.sv;
      await page.goto(`${SERVER_ORIGIN}${pagePath('sv', 'search')}?q=${encodeURIComponent(story.word)}`);
      if (works) {
        await expect(page.locator(`ol.search-results a[href="/sv/news/${story.id}/"]`)).toBeVisible();
      } else {
        await expect(page.getByText(m.search.failed)).toBeVisible();
        await expect(page.getByRole('link', { name: m.search.browseNews })).toHaveAttribute('href', '/sv/news/');
      }
    });
  }
});
