import { expect, test, type Page, type Route } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { MESSAGES, routeGeo } from './site-helpers';
import { installIslandClock } from '@/tests/helpers/markets-island';
import { MARKETS_ISLAND_ID } from '@/components/markets/island-props';

/**
 * The markets page's live refresh, driven by Playwright's clock (no waiting for real minutes):
 * Firi and Coinmotion are read from the browser every browser_exchange_seconds (300), the
 * markets file is reloaded every browser_json_seconds (900), NBX (no CORS) is never requested,
 * and a live Firi price change changes the shown aggregate. The exchanges' real API URLs are
 * routed to local fakes in their real payload shapes. DESKTEST is an asset no real exchange
 * lists, so its aggregate comes from the fakes alone.
 */

const CORS = { 'access-control-allow-origin': '*' };

/** How long the first live figure may take: hydration waits for an idle page, then two reads (a shared, loaded machine). */
const FIRST_READ_MS = 15_000;

interface Fakes {
  firiLast: string;
  calls: { firiMarkets: number; firiTickers: number; coinmotion: number; nbx: number; file: number };
}

async function installFakes(page: Page): Promise<Fakes> {
  const fakes: Fakes = { firiLast: '1234567.89', calls: { firiMarkets: 0, firiTickers: 0, coinmotion: 0, nbx: 0, file: 0 } };
  const json = (route: Route, body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify(body) });
  await page.route('https://api.firi.com/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/v2/markets') {
      fakes.calls.firiMarkets++;
      return json(route, [
        { id: 'DESKTESTNOK', last: fakes.firiLast, high: '1400000.00', low: '1100000.00', volume: '12.50000000', change: '1.5' },
      ]);
    }
    if (path === '/v2/markets/tickers') {
      fakes.calls.firiTickers++;
      return json(route, [{ market: 'DESKTESTNOK', bid: '1234000.00', ask: '1235000.00', spread: '1000.00' }]);
    }
    return route.fulfill({ status: 404, headers: CORS, body: '' });
  });
  await page.route('https://api.coinmotion.com/**', (route) => {
    fakes.calls.coinmotion++;
    return json(route, {
      success: true,
      payload: {
        timestamp: 1795400000,
        desktestEur: { currencyCode: 'DESKTEST', baseCurrencyCode: 'EUR', buy: '100.00', sell: '101.00', high: '105.00', low: '99.00' },
      },
    });
  });
  await page.route('https://api.nbx.com/**', (route) => {
    fakes.calls.nbx++;
    return route.abort();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'api.nbx.com') fakes.calls.nbx++;
    if (url.origin === SERVER_ORIGIN && url.pathname === '/api/v1/markets.json') fakes.calls.file++;
  });
  return fakes;
}

test('markets page: live exchange reads every 300 s, file reload every 900 s, never NBX, aggregates follow live prices', async ({
  page,
}) => {
  const m = MESSAGES.en.markets;
  await routeGeo(page, 'US');
  await installIslandClock(page, SERVER_ORIGIN);
  const fakes = await installFakes(page);
  await page.goto(`${SERVER_ORIGIN}/markets/`);

  // Each live read sets data-live-at when it has finished; the next clock step waits for it, so a
  // timer is never started while the clock is being moved (it would be due too late).
  const liveAt = () => page.locator('.markets-live').getAttribute('data-live-at');
  const firiRow = page.locator('tr[data-symbol="DESKTEST-NOK"]');
  const firiPrice = firiRow.locator('[data-testid="aggregate-price"]');
  // Read on load: the Firi row appears from the live read, with the digits grouped as text (once
  // the island is hydrated, when the page is idle, and the file and Firi have been read).
  await expect(firiPrice).toHaveText('1,234,567.89 NOK', { timeout: FIRST_READ_MS });
  await expect(firiRow).toContainText(m.methodMeanLast);
  await expect(firiRow.locator('[data-exchange="firi"]')).toContainText(m.live);
  // Coinmotion publishes no last price: its pair is priced from the bid/ask midpoint.
  const coinRow = page.locator('tr[data-symbol="DESKTEST-EUR"]');
  await expect(coinRow).toContainText(m.methodMeanMid);
  await expect(coinRow.locator('[data-testid="aggregate-price"]')).toHaveText('100.50 EUR');
  expect(fakes.calls.firiMarkets).toBe(1);
  expect(fakes.calls.firiTickers).toBe(1);
  expect(fakes.calls.coinmotion).toBe(1);
  await expect.poll(() => fakes.calls.file).toBe(1);

  // Five minutes later: both CORS exchanges are read again, and the new Firi price shows.
  fakes.firiLast = '1300000.10';
  let last = await liveAt();
  expect(last).not.toBe('');
  await page.clock.runFor(300_000);
  await expect.poll(() => fakes.calls.firiMarkets).toBe(2);
  await expect.poll(() => fakes.calls.coinmotion).toBe(2);
  await expect(firiPrice).toHaveText('1,300,000.10 NOK');
  await expect.poll(liveAt).not.toBe(last);
  expect(fakes.calls.file).toBe(1);

  // Ten minutes: the exchanges again, still not the file.
  last = await liveAt();
  await page.clock.runFor(300_000);
  await expect.poll(() => fakes.calls.firiMarkets).toBe(3);
  await expect.poll(liveAt).not.toBe(last);
  expect(fakes.calls.file).toBe(1);

  // Fifteen minutes after load (each timer starts when the previous read finished, hence the
  // few seconds of margin): the markets file has been reloaded.
  await page.clock.runFor(305_000);
  await expect.poll(() => fakes.calls.file).toBe(2);
  await expect.poll(() => fakes.calls.firiMarkets).toBe(4);
  await expect(firiPrice).toHaveText('1,300,000.10 NOK');

  // NBX sends no CORS header: its rows only ever come from the file.
  expect(fakes.calls.nbx).toBe(0);
});

