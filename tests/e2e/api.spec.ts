import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN, STATIC_ORIGIN, local } from './servers';

interface Endpoint {
  path: string;
  available: boolean;
  example_url: string | null;
  example_url_pages: string | null;
}

for (const [mode, origin, other] of [
  ['static export', STATIC_ORIGIN, SERVER_ORIGIN],
  ['next start', SERVER_ORIGIN, STATIC_ORIGIN],
] as const) {
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

test('server mode answers unknown and malformed API paths with a JSON 404 and CORS, never a 500', async ({ request }) => {
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

test('the static export and next start publish the same documents', async ({ request }) => {
  for (const path of ['news.json', 'events.json', 'sources.json', 'meta.json']) {
    const fromStatic = await (await request.get(`${STATIC_ORIGIN}/api/v1/${path}`)).json();
    const fromServer = await (await request.get(`${SERVER_ORIGIN}/api/v1/${path}`)).json();
    // Both were generated at build time, at different instants; the rest must be identical.
    delete fromStatic.generated_at;
    delete fromServer.generated_at;
    if (path === 'events.json') {
      for (const list of [fromStatic.events, fromServer.events]) for (const event of list) delete event.past;
    }
    expect(fromServer, path).toEqual(fromStatic);
  }
});
