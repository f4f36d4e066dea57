import { request as httpRequest } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { headersForPath, parseHeadersFile } from '../../lib/http/header-rules';
import { SERVER_PORT } from '../../playwright.config';
import { SERVER_ORIGIN, STATIC_ORIGIN } from './servers';

/**
 * What a hostile client and a careful browser see from `npm start` on the real build: no answer of
 * 500 or more for any method on any path, the API's errors as JSON with CORS and never a redirect,
 * no file written for any request, the security headers on every page type, pages that run under
 * their policy without a single violation, and 304s for a repeated API request. (The 10,000-request
 * run against the same server code is tests/integration/site/site-server.test.ts.)
 */

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** One request with the path exactly as given (fetch would normalise `..` and escapes). */
function raw(method: string, rawPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: SERVER_PORT, method, path: rawPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.add(path.relative(dir, full));
    }
  };
  walk(dir);
  return out;
}

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];
// Pieces an attacker would try: traversal, broken and double escapes, NUL, odd unicode, known names.
const SEGMENTS = [
  // An empty piece makes a doubled slash; a backslash is a slash to Next (both redirected by Next).
  '',
  '\\',
  'news.json',
  'news',
  'markets',
  'logos',
  'btc.svg',
  'sv',
  'en',
  'api',
  'v1',
  '..',
  '.',
  '%2e%2e',
  '%2f',
  '%',
  '%E0%A4%A',
  '%zz',
  '%00',
  '%C0%AE',
  '..%2f..%2fetc%2fpasswd',
  '%252e%252e',
  '%C3%A9',
  '%F0%9F%92%B8',
  'index.json',
  'openapi.json',
  '_next',
  'x'.repeat(300),
  '.well-known',
  'feed.xml',
  '%20',
  ';',
  'a?b=1',
  '#frag',
];