test('markets page: currency, search and sort work on the live table, the sort survives Back; no buy/sell wording', async ({ page }) => {
  const m = MESSAGES.en.markets;
  await routeGeo(page, 'US');
  await installIslandClock(page, SERVER_ORIGIN);
  await installFakes(page);
  await page.goto(`${SERVER_ORIGIN}/markets/`);
  await expect(page.locator('tr[data-symbol="DESKTEST-NOK"]')).toBeVisible({ timeout: FIRST_READ_MS });
  // The currency switch (components/markets/currency-choice.tsx) keeps live rows to their currency.
  await page.locator('.currency-choice label').filter({ hasText: 'EUR' }).click();
  await expect(page.locator('tr[data-symbol="DESKTEST-NOK"]')).toBeHidden();
  await expect(page.locator('tr[data-symbol="DESKTEST-EUR"]')).toBeVisible();
  await page.locator('.currency-choice label').filter({ hasText: m.allQuotes }).click();
  await page.getByLabel(m.search).fill('desktest');
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page.getByLabel(m.search).fill('no-such-asset');
  await expect(page.getByText(m.noResults)).toBeVisible();
  await page.getByLabel(m.search).fill('');
  // The sort is radio buttons and CSS: the rows' order on screen follows each row's rank for the
  // checked one (--by-<order>, printed with the row).
  const ranksOnScreen = (order: string) =>
    page.locator('tbody tr').evaluateAll(
      (rows, key) =>
        rows
          .map((row) => ({ y: row.getBoundingClientRect().top, rank: Number((row as HTMLElement).style.getPropertyValue(`--by-${key}`)) }))
          .sort((a, b) => a.y - b.y)
          .map((row) => row.rank),
      order,
    );
  const ascending = (ranks: number[]) => ranks.length > 3 && ranks.every((rank, i) => i === 0 || rank > ranks[i - 1]!);
  await page.getByRole('radio', { name: m.sortPair }).check();
  await expect.poll(async () => ascending(await ranksOnScreen('pair'))).toBe(true);
  await page.getByRole('radio', { name: m.sortChange }).check();
  await expect.poll(async () => ascending(await ranksOnScreen('change'))).toBe(true);
  expect(ascending(await ranksOnScreen('pair'))).toBe(false);
  // The choice survives Back: away to an asset page and back, the same order.
  await page.locator('tbody a.pair').first().click();
  await expect(page).toHaveURL(/\/markets\/[a-z0-9-]+\/$/);
  await page.goBack();
  await expect(page.getByRole('radio', { name: m.sortChange })).toBeChecked();
  await expect.poll(async () => ascending(await ranksOnScreen('change'))).toBe(true);
  const text = (await page.locator('main').innerText()).toLowerCase();
  expect(text).not.toMatch(/\b(buy now|sell now|strong buy|we recommend|you should buy|you should sell)\b/);
  await expect(page.getByText(m.notAdvice).first()).toBeVisible();
});

