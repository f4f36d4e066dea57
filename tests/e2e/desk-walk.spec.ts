import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { LANGS, expectAxeClean, expectFits, noExchanges, pagePath, routeGeo } from './site-helpers';

/**
 * The reader's desk as a reader walks it, in every language, at 390×844 and 1280×800, light and
 * dark, with the exchanges unreachable: home, news, markets, an asset page, events, an event page,
 * a story, rules and embed have no axe violation, do not scroll sideways and clip nothing; the
 * markets sort on a phone is one row of 44 px targets. The HTML facts of every page in every
 * language are checked over out/ (page-translations.test.ts).
 */

test.describe.configure({ mode: 'parallel' });

const DESK: ReadonlyArray<readonly [kind: string, path: string]> = [
  ['home', ''],
  ['news', 'news'],
  ['markets', 'markets'],
  ['asset', 'markets/btc'],
  ['events', 'events'],
  ['event', 'events/copenhagen-mica-compliance-day-2026'],
  ['story', 'news/no-finanstilsynet-updated-casp-register'],
  ['rules', 'rules'],
  ['embed', 'embed'],
];

/**
 * Visible elements whose own box cuts its content off sideways (an overflow that is not `visible`
 * and content wider than the box), or that reach past the screen's edge. Screen-reader-only text
 * (a class, or the phone tables' 1 px column headers) is clipped on purpose; what a region scrolling within itself holds (the phone's chip rows, the
 * code snippet) is reached by scrolling it, not cut off.
 */
const clipped = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const scrolling = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    const inScroller = (el: HTMLElement) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (scrolling(getComputedStyle(up))) return true;
      return false;
    };
    const unseen = (el: HTMLElement) => {
      for (let up: HTMLElement | null = el; up; up = up.parentElement) if (getComputedStyle(up).clipPath === 'inset(50%)') return true;
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.visually-hidden, [hidden], template, script, style, noscript') || unseen(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().replace(/\s+/g, '.')}` : ''}`;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      if (style.overflowX !== 'visible' && !scrolling(style) && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name} cut off (${el.scrollWidth} > ${el.clientWidth}): ${text}`);
      if (rect.right > document.documentElement.clientWidth + 0.5 && !inScroller(el))
        found.push(`${name} past the right edge (${Math.round(rect.right)}): ${text}`);
    }
    return found;
  });

for (const lang of LANGS) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`${lang} ${width} px: the desk's pages fit, clip nothing and are axe clean in light and dark`, async ({ page }) => {
      test.setTimeout(300_000);
      await routeGeo(page, 'US');
      await noExchanges(page);
      await page.setViewportSize({ width, height });
      for (const [kind, path] of DESK) {
        const label = `${lang} ${width} ${kind}`;
        const response = await page.goto(`${SERVER_ORIGIN}${pagePath(lang, path)}`);
        expect(response?.status(), label).toBe(200);
        await expectFits(page, label);
        expect(await clipped(page), label).toEqual([]);
        if (kind === 'markets' && width === 390) {
          // The sort is one row of tap targets, not four lines of small labels.
          const sorts = await page.locator('.sort-choice label').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
          expect(new Set(sorts.map((box) => Math.round(box.top))).size, `${label}: sort rows`).toBe(1);
          expect(
            sorts.filter((box) => box.width < 44 || box.height < 44),
            `${label}: sort targets under 44×44 px`,
          ).toEqual([]);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await expectAxeClean(page, 'full', `${label} light`);
        // Dark changes colours only: its contrast rules, not the whole set again.
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectAxeClean(page, 'theme', `${label} dark`);
      }
    });
  }
}
