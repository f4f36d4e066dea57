import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { fill, MESSAGES, pagePath, routeGeo } from './site-helpers';

/**
 * The country pages with ESMA's register: the register's note with the file's date, the
 * firms, their sort without a script, who's who linked both ways. (The rules map and the country
 * pages in every language at a desktop and a phone width, answering, fitting, axe clean, a Nordic
 * page with no English paragraph, are in site-walk.spec.ts's walks.)
 */

test('country page: ESMA note with the file date, firms at home and passporting in, sortable without a script (the choice survives Back), services in plain words, who\u2019s who linked both ways', async ({
  page,
}) => {
  await routeGeo(page, 'US');
  const m = MESSAGES.fi;
  await page.goto(`${SERVER_ORIGIN}${pagePath('fi', 'rules/fi')}`);
  await expect(page.getByText(fill(m.register.regNote, { date: '25. kesäkuuta 2026' }))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: fill(m.register.regHome, { country: m.countries.FI, count: '5' }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: fill(m.register.regPassporting, { country: m.countries.FI, count: '119' }) }),
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