test('markets page: a reloaded file from a newer refresh replaces the built-in prices; failed live reads keep the rows', async ({
  page,
}) => {
  await routeGeo(page, 'US');
  await installIslandClock(page, SERVER_ORIGIN);
  // Every live read fails: the rows stay those of the file, and the reload still shows.
  await page.route('https://api.firi.com/**', (route) => route.abort());
  await page.route('https://api.coinmotion.com/**', (route) => route.abort());
  await page.route('https://api.nbx.com/**', (route) => route.abort());
  const original = (await (await page.request.get(`${SERVER_ORIGIN}/api/v1/markets.json`)).json()) as {
    generated_at: string;
    tickers: Array<{ symbol: string; last: string | null; exchange: { id: string } }>;
  };
  const btcNok = original.tickers.filter((t) => t.symbol === 'BTC-NOK');
  // The test build's fixture: BTC-NOK from Firi and NBX, both with a last price (mean of the two).
  expect(btcNok.map((t) => t.exchange.id).sort()).toEqual(['firi', 'nbx']);
  const newer = {
    ...original,
    generated_at: new Date(Date.parse(original.generated_at) + 3_600_000).toISOString(),
    tickers: original.tickers.map((t) => (t.symbol === 'BTC-NOK' ? { ...t, last: '2000000' } : t)),
  };
  let served = 0;
  await page.route(`${SERVER_ORIGIN}/api/v1/markets.json`, (route) => {
    served++;
    return route.fulfill({ status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify(newer) });
  });
  await page.goto(`${SERVER_ORIGIN}/markets/`);
  const price = page.locator('tr[data-symbol="BTC-NOK"] [data-testid="aggregate-price"]');
  // The page is built with the file's prices; the reload on load brings the newer refresh's.
  await expect(price).toHaveText('2,000,000.00 NOK', { timeout: FIRST_READ_MS });
  expect(served).toBeGreaterThan(0);
  await expect(page.locator('tr[data-symbol="ETH-DKK"]')).toBeVisible();
});

/** Every live read fails (the file's times stand); the published fetch time of NBX's BTC-NOK. */
async function nbxFetchedWithReadsFailing(page: Page): Promise<string> {
  await routeGeo(page, 'US');
  for (const host of ['api.firi.com', 'api.coinmotion.com', 'api.nbx.com'])
    await page.route(`https://${host}/**`, (route) => route.abort());
  const catalogue = (await (await page.request.get(`${SERVER_ORIGIN}/api/v1/markets.json`)).json()) as {
    tickers: Array<{ symbol: string; fetched_at: string; exchange: { id: string } }>;
  };
  const nbx = catalogue.tickers.find((t) => t.exchange.id === 'nbx' && t.symbol === 'BTC-NOK');
  expect(nbx).toBeDefined();
  return nbx!.fetched_at;
}

test('markets page: fetch times are UTC in the HTML, then ages that tick with the reader clock, in the table and the tiles', async ({
  page,
  browser,
}) => {
  const m = MESSAGES.en.markets;
  const fetched = await nbxFetchedWithReadsFailing(page);
  const age = (n: number) => m.ageMinutes.replace('{n}', String(n));
  const cell = page.locator('tr[data-symbol="BTC-NOK"] [data-exchange="nbx"] .fetched time');

  // Without JavaScript the page keeps what the server wrote: the instant in UTC.
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const plain = await scriptless.newPage();
  await plain.goto(`${SERVER_ORIGIN}/markets/`);
  await expect(plain.locator('tr[data-symbol="BTC-NOK"] [data-exchange="nbx"] .fetched time')).toHaveText(
    `${fetched.slice(0, 10)} ${fetched.slice(11, 16)} UTC`,
  );
  await scriptless.close();

  // With it: five minutes after the fetch, "5 min ago"; two minutes later the same cell says 7.
  await page.clock.install({ time: Date.parse(fetched) + 5 * 60_000 });
  await page.goto(`${SERVER_ORIGIN}/markets/`);
  await expect(cell).toHaveText(age(5));
  await expect(cell).toHaveAttribute('title', `${fetched.slice(0, 10)} ${fetched.slice(11, 16)} UTC`);
  // The line for readers without JavaScript is hidden at once (removed when the island hydrates).
  await expect(page.locator('.markets-live [data-scriptless]')).toBeHidden();
  await expect(page.locator('.controls')).toBeVisible();
  await page.clock.runFor(120_000);
  await expect(cell).toHaveText(age(7));
  // The tiles' newest fetch ticks from the same clock.
  await expect(page.locator('.market-tiles time').first()).toHaveText(/^\d+ (s|min|h|days) ago$/);
  // Fresh prices carry no stale flag; the flag is in the markup, hidden.
  const flag = page.locator('tr[data-symbol="BTC-NOK"] [data-exchange="nbx"] [data-testid="stale"]');
  await expect(flag).toBeHidden();
  // Two hours and a minute after the fetch (the reads still failing), the same clock flags it as old.
  await page.clock.runFor(2 * 3_600_000 - 7 * 60_000 + 60_000);
  // The exchanges' figures are folded in the row: unfold them.
  await page.locator('tr[data-symbol="BTC-NOK"] summary').click();
  await expect(flag).toBeVisible();
  await expect(flag).toHaveText(m.stale);
  await expect(cell).toHaveText(m.ageHours.replace('{n}', '2'));
});