test.describe('hostile requests to npm start', () => {
  test('a bounded fuzz on the real build: never 5xx, API errors as JSON with CORS and no redirect, and no new files', async () => {
    test.setTimeout(240_000);
    const outDir = path.resolve('out');
    const before = filesUnder(outDir);
    const pathArb = fc.tuple(
      fc.constantFrom('/api/v1/', '/api/v1/markets/logos/', '/', '/sv/', '/en/', '/news/', '/api/'),
      fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 4 }),
      fc.constantFrom('', '/', '.json', '.json/'),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), pathArb, async (method, [prefix, segments, suffix]) => {
        const rawPath = `${prefix}${segments.join('/')}${suffix}`;
        const answer = await raw(method, rawPath);
        const where = `${method} ${rawPath} → ${answer.status}`;
        if (answer.status >= 500) failures.push(`${where}: ${answer.body.slice(0, 120)}`);
        // The path as sent decides: nothing is normalised, so `/api/v1/../x` is an API path (a 404).
        if (rawPath.startsWith('/api/v1/')) {
          if (answer.status >= 300 && answer.status < 400) failures.push(`${where}: a redirect under /api/v1/`);
          if (answer.headers['access-control-allow-origin'] !== '*') failures.push(`${where}: no CORS header`);
          if (answer.status >= 400 && !String(answer.headers['content-type']).startsWith('application/json')) {
            failures.push(`${where}: error is not JSON (${answer.headers['content-type']})`);
          }
        }
        return true;
      }),
      { numRuns: 2500, seed: 20261123 },
    );
    expect(failures.slice(0, 20)).toEqual([]);
    // The server only reads: no request leaves a file behind.
    expect([...filesUnder(outDir)].filter((file) => !before.has(file))).toEqual([]);
  });

  test('the classes the issue names, one by one', async () => {
    for (const [method, rawPath, status] of [
      ['GET', '/api/v1/markets/logos/%E0%A4%A', 404],
      ['GET', '/api/v1/%E0%A4%A', 404],
      ['GET', '/api/v1/news.json/', 404],
      ['GET', '/api/v1/newsletters/x', 404],
      ['GET', '/api/v1/..%2f..%2fetc%2fpasswd', 404],
      ['GET', '/api/v1/markets/logos/..%2f..%2fnews.json', 404],
      ['POST', '/api/v1/news.json', 405],
      ['DELETE', '/api/v1/news.json', 405],
      ['POST', '/api/v1/no-such.json', 404],
      ['OPTIONS', '/api/v1/news.json', 204],
      ['OPTIONS', '/api/v1/markets/logos/%E0%A4%A', 204],
      // A doubled slash or a backslash names no file: the API's 404, never a redirect.
      ['GET', '/api/v1//news.json', 404],
      ['GET', '//api/v1/news.json', 404],
      ['GET', '/api/v1\\news.json', 404],
      ['GET', '/api/v1/markets/logos//btc.svg', 404],
      ['POST', '/api/v1//news.json', 404],
      ['OPTIONS', '/api/v1//news.json', 204],
    ] as const) {
      const answer = await raw(method, rawPath, { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' });
      expect(answer.status, `${method} ${rawPath}`).toBe(status);
      expect(answer.headers['access-control-allow-origin'], `${method} ${rawPath}`).toBe('*');
      if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
      if (status === 204) expect(String(answer.headers['access-control-allow-methods'])).toContain('GET');
      if (status >= 400) expect(JSON.parse(answer.body)).toMatchObject({ error: expect.any(String) });
    }
    // Pages: another method is a 405, never a thrown error; a broken escape is the 404 page.
    expect((await raw('POST', '/sv/news/')).status).toBe(405);
    expect((await raw('POST', '/news/')).status).toBe(405);
    expect((await raw('GET', '/news/%E0%A4%A/')).status).toBe(404);
    expect((await raw('GET', '/xx/news/')).status).toBe(404);
    // Trailing slashes for pages keep their rule; English keeps one URL.
    expect(new URL(String((await raw('GET', '/news')).headers.location), SERVER_ORIGIN).pathname).toBe('/news/');
    expect((await raw('GET', '/en/news/')).status).toBe(308);
  });

  test('API documents carry an ETag and answer a repeated request with 304; lifetimes stay under the refresh', async () => {
    for (const doc of ['/api/v1/news.json', '/api/v1/markets.json']) {
      const first = await raw('GET', doc);
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await raw('GET', doc, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect((await raw('GET', doc, { 'If-None-Match': '"other"' })).status).toBe(200);
      const maxAge = Number(/max-age=(\d+)/.exec(String(first.headers['cache-control']))?.[1]);
      // The hourly refresh, and the markets page's 900 s poll.
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(900);
    }
  });

  test('every branch of the language decision on / is private, no-store', async () => {
    const branches: Array<Record<string, string>> = [
      {},
      { 'cf-ipcountry': 'SE' },
      { Cookie: 'lang=fi' },
      { Cookie: 'lang=en', 'cf-ipcountry': 'SE' },
    ];
    for (const headers of branches) {
      const answer = await raw('GET', '/', headers);
      expect(String(answer.headers['cache-control']), JSON.stringify(headers)).toMatch(/private/);
      expect(String(answer.headers['cache-control']), JSON.stringify(headers)).toMatch(/no-store/);
    }
  });

  test('HEAD on / answers as GET does: the same status, Location and cache rule', async () => {
    const branches: Array<Record<string, string>> = [{}, { 'cf-ipcountry': 'FI' }, { Cookie: 'lang=sv', 'cf-ipcountry': 'FI' }];
    for (const headers of branches) {
      const get = await raw('GET', '/', headers);
      const head = await raw('HEAD', '/', headers);
      expect(head.status, JSON.stringify(headers)).toBe(get.status);
      expect(head.headers.location, JSON.stringify(headers)).toBe(get.headers.location);
      expect(String(head.headers['cache-control'])).toMatch(/no-store/);
    }
    expect((await raw('HEAD', '/', { 'cf-ipcountry': 'FI' })).headers.location).toBe('/fi/');
  });
});

interface Ids {
  story: string;
  event: string;
}

async function ids(page: Page, origin: string): Promise<Ids> {
  const news = await (await page.request.get(`${origin}/api/v1/news.json`)).json();
  const events = await (await page.request.get(`${origin}/api/v1/events.json`)).json();
  return { story: news.items[0].id, event: events.events[0].id };
}

const PAGES = (i: Ids) => [
  '/',
  '/news/',
  `/news/${i.story}/`,
  `/sv/news/${i.story}/`,
  `/events/${i.event}/`,
  '/sv/events/',
  '/markets/',
  '/fi/markets/',
  '/newsletters/',
  '/api/',
  // Nordic section pages share one rule per section: its header allows the section's scripts in
  // all six languages, the page's meta only its own.
  '/da/api/',
  '/is/search/',
  '/no-such-page/',
];

/** The script sources of a policy, and its other directives. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

for (const [mode, origin] of [
  ['npm start', SERVER_ORIGIN],
  ['plain static host', STATIC_ORIGIN],
] as const) {
  test(`${mode}: every page type runs under its policy with no violation, and carries the policy`, async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    // The markets page reads the exchanges from the browser; here they are not reachable.
    await page.route(/api\.(firi|coinmotion)\.com/, (route) => route.abort());
    for (const pagePath of PAGES(await ids(page, origin))) {
      const response = await page.goto(`${origin}${pagePath}`);
      await page.waitForLoadState('load');
      // Read once the page has loaded, with no wait: a busy machine must not turn a slow read into "no policy".
      const meta = await page.evaluate(
        () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null,
      );
      const header = response?.headers()['content-security-policy'] ?? null;
      const policies = [meta, header].filter((p): p is string => p !== null);
      if (mode === 'npm start') {
        expect(header, `${pagePath}: CSP header`).not.toBeNull();
        const headers = response!.headers();
        expect(headers['x-content-type-options'], pagePath).toBe('nosniff');
        expect(headers['referrer-policy'], pagePath).toBeTruthy();
        expect(headers['permissions-policy'], pagePath).toBeTruthy();
        expect(directives(header!).get('frame-ancestors'), pagePath).toEqual(["'none'"]);
      } else {
        expect(meta, `${pagePath}: CSP meta`).not.toBeNull();
      }
      for (const policy of policies) {
        const scripts = directives(policy).get('script-src') ?? [];
        expect(scripts, `${pagePath}: script-src`).not.toContain("'unsafe-inline'");
        expect(scripts.length, `${pagePath}: script-src`).toBeGreaterThan(0);
        const connect = directives(policy).get('connect-src') ?? [];
        if (pagePath.includes('markets')) expect(connect.sort()).toEqual(["'self'", 'https://api.coinmotion.com', 'https://api.firi.com']);
        // The English home's language script may ask the build's GEO_ENDPOINT, on another origin here.
        else if (pagePath === '/') expect(connect).toEqual(["'self'", STATIC_ORIGIN]);
        else expect(connect).toEqual(["'self'"]);
      }
    }
    expect(violations).toEqual([]);
  });
}

test('_headers: the common headers for every path, the API ones under /api/v1/, one policy for each section page', async () => {
  const file = readFileSync(path.resolve('out', '_headers'), 'utf8');
  const rules = new Map<string, string[]>();
  let current = '';
  for (const line of file.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) rules.set((current = line.trim()), []);
    else rules.get(current)!.push(line.trim());
  }
  expect(rules.get('/*')).toEqual(expect.arrayContaining(['X-Content-Type-Options: nosniff', 'X-Frame-Options: DENY']));
  // No policy for every path: a host would add it to each page's own.
  expect(rules.get('/*')!.some((line) => line.startsWith('Content-Security-Policy'))).toBe(false);
  expect(rules.has('/api/*')).toBe(false);
  expect(rules.get('/api/v1/*')).toEqual(
    expect.arrayContaining([
      'Access-Control-Allow-Origin: *',
      expect.stringMatching(/^Cache-Control: /),
      expect.stringMatching(/^Content-Security-Policy: default-src 'none'/),
    ]),
  );
  // Cloudflare Pages reads at most 100 rules; 80 leaves room to grow.
  expect(rules.size).toBeLessThanOrEqual(80);
  expect(rules.get('/*/feed.json')).toEqual(expect.arrayContaining(['Content-Type: application/feed+json; charset=utf-8']));
  // English section pages have their own rule; the Nordic ones one rule per section (home: per language).
  for (const page of ['/', '/api/', '/news/', '/sv/', '/:lang/events/', '/:lang/orgchart/']) {
    const policy = rules.get(page)?.find((line) => line.startsWith('Content-Security-Policy: '));
    expect(policy, page).toBeDefined();
    const scripts = directives(policy!.slice('Content-Security-Policy: '.length)).get('script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^'sha256-/)]));
  }
  // The markets page is printed as plain HTML and carries its own policy, like the leaf pages: a
  // rule for it would give it a second one.
  expect([...rules.keys()].filter((pattern) => pattern.includes('markets'))).toEqual([]);
});

