import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SaxesParser } from 'saxes';
import { FILE_TYPES } from '../../lib/http/file-types';
import { ROOT_FILE_TYPES } from '../../lib/pages/root-files';
import { local } from './servers';
import { LANGS, MODES, pagePath, type Lang } from './site-helpers';

/**
 * Discovery files and feeds as `npm start` serves them: /llms.txt, /.well-known/api-catalog, the
 * web app manifest (and Chromium finding the site installable), the JSON Feed of every language.
 * (The links every page's head carries to them are read from out/ in
 * tests/integration/site/page-heads.test.ts.)
 */

function feedFile(lang: Lang, file: 'feed.xml' | 'feed.json'): string {
  return `${pagePath(lang)}${file}`;
}

/** The RSS guids, read by a strict XML 1.0 parser (it throws on anything not well-formed). */
function rssGuids(xml: string): string[] {
  const guids: string[] = [];
  const parser = new SaxesParser();
  let inGuid = false;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => (inGuid = tag.name === 'guid'));
  parser.on('closetag', () => (inGuid = false));
  parser.on('text', (text) => inGuid && guids.push(text));
  parser.write(xml).close();
  return guids;
}

async function known(request: APIRequestContext, origin: string) {
  const [news, events] = await Promise.all([
    (await request.get(`${origin}/api/v1/news.json`)).json(),
    (await request.get(`${origin}/api/v1/events.json`)).json(),
  ]);
  return { story: news.items[0].id as string, event: events.events[0].id as string, newsCount: news.count as number };
}

for (const [mode, origin] of MODES) {
  test.describe(`discovery files (${mode})`, () => {
    test('each is served with the content type (and CORS) its file list names', async ({ request }) => {
      for (const file of FILE_TYPES) {
        const response = await request.get(`${origin}${file.path}`);
        expect(response.status(), file.path).toBe(200);
        expect(response.headers()['content-type'], file.path).toBe(file.contentType);
        if (file.cors) expect(response.headers()['access-control-allow-origin'], file.path).toBe('*');
      }
    });

    test('/llms.txt names the API, its OpenAPI description, the API page and the terms', async ({ request }) => {
      const text = await (await request.get(`${origin}/llms.txt`)).text();
      expect(text.startsWith('# ')).toBe(true);
      for (const needle of [
        '/api/v1/index.json',
        '/api/v1/openapi.json',
        '/api/)',
        'Not investment advice',
        'Access-Control-Allow-Origin: *',
        'No key',
      ]) {
        expect(text, needle).toContain(needle);
      }
    });

    test('/.well-known/api-catalog is a linkset whose every link answers', async ({ request }) => {
      const response = await request.get(`${origin}${ROOT_FILE_TYPES.apiCatalog.path}`);
      expect(response.headers()['content-type']).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
      const catalog = await response.json();
      const hrefs = new Set<string>();
      for (const context of catalog.linkset) {
        for (const [relation, targets] of Object.entries(context)) {
          if (relation !== 'anchor') for (const target of targets as Array<{ href: string }>) hrefs.add(target.href);
        }
      }
      expect([...hrefs].some((href) => href.endsWith('/api/v1/openapi.json'))).toBe(true);
      expect([...hrefs].some((href) => href.endsWith('/api/v1/index.json'))).toBe(true);
      expect([...hrefs].some((href) => href.endsWith('/sv/api/'))).toBe(true);
      for (const href of hrefs) expect((await request.get(local(origin, href))).status(), href).toBe(200);
    });

    test('the web app manifest and its icons', async ({ request }) => {
      const manifest = await (await request.get(`${origin}/manifest.webmanifest`)).json();
      expect(manifest.start_url).toBe('/');
      for (const icon of manifest.icons) {
        const response = await request.get(`${origin}${icon.src}`);
        expect(response.status(), icon.src).toBe(200);
        expect(response.headers()['content-type'], icon.src).toBe(icon.type);
      }
    });

    test('Chromium reads the manifest without errors and finds the site installable', async ({ browser }) => {
      // A persistent profile: Chromium never offers installing from an incognito one, and every
      // ordinary Playwright context is incognito.
      const profile = mkdtempSync(path.join(tmpdir(), 'install-profile-'));
      const context = await browser.browserType().launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${origin}/news/`);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
        expect(manifest.errors).toEqual([]);
        const installability = await cdp.send('Page.getInstallabilityErrors');
        expect(installability.installabilityErrors).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test('a JSON Feed 1.1 per language beside the RSS, with the same stories and our story URLs as ids', async ({ request }) => {
      const { newsCount } = await known(request, origin);
      for (const lang of LANGS) {
        const json = await request.get(`${origin}${feedFile(lang, 'feed.json')}`);
        expect(json.status(), lang).toBe(200);
        const feed = await json.json();
        expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
        expect(new URL(feed.feed_url).pathname).toBe(feedFile(lang, 'feed.json'));
        const ids = feed.items.map((item: { id: string }) => item.id);
        expect(ids.length, lang).toBe(Math.min(50, newsCount));
        for (const id of ids) expect(new URL(id).pathname, lang).toMatch(new RegExp(`^${pagePath(lang, 'news')}[^/]+/$`));
        const rss = await (await request.get(`${origin}${feedFile(lang, 'feed.xml')}`)).text();
        expect(rssGuids(rss), lang).toEqual(ids);
      }
    });
  });
}
