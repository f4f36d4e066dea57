import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GEO_CONFIG_ID, type GeoRedirectConfig } from '@/lib/pages/geo-redirect-config';
import { NOT_FOUND_CONFIG_ID } from '@/lib/pages/not-found-config';
import { LOCALES } from '@/lib/i18n/locales';
import { INLINE_SCRIPTS, type InlineScriptName } from '@/lib/pages/asset-manifest';
import { bundleScript } from '@/pipeline/assets/browser-scripts';

/**
 * The inline scripts exactly as pages ship them (bundled by esbuild from browser/inline/), run in a
 * bare VM with stand-ins for the few browser APIs they touch: what the visitor's browser executes.
 */
const bundles = {} as Record<InlineScriptName, { code: string; hash: string }>;

beforeAll(async () => {
  for (const [name, entry] of Object.entries(INLINE_SCRIPTS) as Array<[InlineScriptName, string]>) {
    bundles[name] = await bundleScript(name, entry);
  }
});

interface FakePage {
  cookie: string;
  replaced: string[];
  listeners: Record<string, (event: unknown) => void>;
  root: { lang: string; attributes: Record<string, string> };
  timers: Array<() => void>;
  /** The page's own Element class: event targets must be its instances. */
  element: (dataSetLang: string | null) => unknown;
  /** A search page's switcher link (`data-keep-query`), with its `href`. */
  anchor: (dataSetLang: string) => unknown;
}

function runScript(
  name: InlineScriptName,
  {
    data = {},
    cookie = '',
    languages = ['en-US'],
    pathname = '/',
    search = '',
    session = {},
    fetchCountry,
  }: {
    data?: Record<string, unknown>;
    cookie?: string;
    languages?: string[];
    pathname?: string;
    search?: string;
    session?: Record<string, string>;
    fetchCountry?: string | null;
  } = {},
): Promise<FakePage> {
  const page: FakePage = {
    cookie,
    replaced: [],
    listeners: {},
    root: { lang: 'en', attributes: {} },
    timers: [],
    element: () => null,
    anchor: () => null,
  };
  const storage = { ...session };
  const document = {
    get cookie() {
      return page.cookie;
    },
    set cookie(value: string) {
      page.cookie = value;
    },
    getElementById: (id: string) => (id in data ? { textContent: JSON.stringify(data[id]) } : null),
    addEventListener: (type: string, listener: (event: unknown) => void) => (page.listeners[type] = listener),
    documentElement: {
      set lang(value: string) {
        page.root.lang = value;
      },
      setAttribute: (key: string, value: string) => (page.root.attributes[key] = value),
    },
    title: 'Page not found',
    head: {},
  };
  class Element {
    constructor(readonly value: string | null) {}
    closest() {
      return this.value === null ? null : { getAttribute: () => this.value };
    }
  }
  page.element = (value) => new Element(value);
  // A switcher link of the search page: `data-keep-query`, an href the script may extend.
  class HTMLAnchorElement extends Element {
    href = 'https://example.test/fi/search/';
    closest() {
      return this;
    }
    getAttribute() {
      return this.value;
    }
    hasAttribute(name: string) {
      return name === 'data-keep-query';
    }
  }
  page.anchor = (value) => new HTMLAnchorElement(value);
  const context = {
    document,
    Element,
    HTMLAnchorElement,
    URL,
    URLSearchParams,
    navigator: { languages, language: languages[0] },
    location: { pathname, search, hash: '', replace: (to: string) => page.replaced.push(to) },
    sessionStorage: { getItem: (k: string) => storage[k] ?? null, setItem: (k: string, v: string) => (storage[k] = v) },
    fetch: () =>
      fetchCountry === undefined
        ? new Promise(() => undefined)
        : Promise.resolve({ ok: true, json: () => Promise.resolve({ country: fetchCountry }) }),
    setTimeout: (fn: () => void) => page.timers.push(fn),
    clearTimeout: () => undefined,
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
  };
  runInNewContext(bundles[name].code, context);
  // Let the fetch promise chain settle.
  return new Promise((resolve) => setTimeout(() => resolve(page), 10));
}

const geoConfig: GeoRedirectConfig = {
  endpoint: '/__geo',
  geo: { by_country: { NO: 'nb', SE: 'sv', DK: 'da', FI: 'fi', IS: 'is' }, default: 'en' },
  locales: LOCALES,
  homes: Object.fromEntries(LOCALES.map((code) => [code, code === 'en' ? '/' : `/${code}/`])),
  cookie: 'lang',
  sessionKey: 'lang-auto-redirect',
  timeoutMs: 1500,
};

