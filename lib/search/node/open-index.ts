import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openShardedIndex, type PagefindModule } from '../pagefind-client';
import { pagefindLanguageUrl, PAGEFIND_URL } from '../pagefind-url';

/** Opens a written search index in Node the way the search page opens it in the browser. */

export interface OpenedIndex {
  readonly pagefind: PagefindModule;
  /** Every request so far (URL path) with its size in bytes, in order. */
  readonly requests: Array<{ readonly url: string; readonly bytes: number }>;
  close(): void;
}

export async function openIndexFiles(dir: string, language: string): Promise<OpenedIndex> {
  const requests: Array<{ url: string; bytes: number }> = [];
  const previous = globalThis.fetch;
  const fromDir = (input: string | URL | Request): Response => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://site.invalid');
    if (!url.pathname.startsWith(PAGEFIND_URL)) return new Response('not found', { status: 404 });
    const file = path.join(dir, ...url.pathname.slice(PAGEFIND_URL.length).split('/').map(decodeURIComponent));
    if (!path.resolve(file).startsWith(path.resolve(dir) + path.sep)) return new Response('not found', { status: 404 });
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return new Response('not found', { status: 404 });
    }
    requests.push({ url: url.pathname, bytes: body.length });
    return new Response(new Uint8Array(body));
  };
  globalThis.fetch = (async (input: string | URL | Request) => fromDir(input)) as typeof fetch;
  try {
    const pagefind = await openShardedIndex(
      pagefindLanguageUrl(language),
      // The module file itself, counted like the browser's request for it.
      async (url) => {
        const file = path.join(dir, ...url.slice(PAGEFIND_URL.length).split('/'));
        requests.push({ url, bytes: readFileSync(file).length });
        return (await import(pathToFileURL(file).href)) as PagefindModule;
      },
      async (url) => (await globalThis.fetch(url)).json(),
    );
    return { pagefind, requests, close: () => void (globalThis.fetch = previous) };
  } catch (error) {
    globalThis.fetch = previous;
    throw error;
  }
}
