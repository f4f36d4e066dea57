import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { expectAxeClean, expectFits, fill, LANGS, MESSAGES, noExchanges, pagePath, routeGeo } from './site-helpers';

/**
 * Each exchange's standing in ESMA's register on the markets page, in every language at
 * both widths: on screen, the reader's own country first, inside the width, axe clean (the
 * section in full; the page as a whole is scanned by site-walk.spec.ts). Its words and facts are
 * checked over the build's HTML (tests/integration/site/exchange-standing.test.ts).
 */

const READER = { en: null, nn: 'NO', nb: 'NO', sv: 'SE', da: 'DK', fi: 'FI', is: 'IS' } as const;

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the exchanges' standing at ${width} px in every language: on screen, the reader's country first, fitting, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await routeGeo(page, 'US');
    await noExchanges(page);
    for (const lang of LANGS) {
      const m = MESSAGES[lang];
      const label = `${lang} ${width}`;
      await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'markets')}`);
      const section = page.locator('section.exchange-standing');
      await expect(section.getByRole('heading', { level: 2, name: m.register.standingTitle }), label).toBeVisible();
      const coinmotion = section.locator('#standing-coinmotion');
      await coinmotion.scrollIntoViewIfNeeded();
      const reader = READER[lang];
      if (reader) {
        const verdict = coinmotion.locator('.standing-reader');
        // Coinmotion may serve Sweden and Finland in the file the build shows.
        const listed = reader === 'SE' || reader === 'FI';
        await expect(verdict, label).toHaveText(
          listed
            ? fill(m.register.listedFor, { country: m.register.countryFor[reader] })
            : new RegExp(`^${m.register.notListedFor.split('{')[0]}`),
        );
        const [verdictTop, servicesTop] = await Promise.all([
          verdict.boundingBox(),
          coinmotion.locator('.register-services').boundingBox(),
        ]);
        expect(verdictTop!.y, label).toBeLessThan(servicesTop!.y);
      } else await expect(coinmotion.locator('.standing-reader'), label).toHaveCount(0);
      await expect(section.locator('#standing-nbx [data-part="not-in-register"]'), label).toBeVisible();
      const beyond = await section.evaluate(
        (el) => [...el.querySelectorAll('*')].filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5).length,
      );
      expect(beyond, label).toBe(0);
      await expectFits(page, label);
      await expectAxeClean(page, 'full', label, 'section.exchange-standing');
    }
  });
}