describe('inline scripts as shipped', () => {
  it.each(Object.keys(INLINE_SCRIPTS) as InlineScriptName[])(
    '%s: hash is the sha256 of the code, and it cannot close its element',
    (name) => {
      const { code, hash } = bundles[name];
      expect(hash).toBe(`sha256-${createHash('sha256').update(code).digest('base64')}`);
      expect(code).not.toMatch(/<\/script|<!--/i);
      expect(code.length).toBeLessThan(4096);
    },
  );

  it('geo-redirect: a valid cookie decides at once, without asking the geo endpoint', async () => {
    const page = await runScript('geo-redirect', { data: { [GEO_CONFIG_ID]: geoConfig }, cookie: 'lang=sv', fetchCountry: 'FI' });
    expect(page.replaced).toEqual(['/sv/']);
  });

  it('geo-redirect: no cookie, the country from the endpoint decides', async () => {
    const page = await runScript('geo-redirect', { data: { [GEO_CONFIG_ID]: geoConfig }, fetchCountry: 'FI', languages: ['da'] });
    expect(page.replaced).toEqual(['/fi/']);
  });

  it('geo-redirect: an English decision stays on the page; a junk cookie is ignored', async () => {
    const stay = await runScript('geo-redirect', { data: { [GEO_CONFIG_ID]: geoConfig }, fetchCountry: 'US', languages: ['en-GB'] });
    expect(stay.replaced).toEqual([]);
    const junk = await runScript('geo-redirect', { data: { [GEO_CONFIG_ID]: geoConfig }, cookie: 'lang=xx', fetchCountry: 'IS' });
    expect(junk.replaced).toEqual(['/is/']);
  });

  it('geo-redirect: at most one automatic redirect per tab, and a timeout falls back to the browser languages', async () => {
    const again = await runScript('geo-redirect', {
      data: { [GEO_CONFIG_ID]: geoConfig },
      session: { 'lang-auto-redirect': 'fi' },
      fetchCountry: 'FI',
    });
    expect(again.replaced).toEqual([]);
    const slow = await runScript('geo-redirect', { data: { [GEO_CONFIG_ID]: geoConfig }, languages: ['nb-NO'] });
    expect(slow.replaced).toEqual([]);
    slow.timers.forEach((fire) => fire());
    expect(slow.replaced).toEqual(['/nb/']);
  });

  it('geo-redirect: without its data block it does nothing', async () => {
    const page = await runScript('geo-redirect', { fetchCountry: 'FI' });
    expect(page.replaced).toEqual([]);
  });

  it('lang-cookie: a click on a switcher link stores a valid language for a year, and ignores anything else', async () => {
    const page = await runScript('lang-cookie');
    expect(Object.keys(page.listeners).sort()).toEqual(['auxclick', 'click']);
    page.listeners.click!({ target: page.element('xx') });
    page.listeners.click!({ target: page.element(null) });
    page.listeners.click!({ target: { closest: () => ({ getAttribute: () => 'sv' }) } });
    expect(page.cookie).toBe('');
    page.listeners.auxclick!({ target: page.element('fi') });
    expect(page.cookie).toBe('lang=fi; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('lang-cookie: on the search page the switcher link takes the query along', async () => {
    const page = await runScript('lang-cookie', { pathname: '/sv/search/', search: '?q=Coinmotion+Oy' });
    const link = page.anchor('fi') as { href: string };
    page.listeners.click!({ target: link });
    expect(link.href).toBe('https://example.test/fi/search/?q=Coinmotion+Oy');
    expect(page.cookie).toBe('lang=fi; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('not-found: the path language switches <html lang>; an unknown first segment leaves English', async () => {
    const config = { sv: { lang: 'sv-SE', title: 'Sidan finns inte' } };
    const swedish = await runScript('not-found', { data: { [NOT_FOUND_CONFIG_ID]: config }, pathname: '/sv/nope/' });
    expect(swedish.root).toEqual({ lang: 'sv-SE', attributes: { 'data-lang': 'sv' } });
    const other = await runScript('not-found', { data: { [NOT_FOUND_CONFIG_ID]: config }, pathname: '/zz/nope/' });
    expect(other.root).toEqual({ lang: 'en', attributes: {} });
  });
});
