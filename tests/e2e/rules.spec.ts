import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { fill, LANGS, MESSAGES, pagePath, routeGeo } from './site-helpers';

/**
 * The rules map and the country pages with ESMA's register (issue 33), in every language at a
 * desktop and a phone width: they answer, fit without sideways scrolling, are axe clean, show the
 * register's note with the file's date and the firms, and a Nordic page carries no English
 * paragraph (a text in English is marked with `lang="en"`).
 */

const PATHS = ['rules', 'rules/fi', 'rules/no'] as const;
/**
 * axe runs on each page shape: the map in every language, a country page (long firm lists, slow to
 * scan) in English and in one Nordic language; the other country page and languages share its markup.
 */
const AXE: Readonly<Record<string, readonly string[]>> = { rules: LANGS, 'rules/fi': ['en', 'is'] };

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Text blocks outside the firm lists (names and LEIs read the same in every language) with no `lang` of their own. */
const blocks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main p, main dd, main dt, main li, main h1, main h2, main h3')]
      .filter((el) => !el.closest('.register-list') && el.closest('[lang]') === document.documentElement)
      .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((text) => text.length > 24),
  );

test('rules pages in every language at 1280 and 390 px: they fit, are axe clean, and a Nordic page has no English paragraph', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await routeGeo(page, 'US');
  const english = new Map<string, string[]>();
  for (const path of PATHS) {
    await page.goto(`${SERVER_ORIGIN}${pagePath('en', path)}`);
    english.set(path, await blocks(page));
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of LANGS) {
      for (const path of PATHS) {
        const label = `${width} ${lang} /${path}`;
        const response = await page.goto(`${SERVER_ORIGIN}${pagePath(lang, path)}`);
        expect(response?.status(), label).toBe(200);
        expect(await overflow(page), label).toBe(0);
        if (width === 390) continue;
        if (!AXE[path]?.includes(lang)) continue;
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(
          results.violations.map((v) => v.id),
          label,
        ).toEqual([]);
        if (lang === 'en') continue;
        const shown = await blocks(page);
        const same = shown.filter((text) => english.get(path)!.includes(text));
        expect(same, `${label}: English text without lang="en"`).toEqual([]);
      }
    }
  }
});

test('country page: ESMA note with the file date, firms at home and passporting in, sortable without a script (the choice survives Back), services in plain words, who\u2019s who linked both ways', async ({
  page,
}) => {
  await routeGeo(page, 'US');
  const m = MESSAGES.fi;
  await page.goto(`${SERVER_ORIGIN}${pagePath('fi', 'rules/fi')}`);
  await expect(page.getByText(fill(m.register.regNote, { date: '26. maaliskuuta 2026' }))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: fill(m.register.regHome, { country: m.countries.FI, count: '5' }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: fill(m.register.regPassporting, { country: m.countries.FI, count: '83' }) }),
  ).toBeVisible();
  const coinmotion = page.locator('.register-list > li', { hasText: 'Coinmotion Oy' });
  await expect(coinmotion.getByText(m.register.services.c, { exact: true })).toBeVisible();
  const link = coinmotion.getByRole('link', { name: m.register.whosWho });

  // The sort is radio buttons and CSS: the firms' order on screen follows each firm's place for
  // the checked one (--by-<order>, printed with the firm).
  const passporting = page.locator('.register-sorted').nth(1);
  const placesOnScreen = (order: string) =>
    passporting.locator('.register-list > li').evaluateAll(
      (items, key) =>
        items
          .map((item) => ({
            y: item.getBoundingClientRect().top,
            place: Number((item as HTMLElement).style.getPropertyValue(`--by-${key}`)),
          }))
          .sort((a, b) => a.y - b.y)
          .map((item) => item.place),
      order,
    );
  const ascending = (places: number[]) => places.length > 3 && places.every((place, i) => i === 0 || place > places[i - 1]!);
  expect(ascending(await placesOnScreen('name'))).toBe(true);
  const newest = passporting.getByRole('radio', { name: m.register.sortAuthorised });
  await newest.check();
  await expect.poll(async () => ascending(await placesOnScreen('authorised'))).toBe(true);
  expect(ascending(await placesOnScreen('name'))).toBe(false);
  // Away and Back: the same order.
  await link.click();
  await expect(page).toHaveURL(/\/fi\/orgchart\/coinmotion\/$/);
  await page.goBack();
  await expect(newest).toBeChecked();
  await expect.poll(async () => ascending(await placesOnScreen('authorised'))).toBe(true);

  await link.click();
  await expect(page).toHaveURL(/\/fi\/orgchart\/coinmotion\/$/);
  await page.locator('.register-entity-status a').click();
  await expect(page).toHaveURL(/\/fi\/rules\/fi\/#firm-/);
});