test('markets page: prices older than two hours are flagged as soon as the page runs, not only at the next tick', async ({ page }) => {
  const m = MESSAGES.en.markets;
  const fetched = await nbxFetchedWithReadsFailing(page);
  await page.clock.install({ time: Date.parse(fetched) + 3 * 3_600_000 });
  await page.goto(`${SERVER_ORIGIN}/markets/`);
  await page.locator('tr[data-symbol="BTC-NOK"] summary').click();
  const row = page.locator('tr[data-symbol="BTC-NOK"] [data-exchange="nbx"]');
  await expect(row.locator('.fetched time')).toHaveText(m.ageHours.replace('{n}', '3'));
  await expect(row.locator('[data-testid="stale"]')).toBeVisible();
});

test('markets page: calm when live reads cannot be made: one line with the update\u2019s time, details folded, no request known to fail, a quiet console', async ({
  browser,
}) => {
  const m = MESSAGES.en.markets;
  const probe = await browser.newContext();
  const original = (await (await probe.request.get(`${SERVER_ORIGIN}/api/v1/markets.json`)).json()) as {
    generated_at: string;
    exchanges: Array<{ id: string; cors: boolean; status: string; error: string | null }>;
  };
  await probe.close();
  // A newer refresh that reached no exchange: the page does not try them from the reader's browser.
  const unreached = {
    ...original,
    generated_at: new Date(Date.parse(original.generated_at) + 3_600_000).toISOString(),
    exchanges: original.exchanges.map((e) => ({ ...e, status: 'error', error: 'network error' })),
  };
  for (const offline of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await routeGeo(page, 'US');
    await installIslandClock(page, SERVER_ORIGIN);
    // The browser says it is offline (the test's own server still answers the page itself).
    if (offline) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
    await page.route(`${SERVER_ORIGIN}/api/v1/markets.json`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(unreached) }),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${SERVER_ORIGIN}/markets/`);
    const calm = page.getByTestId('live-unavailable');
    await expect(calm).toContainText(m.liveUnavailable.slice(0, m.liveUnavailable.indexOf('{time}')).replace(/\s*\($/, ''), {
      timeout: FIRST_READ_MS,
    });
    // Hydrated: the controls the island shows.
    await expect(page.locator('.controls')).toBeVisible();
    await expect(calm.locator('details li').first()).toBeHidden();
    await calm.locator('summary').click();
    await expect(calm.locator('details li').first()).toContainText(offline ? m.liveOffline : m.liveNotReached.replace('{exchange}', ''));
    await expect(page.locator('tr[data-symbol="BTC-NOK"] [data-testid="aggregate-price"]')).toBeVisible();
    const hosts = requested.map((url) => new URL(url).hostname);
    expect(
      hosts.filter((host) => host.startsWith('api.')),
      String(offline),
    ).toEqual([]);
    // Offline, not even our own file is asked for.
    expect(
      requested.some((url) => url.endsWith('/api/v1/markets.json')),
      String(offline),
    ).toBe(!offline);
    expect(errors, String(offline)).toEqual([]);
    await context.close();
  }
});

test('markets page: an exchange answering more than the size limit is a failed live read, and the rows stay', async ({ page }) => {
  const m = MESSAGES.en.markets;
  await routeGeo(page, 'US');
  await installIslandClock(page, SERVER_ORIGIN);
  await installFakes(page);
  // A valid Firi answer padded to 6 MB, over the 5 MB a read may take: read whole, its pair would show.
  const pad = 'x'.repeat(6 * 1024 * 1024);
  const body = JSON.stringify([
    { id: 'DESKTESTNOK', last: '1234567.89', high: '1400000.00', low: '1100000.00', volume: '12.50000000', change: '1.5', pad },
  ]);
  await page.route('https://api.firi.com/v2/markets', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: CORS, body }),
  );
  await page.goto(`${SERVER_ORIGIN}/markets/`);
  const firi = page.locator('.exchange-status li[data-exchange="firi"]');
  await expect(firi).toContainText(m.exchangeLiveError.replace('{exchange}', 'Firi'), { timeout: FIRST_READ_MS });
  // Coinmotion's read went through; Firi's rows are the file's, not live.
  await expect(page.locator('tr[data-symbol="DESKTEST-EUR"] [data-exchange="coinmotion"]')).toContainText(m.live);
  await expect(page.locator('tr[data-symbol="DESKTEST-NOK"]')).toHaveCount(0);
  await expect(page.locator('tr[data-symbol="BTC-NOK"]')).toBeVisible();
});

test('markets page: a reloaded file the table cannot be computed from keeps the rows and a quiet console', async ({ page }) => {
  const m = MESSAGES.en.markets;
  await routeGeo(page, 'US');
  await installIslandClock(page, SERVER_ORIGIN);
  await installFakes(page);
  const original = (await (await page.request.get(`${SERVER_ORIGIN}/api/v1/markets.json`)).json()) as { generated_at: string };
  // Newer, so the page recomputes; its tickers are not a list.
  const broken = { ...original, generated_at: new Date(Date.parse(original.generated_at) + 3_600_000).toISOString(), tickers: 42 };
  let served = 0;
  await page.route(`${SERVER_ORIGIN}/api/v1/markets.json`, (route) => {
    served++;
    return route.fulfill({ status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify(broken) });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${SERVER_ORIGIN}/markets/`);
  // The island reads the file once it starts, up to SETTLE_MS after navigation: longer than expect's 5 s.
  await expect.poll(() => served, { timeout: FIRST_READ_MS }).toBeGreaterThan(0);
  // The live reads went through (data-live-at is set when they have); the table could not be
  // computed from the file, so the build's rows stand.
  await expect(page.locator('.markets-live')).not.toHaveAttribute('data-live-at', '', { timeout: FIRST_READ_MS });
  await expect(page.locator('tr[data-symbol="BTC-NOK"] [data-testid="aggregate-price"]')).toBeVisible();
  await expect(page.locator('tr[data-symbol="BTC-NOK"] [data-exchange="firi"]')).not.toContainText(m.live);
  await expect(page.locator('tr[data-symbol="DESKTEST-NOK"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('markets page: the island hydrates the build\u2019s table in place, slice by slice: no printed element or text is replaced, a quiet console', async ({
  page,
}) => {
  await routeGeo(page, 'US');
  await installFakes(page);
  // Every read waits until the hydrated page has been compared with the printed one: what a read
  // then redraws is new data, not hydration.
  let release = () => {};
  const compared = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    await compared;
    await route.fallback();
  };
  for (const pattern of ['https://api.firi.com/**', 'https://api.coinmotion.com/**', `${SERVER_ORIGIN}/api/v1/markets*`])
    await page.route(pattern, held);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${SERVER_ORIGIN}/markets/`);
  // Every element and text node the build printed, taken before the island starts (it waits for
  // the page to settle), then a tap starts it.
  const printed = await page.evaluate((id) => {
    const host = document.getElementById(id)!;
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(host, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    (window as unknown as { printed: Node[] }).printed = nodes;
    host.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    return nodes.length;
  }, MARKETS_ISLAND_ID);
  expect(printed).toBeGreaterThan(500);
  // Hydrated to the last slice: the note for readers without JavaScript goes then.
  await expect(page.locator('[data-scriptless]')).toHaveCount(0, { timeout: FIRST_READ_MS });
  const replaced = await page.evaluate(() =>
    (window as unknown as { printed: Node[] }).printed
      .filter((node) => !node.isConnected)
      .map((node) =>
        node instanceof Element
          ? `<${node.localName}${node.hasAttribute('data-scriptless') ? ' data-scriptless' : ''}>`
          : `text: ${node.nodeValue}`,
      ),
  );
  // Only the note for readers without JavaScript left the page; every row, cell and figure is the printed node.
  expect(replaced).toEqual(['<span data-scriptless>', `text:  ${MESSAGES.en.markets.noJsNote}`]);
  // Then the reads go through, and the live figure shows.
  release();
  await expect(page.locator('tr[data-symbol="DESKTEST-NOK"] [data-testid="aggregate-price"]')).toHaveText('1,234,567.89 NOK', {
    timeout: FIRST_READ_MS,
  });
  expect(problems).toEqual([]);
});