test('npm start sends each page exactly one policy, the one _headers or the page itself gives', async () => {
  const file = readFileSync(path.resolve('out', '_headers'), 'utf8');
  const news = JSON.parse((await raw('GET', '/api/v1/news.json')).body) as { items: Array<{ id: string }> };
  for (const pagePath of [
    '/api/',
    '/sv/api/',
    '/news/',
    '/markets/',
    '/fi/markets/',
    `/news/${news.items[0]!.id}/`,
    '/sv/no-such-page/',
    '/api/v1/news.json',
    '/feed.xml',
  ]) {
    const answer = await raw('GET', pagePath);
    const policy = answer.headers['content-security-policy'];
    expect(typeof policy, pagePath).toBe('string');
    // One header, one policy: a second one would arrive joined by a comma.
    expect(String(policy).includes(','), pagePath).toBe(false);
    // The rule that gives this path a policy, as a host matches patterns (`/:lang/api/` for `/sv/api/`).
    const fromRules = headersForPath(parseHeadersFile(file), pagePath)['Content-Security-Policy'];
    if (fromRules !== undefined) expect(policy, pagePath).toBe(fromRules);
    if (['/api/', '/sv/api/', '/news/'].includes(pagePath)) expect(fromRules, pagePath).toBeDefined();
  }
});
