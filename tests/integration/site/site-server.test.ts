import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile } from '@/lib/http/header-rules';
import { createSiteServer } from '@/lib/http/node/site-server';
import { siteHeaderRules } from '@/lib/http/site-header-rules';

/**
 * `npm start`'s server (lib/http/node/site-server.ts) on a small built site in a temporary folder:
 * every rule it adds to the files, and at least 10,000 hostile requests that must all get an
 * answer below 500 and never a byte from outside the folder.
 */
const SECRET = 'secret-outside-the-site';
const SECTION_POLICY = "default-src 'self'; script-src 'self' 'sha256-section'; frame-ancestors 'none'";
const PAGE_META = "default-src 'self'; script-src 'sha256-leaf'";

function page(lang: string, title: string): string {
  const meta = PAGE_META.replace(/'/g, '&#x27;');
  return `<!DOCTYPE html><html lang="${lang}"><head><meta http-equiv="Content-Security-Policy" content="${meta}"/><title>${title}</title></head><body>${title.repeat(200)}</body></html>`;
}

let root: string;
let out: string;
let server: Server;
let origin: { host: string; port: number };
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const SITEMAP_GZ = gzipSync('<?xml version="1.0"?><urlset></urlset>');
const NEWS = JSON.stringify({ items: Array.from({ length: 3000 }, (_, i) => ({ id: `story-${i}`, title: `Story ${i}` })) });

function write(file: string, body: string | Buffer): void {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), body);
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ ...origin, agent, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  out = path.join(root, 'out');
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  write('_headers', formatHeadersFile(siteHeaderRules([{ url: '/news/', policy: SECTION_POLICY }])));
  write('index.html', page('en', 'Home'));
  write('sv/index.html', page('sv', 'Hem'));
  write('news/index.html', '<!DOCTYPE html><html><head><title>News</title></head><body>news</body></html>');
  write('news/a-story/index.html', page('en', 'A story'));
  write('404.html', page('en', 'Not found'));
  write('sv/404.html', page('sv', 'Sidan hittades inte'));
  write('feed.xml', `<?xml version="1.0"?><rss>${'<item>x</item>'.repeat(300)}</rss>`);
  write('api/v1/news.json', NEWS);
  write('api/v1/news.json.br', brotliCompressSync(NEWS));
  write('api/v1/geo-language.json', JSON.stringify({ default: 'en', by_country: { SE: 'sv' }, order: ['SE'] }));
  write('api/v1/markets.json', '{"generation":1}');
  write('sitemaps/news-1.xml.gz', SITEMAP_GZ);
  write('.markets-txn/staging.json', SECRET);
  symlinkSync(path.join(root, 'secret.txt'), path.join(out, 'link.txt'));
  server = createSiteServer({ dir: out });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
});

afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('npm start serves the built files with the site rules', () => {
  it('sends each page its one policy: the section rule, or the page’s own with frame-ancestors', async () => {
    const section = await raw('GET', '/news/');
    expect(section.status).toBe(200);
    expect(section.headers['content-security-policy']).toBe(SECTION_POLICY);
    const leaf = await raw('GET', '/news/a-story/');
    expect(leaf.headers['content-security-policy']).toBe(`${PAGE_META}; frame-ancestors 'none'`);
    expect(leaf.headers['x-frame-options']).toBe('DENY');
    expect(leaf.headers['x-content-type-options']).toBe('nosniff');
    expect(leaf.body.toString()).toBe(page('en', 'A story'));
  });

  it('redirects / by cookie, country and language, privately, and serves English otherwise', async () => {
    const cookie = await raw('GET', '/', { cookie: 'lang=sv', 'accept-language': 'fi' });
    expect([cookie.status, cookie.headers.location, cookie.headers['cache-control']]).toEqual([307, '/sv/', 'private, no-store']);
    expect(cookie.headers.vary).toMatch(/Cookie/);
    expect((await raw('GET', '/', { 'cf-ipcountry': 'SE' })).headers.location).toBe('/sv/');
    const english = await raw('GET', '/', { cookie: 'lang=%%%; x', 'cf-ipcountry': '\u00ff\u00fe', 'accept-language': ';;;q=abc' });
    expect([english.status, english.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(english.headers.vary).toMatch(/Accept-Language.*Accept-Encoding/);
  });

  it('answers 304 to a matching If-None-Match, with the tag', async () => {
    const first = await raw('GET', '/api/v1/news.json');
    const etag = String(first.headers.etag);
    const again = await raw('GET', '/api/v1/news.json', { 'if-none-match': `"other", ${etag}` });
    expect([again.status, again.headers.etag, again.headers['access-control-allow-origin'], again.body.length]).toEqual([
      304,
      etag,
      '*',
      0,
    ]);
    // If-Modified-Since counts only when there is no If-None-Match (RFC 9110, 13.1.3).
    const since = String(first.headers['last-modified']);
    expect((await raw('GET', '/api/v1/news.json', { 'if-modified-since': since })).status).toBe(304);
    expect((await raw('GET', '/api/v1/news.json', { 'if-modified-since': since, 'if-none-match': '"other"' })).status).toBe(200);
    expect((await raw('GET', '/api/v1/news.json', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
  });

  it('sends the precompressed copy, compresses the rest on the fly and sends identity bytes unasked', async () => {
    const br = await raw('GET', '/api/v1/news.json', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(NEWS);
    const gzip = await raw('GET', '/feed.xml', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toMatch(/^<\?xml/);
    const plain = await raw('GET', '/api/v1/news.json');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, NEWS]);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends a gzip file that is the document itself as its bytes, not as an encoding', async () => {
    const sitemap = await raw('GET', '/sitemaps/news-1.xml.gz', { 'accept-encoding': 'gzip, br' });
    expect([sitemap.status, sitemap.headers['content-encoding'], sitemap.headers['content-type']]).toEqual([
      200,
      undefined,
      'application/gzip',
    ]);
    expect(Buffer.compare(sitemap.body, SITEMAP_GZ)).toBe(0);
  });

  it('sends a small file in one piece and a large one streamed, with the same headers; HEAD has the length, no body', async () => {
    const big = `[${'"x",'.repeat(100_000)}"y"]`;
    write('api/v1/big.json', big);
    const small = await raw('GET', '/api/v1/news.json');
    const large = await raw('GET', '/api/v1/big.json');
    expect([large.status, large.body.toString()]).toEqual([200, big]);
    const names = (answer: Answer) =>
      Object.keys(answer.headers)
        .filter((name) => name !== 'date')
        .sort();
    expect(names(small)).toEqual(names(large));
    expect(small.headers['content-length']).toBe(String(Buffer.byteLength(NEWS)));
    expect(small.headers['last-modified']).toMatch(/ GMT$/);
    const head = await raw('HEAD', '/api/v1/news.json');
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(Buffer.byteLength(NEWS)), 0]);
  });

  it('answers odd ranges with the whole file and one satisfiable range with 206', async () => {
    expect((await raw('GET', '/api/v1/news.json', { range: 'bytes=0-9' })).body.toString()).toBe(NEWS.slice(0, 10));
    // A suffix range is the file's last bytes (range-parser reads it; sirv is handed `bytes=a-b`).
    const tail = await raw('GET', '/api/v1/news.json', { range: 'bytes=-5' });
    expect([tail.status, tail.body.toString()]).toEqual([206, NEWS.slice(-5)]);
    for (const range of ['bytes=9-3', 'bytes=x-y', 'bytes=0-1,4-5', `bytes=${NEWS.length + 5}-`]) {
      const answer = await raw('GET', '/api/v1/news.json', { range });
      expect([answer.status, answer.body.length], range).toEqual([200, NEWS.length]);
    }
  });

  it('serves a file renamed into the folder at once, with no restart', async () => {
    expect((await raw('GET', '/api/v1/markets.json')).body.toString()).toBe('{"generation":1}');
    writeFileSync(path.join(out, 'api/v1/markets.json.tmp'), '{"generation":2}');
    renameSync(path.join(out, 'api/v1/markets.json.tmp'), path.join(out, 'api/v1/markets.json'));
    expect((await raw('GET', '/api/v1/markets.json')).body.toString()).toBe('{"generation":2}');
  });

  it('never answers 304 for the English home after it was rebuilt', async () => {
    // The file asked for by its own name first, then the home page, which names no file itself.
    const first = await raw('GET', '/index.html');
    write('index.html', page('en', 'Home, rebuilt'));
    const again = await raw('GET', '/', { cookie: 'lang=en', 'if-none-match': String(first.headers.etag) });
    expect([again.status, again.body.toString()]).toEqual([200, page('en', 'Home, rebuilt')]);
    expect(again.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers the API’s errors as JSON with CORS, never redirecting', async () => {
    const preflight = await raw('OPTIONS', '/api/v1/news.json', { origin: 'https://elsewhere.example' });
    expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([204, '*']);
    const post = await raw('POST', '/api/v1/news.json');
    expect([post.status, post.headers.allow, JSON.parse(post.body.toString()).error]).toEqual([
      405,
      'GET, HEAD, OPTIONS',
      'method_not_allowed',
    ]);
    const missing = await raw('GET', '/api/v1/news.json/');
    expect([missing.status, missing.headers['access-control-allow-origin'], missing.headers.location]).toEqual([404, '*', undefined]);
    expect(JSON.parse(missing.body.toString())).toMatchObject({ error: 'not_found', path: '/api/v1/news.json/' });
  });

  it('answers the 404 page in the path’s language, with its policy', async () => {
    const sv = await raw('GET', '/sv/nothing/');
    expect([sv.status, sv.body.toString()]).toEqual([404, page('sv', 'Sidan hittades inte')]);
    expect(sv.headers['content-security-policy']).toBe(`${PAGE_META}; frame-ancestors 'none'`);
    expect((await raw('GET', '/da/nothing/')).body.toString()).toBe(page('en', 'Not found'));
  });
});

const SEGMENTS = [
  '',
  '\\',
  '..',
  '.',
  '%2e%2e',
  '%2E%2e',
  '%2f',
  '%5c',
  '%',
  '%zz',
  '%00',
  '%C0%AE',
  '%252e%252e',
  '..%2f..%2fsecret.txt',
  'secret.txt',
  'link.txt',
  '.markets-txn',
  'staging.json',
  '_headers',
  'api',
  'v1',
  'news.json',
  'news.json.br',
  'news',
  'a-story',
  'sv',
  'en',
  'index.html',
  '404.html',
  '%F0%9F%92%B8',
  'x'.repeat(5000),
  '.well-known',
  '%0d%0aX-Injected:%201',
  '?',
  '#',
  ';',
  'a b'.replace(' ', '%20'),
];
const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE'];
const HEADERS = fc.record(
  {
    cookie: fc.constantFrom('lang=sv', 'lang=%zz', 'lang=', '=;=;', 'lang="x', `lang=${'\u00e9'.repeat(10)}`),
    'cf-ipcountry': fc.constantFrom('SE', 'XX', '', '12', 'T1', 'se ', '\u00ff'),
    'accept-language': fc.constantFrom('sv', '*', 'q=1', 'nb;q=2', 'da-DK;q=0.5,is;q=0.9', ',,,;', 'x'.repeat(300)),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'br;q=0', '*', 'identity', 'nonsense'),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"', ''),
    range: fc.constantFrom('bytes=0-0', 'bytes=5-1', 'bytes=-1', 'bytes=', 'pages=1-2', 'bytes=99999999999999999999-'),
  },
  { requiredKeys: [] },
);

describe('hostile requests', () => {
  it('never get a 5xx, an API redirect, an API answer without CORS, or a byte from outside the folder (10,000 requests)', async () => {
    const requests = fc.sample(
      fc.record({
        method: fc.constantFrom(...METHODS),
        api: fc.boolean(),
        segments: fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 5 }),
        slash: fc.boolean(),
        headers: HEADERS,
      }),
      { numRuns: 10_000, seed: 17 },
    );
    let sent = 0;
    const statuses = new Map<number, number>();
    for (let i = 0; i < requests.length; i += 50) {
      await Promise.all(
        requests.slice(i, i + 50).map(async ({ method, api, segments, slash, headers }) => {
          const target = `${api ? '/api/v1/' : '/'}${segments.join('/')}${slash ? '/' : ''}`;
          const answer = await raw(method, target, headers);
          sent++;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect(answer.status, `${method} ${target}`).toBeLessThan(500);
          expect(answer.body.includes(SECRET), `${method} ${target}`).toBe(false);
          expect(answer.headers['x-injected'], target).toBeUndefined();
          if (api) {
            expect(answer.headers.location, `${method} ${target}`).toBeUndefined();
            expect(answer.headers['access-control-allow-origin'], `${method} ${target}`).toBe('*');
          }
        }),
      );
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // The run reached the interesting answers, not one kind only.
    for (const status of [200, 204, 307, 308, 404, 405]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    // And the server still answers.
    expect((await raw('GET', '/api/v1/news.json')).status).toBe(200);
  });
});
