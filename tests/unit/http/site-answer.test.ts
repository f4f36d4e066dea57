import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTarget } from '@/lib/http/request-target';
import { cookieValue, HOME_HEADERS, siteAnswer, type SiteFiles, type SiteRequest } from '@/lib/http/site-answer';
import { LOCALES } from '@/lib/i18n/locales';

const FILES = new Map<string, 'file' | 'dir'>([
  ['/index.html', 'file'],
  ['/news', 'dir'],
  ['/news/index.html', 'file'],
  ['/news/a-story', 'dir'],
  ['/news/a-story/index.html', 'file'],
  ['/sv', 'dir'],
  ['/sv/index.html', 'file'],
  ['/sv/404.html', 'file'],
  ['/404.html', 'file'],
  ['/feed.xml', 'file'],
  ['/_headers', 'file'],
  ['/.well-known', 'dir'],
  ['/.well-known/api-catalog', 'file'],
  ['/.markets-txn', 'dir'],
  ['/api/v1/news.json', 'file'],
  ['/api/v1/news.json.br', 'file'],
  ['/api/v1/markets', 'dir'],
  ['/sitemaps/news-1.xml.gz', 'file'],
]);
const files: SiteFiles = { kind: (path) => FILES.get(path) ?? null };
const GEO = { by_country: { SE: 'sv', NO: 'nb', IS: 'is' }, default: 'en' };

function request(url: string, method = 'GET', headers: Record<string, string> = {}): SiteRequest {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, url, header: (name) => lower[name] };
}

const answer = (url: string, method = 'GET', headers: Record<string, string> = {}) => siteAnswer(request(url, method, headers), files, GEO);

describe('request targets', () => {
  it.each([
    '//x',
    '/a//b',
    '/a\\b',
    '/%zz',
    '/%E0%A4%A',
    '/..',
    '/a/../b',
    '/%2e%2e/x',
    '/a/%2E',
    '/a%2fb',
    '/a%5cb',
    '/%00',
    `/${'a'.repeat(256)}`,
    'x',
    '',
  ])('%s names no file', (target) => expect(readTarget(target).path).toBeNull());

  it('keeps the query apart and decodes the path once', () => {
    expect(readTarget('/news/%C3%A9/?q=1#x')).toEqual({ raw: '/news/%C3%A9/', path: '/news/é/', query: '?q=1' });
    expect(readTarget('/%252e%252e/').path).toBe('/%2e%2e/');
  });
});

describe('the home page', () => {
  it('sends a valid cookie to its language, before the country and the browser', () => {
    const home = answer('/', 'GET', { cookie: 'a=b; lang=fi', 'cf-ipcountry': 'SE', 'accept-language': 'da' });
    expect(home).toEqual({ kind: 'redirect', status: 307, location: '/fi/', headerPath: '/', extra: HOME_HEADERS });
  });

  it('uses the country, then Accept-Language, and keeps the query', () => {
    expect(answer('/?utm=x', 'GET', { 'x-vercel-ip-country': 'is' })).toMatchObject({ location: '/is/?utm=x' });
    expect(answer('/', 'HEAD', { 'accept-language': 'nn-NO;q=0.9, en;q=0.1' })).toMatchObject({ location: '/nb/' });
  });

  it('never copies a raw character into Location: the query and path are percent-encoded (RFC 3986)', () => {
    const hostile = answer('/?q="><script>alert(1)</script>&a=%41 b', 'GET', { cookie: 'lang=sv' });
    expect(hostile).toMatchObject({ location: '/sv/?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&a=%41%20b' });
    expect(answer('/?q=é\u{1F600}\\', 'GET', { cookie: 'lang=fi' })).toMatchObject({ location: '/fi/?q=%C3%A9%F0%9F%98%80%5C' });
    for (const target of ['/en/?x="<>', '/news?x=`{}|^']) {
      const location = (answer(target) as { location: string }).location;
      expect(location).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]+$/);
    }
  });

  it('serves the English page, never stored, when nothing points elsewhere or the cookie says English', () => {
    expect(answer('/')).toEqual({ kind: 'file', file: '/index.html', headerPath: '/', extra: HOME_HEADERS });
    expect(answer('/', 'GET', { cookie: 'lang=en', 'cf-ipcountry': 'SE' })).toMatchObject({ kind: 'file' });
    expect(HOME_HEADERS['Cache-Control']).toBe('private, no-store');
    expect(HOME_HEADERS.Vary).toMatch(/Cookie.*Accept-Language.*CF-IPCountry.*X-Vercel-IP-Country/);
  });

  it('gives English or the guess for junk in any of the headers', () => {
    const junk = fc.string({ unit: 'binary', maxLength: 80 });
    fc.assert(
      fc.property(junk, junk, junk, (cookie, country, languages) => {
        const home = answer('/', 'GET', { cookie, 'cf-ipcountry': country, 'accept-language': languages });
        if (home.kind === 'file') expect(home.file).toBe('/index.html');
        else if (home.kind === 'redirect') expect(LOCALES.map((code) => `/${code}/`)).toContain(home.location);
        else throw new Error(`unexpected answer ${home.kind}`);
      }),
      { numRuns: 2000 },
    );
    expect(cookieValue('lang=%zz', 'lang')).toBe('%zz');
    expect(answer('/', 'GET', { cookie: 'lang=%zz; lang=xx', 'cf-ipcountry': 'ZZZ' })).toMatchObject({ kind: 'file' });
  });
});

