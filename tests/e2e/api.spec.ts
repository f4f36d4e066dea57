import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN, STATIC_ORIGIN, local } from './servers';

interface Endpoint {
  path: string;
  available: boolean;
  example_url: string | null;
  example_url_pages: string | null;
}

// The other origin serves the same build as a plain host, so every fetch below is cross-origin.
for (const [mode, origin, other] of [['npm start', SERVER_ORIGIN, STATIC_ORIGIN]] as const) {
  test.describe(`API served by ${mode}`, () => {
    test('every endpoint in index.json answers 200 JSON with the CORS header, fetched cross-origin by the browser', async ({
      page,
      request,
    }) => {
      const index = await (await request.get(`${origin}/api/v1/index.json`)).json();
      const endpoints = (index.endpoints as Endpoint[]).filter((e) => e.available);
      expect(endpoints.length).toBeGreaterThan(30);
      // Load a plain-text file from the other server, so every fetch below is cross-origin and
      // Chromium itself enforces the CORS header. (Not a JSON document: those carry the data policy
      // `default-src 'none'`, so no fetch could start from inside one.)
      await page.goto(`${other}/robots.txt`);
      const urls = endpoints.map((e) => local(origin, e.example_url!));
      const results = await page.evaluate(async (list) => {
        return Promise.all(
          list.map(async (url) => {
            try {
              const response = await fetch(url);
              const text = await response.text();
              let parsed = false;
              try {
                JSON.parse(text);
                parsed = true;
              } catch {
                parsed = false;
              }
              return { url, status: response.status, type: response.headers.get('content-type'), parsed };
            } catch (error) {
              return { url, status: 0, type: null, parsed: false, error: String(error) };
            }
          }),
        );
      }, urls);
      for (const result of results) {
        expect(result, result.url).toMatchObject({ status: 200, parsed: true });
        expect(result.type, result.url).toContain('application/json');
      }
      for (const url of urls) {
        const response = await request.get(url);
        expect(response.headers()['access-control-allow-origin'], url).toBe('*');
      }
    });
  });
}

test('npm start answers unknown and malformed API paths with a JSON 404 and CORS, never a 500', async ({ request }) => {
  for (const path of [
    '/api/v1/nope.json',
    '/api/v1/news/..%2f..%2fetc.json',
    '/api/v1/news/%00weird%20id.json',
    '/api/v1/news/by-country/XX.json',
    '/api/v1/a/b/c/d.json',
  ]) {
    const response = await request.get(`${SERVER_ORIGIN}${path}`);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('application/json');
    expect(response.headers()['access-control-allow-origin'], path).toBe('*');
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  }
});

test('npm start sends every API document, feed and page byte-identical to its file in out/', async ({ request }) => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const files = walk(path.join('out', 'api', 'v1')).filter((file) => file.endsWith('.json'));
  const pages = ['index.html', 'feed.xml', 'sv/feed.json', 'events.ics', 'sitemap.xml', 'sv/news/index.html', 'robots.txt'].map((file) =>
    path.join('out', file),
  );
  for (const file of [...files, ...pages]) {
    const relative = `/${path.relative('out', file).split(path.sep).join('/')}`;
    const url = relative === '/index.html' ? '/' : relative.replace(/index\.html$/, '');
    // Cookie: the English home is `/` itself only for a reader who chose English.
    const response = await request.get(`${SERVER_ORIGIN}${url}`, { headers: { cookie: 'lang=en' }, maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(Buffer.compare(await response.body(), readFileSync(file)), url).toBe(0);
  }
  expect(files.length).toBeGreaterThan(30);
});
