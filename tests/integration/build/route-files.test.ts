import { describe, expect, it } from 'vitest';
import { GET as apiGet } from '@/app/api/v1/[...path]/route.dev';
import { GET as sitemapGet } from '@/app/sitemaps/[file]/route.dev';
import { GET as jsonFeedGet } from '@/app/[lang]/feed.json/route.dev';
import { GET as rssGet } from '@/app/[lang]/feed.xml/route.dev';
import { GET as eventIcsGet } from '@/app/[lang]/events/[id]/event.ics/route.dev';
import { GET as countryIcsGet } from '@/app/[lang]/events/country/[code]/events.ics/route.dev';
import { GET as leafGet } from '@/app/[lang]/[...leaf]/route.dev';
import { GET as embedCardGet } from '@/app/embed/price/route.dev';
import { GET as embedLoaderGet } from '@/app/embed/price.js/route.dev';
import { routeFiles, type RouteFile } from '@/lib/build/route-files';
import { currentContext, loadSiteData } from '@/lib/data/load';

/**
 * The files the build writes itself (lib/build/route-files.ts) and the dev-only route handlers
 * that answer the same URLs under `npm run dev` give the same bytes, for every file of the site's
 * own content: one function per rule, two callers.
 */
type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

/** The dev route and its params for an out/ path (English at the root, as `/en/…` under dev). */
function devRoute(file: string): [Handler, Record<string, unknown>] {
  let match = /^api\/v1\/(.+)$/.exec(file);
  if (match) return [apiGet as Handler, { path: match[1]!.split('/') }];
  if (file === 'embed/price/index.html') return [async () => embedCardGet(), {}];
  if (file === 'embed/price.js') return [async () => embedLoaderGet(), {}];
  match = /^sitemaps\/(.+)$/.exec(file);
  if (match) return [sitemapGet as Handler, { file: match[1] }];
  const [, lang = 'en', rest] = /^(?:([a-z]{2})\/)?(.*)$/.exec(file)!;
  if (rest === 'feed.json') return [jsonFeedGet as Handler, { lang }];
  if (rest === 'feed.xml') return [rssGet as Handler, { lang }];
  match = /^events\/country\/([^/]+)\/events\.ics$/.exec(rest!);
  if (match) return [countryIcsGet as Handler, { lang, code: match[1] }];
  match = /^events\/([^/]+)\/event\.ics$/.exec(rest!);
  if (match) return [eventIcsGet as Handler, { lang, id: match[1] }];
  // The list pages' feeds are answered by the leaf route, beside the pages.
  if (/^(?:news\/topic|news\/country|events\/country)\/[^/]+\/feed\.(?:xml|json)$/.test(rest!)) {
    return [leafGet as Handler, { lang, leaf: rest!.split('/') }];
  }
  throw new Error(`no dev route for ${file}`);
}

async function allRouteFiles(): Promise<RouteFile[]> {
  const files: RouteFile[] = [];
  for await (const file of routeFiles(loadSiteData(), currentContext())) files.push(file);
  return files;
}

describe('route files', () => {
  it('are byte for byte what the dev route handlers answer', async () => {
    const files = await allRouteFiles();
    const kinds = new Set(files.map((file) => devRoute(file.path)[0]));
    expect(kinds.size).toBe(9);
    for (const file of files) {
      const [handler, params] = devRoute(file.path);
      const response = await handler(new Request(`http://localhost/${file.path}`), { params: Promise.resolve(params) });
      expect(response.status, file.path).toBe(200);
      const content = file.content;
      const expected =
        typeof content === 'string'
          ? Buffer.from(content, 'utf8')
          : 'chunks' in content
            ? Buffer.from([...content.chunks()].join(''), 'utf8')
            : 'kept' in content
              ? Buffer.alloc(0)
              : Buffer.from(content);
      expect(Buffer.from(await response.arrayBuffer()).equals(expected), file.path).toBe(true);
    }
  });

  it('name no path twice', async () => {
    const paths = (await allRouteFiles()).map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