describe('pages', () => {
  it('serves folders by their index, moves English from /en/ and adds the missing slash', () => {
    expect(answer('/news/a-story/')).toMatchObject({ kind: 'file', file: '/news/a-story/index.html' });
    expect(answer('/en/news/?x=1')).toMatchObject({ kind: 'redirect', status: 308, location: '/news/?x=1' });
    expect(answer('/en')).toMatchObject({ kind: 'redirect', status: 308, location: '/' });
    expect(answer('/news')).toMatchObject({ kind: 'redirect', status: 308, location: '/news/' });
    expect(answer('/feed.xml/')).toMatchObject({ kind: 'redirect', status: 308, location: '/feed.xml' });
  });

  it('answers the 404 page in the path language for anything else, hidden files included', () => {
    expect(answer('/sv/nothing/')).toMatchObject({ kind: 'not-found-page', file: '/sv/404.html' });
    expect(answer('/fi/nothing/')).toMatchObject({ kind: 'not-found-page', file: '/404.html' });
    for (const hidden of [
      '/_headers',
      '/.markets-txn/',
      '/news/index.html.br',
      '/%zz',
      '//evil.example/',
      '/en//evil.example/',
      '/en/%2F%2Fevil',
    ]) {
      expect(answer(hidden).kind, hidden).toBe('not-found-page');
    }
    expect(answer('/.well-known/api-catalog')).toMatchObject({ kind: 'file' });
    expect(answer('/sitemaps/news-1.xml.gz')).toMatchObject({ kind: 'file' });
  });

  it('answers OPTIONS and refuses writes', () => {
    expect(answer('/news/', 'OPTIONS').kind).toBe('page-options');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'FOO'])
      expect(answer('/news/', method).kind).toBe('page-method-not-allowed');
  });
});

describe('the API', () => {
  it('serves exact document files only, and never redirects', () => {
    expect(answer('/api/v1/news.json')).toMatchObject({ kind: 'file', file: '/api/v1/news.json' });
    for (const path of [
      '/api/v1/news.json/',
      '/api/v1/news',
      '/api/v1/',
      '/api/v1',
      '/api/v1/markets',
      '/api/v1/news.json.br',
      '/api/v1/%zz',
      '/api/v1//news.json',
      '/api/v1/..%2fnews.json',
      `/api/v1/${'x'.repeat(5000)}`,
    ]) {
      expect(answer(path), path).toEqual({ kind: 'api-not-found', path });
    }
  });

  it('answers the preflight, a 405 for other methods on a document and a 404 on anything else', () => {
    expect(answer('/api/v1/anything', 'OPTIONS').kind).toBe('api-preflight');
    // A doubled slash or a backslash on the way to the API is still the API's 404, not a page's.
    for (const path of ['//api/v1/news.json', '/api//v1/news.json', '/api\\v1/news.json'])
      expect(answer(path).kind, path).toBe('api-not-found');
    expect(answer('/api/v1/news.json', 'DELETE')).toEqual({ kind: 'api-method-not-allowed', method: 'DELETE', path: '/api/v1/news.json' });
    expect(answer('/api/v1/none.json', 'POST').kind).toBe('api-not-found');
  });
});
