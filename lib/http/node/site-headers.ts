import type { Stats } from 'node:fs';
import { contentTypeOf } from '@/lib/http/file-types';
import { headersForPath, type HeaderRule } from '@/lib/http/header-rules';
import { headerPolicy, pagePolicyOf } from './page-policy';

export type Headers = Readonly<Record<string, string>>;

export interface SiteHeaders {
  /** What `_headers` gives a path. */
  forPath(headerPath: string): Headers;
  /** Every answer with one file at one path: type, cache and the rules. */
  forFile(file: string, headerPath: string): Headers;
  /** A page's Content-Security-Policy from its own meta tag, unless the rules set one. */
  forPage(file: string, absolute: string, stats: Stats, fromRules: Headers): Headers;
}

const NONE: Headers = {};

/** A map that forgets everything when full: keys come from clients. */
function bounded<V>(limit: number): { get(key: string, make: () => V): V; clear(): void } {
  const map = new Map<string, V>();
  return {
    get(key, make) {
      let value = map.get(key);
      if (value === undefined) {
        value = make();
        if (map.size >= limit) map.clear();
        map.set(key, value);
      }
      return value;
    },
    clear: () => map.clear(),
  };
}

/** The headers of the site's answers, joined once per path for the current `_headers` rules. */
export function siteHeaders(rules: () => HeaderRule[]): SiteHeaders {
  let memoRules: HeaderRule[] | null = null;
  const byPath = bounded<Headers>(10_000);
  const byFile = bounded<Headers>(10_000);
  const byPage = bounded<Headers>(4096);
  const current = (): HeaderRule[] => {
    const now = rules();
    if (now !== memoRules) {
      byPath.clear();
      byFile.clear();
      memoRules = now;
    }
    return now;
  };
  const forPath = (headerPath: string): Headers => {
    const now = current();
    return byPath.get(headerPath, () => headersForPath(now, headerPath));
  };
  return {
    forPath,
    forFile(file, headerPath) {
      const fromRules = forPath(headerPath);
      return byFile.get(`${file}\0${headerPath}`, () => {
        const type = contentTypeOf(file);
        return { ...(type ? { 'Content-Type': type } : {}), 'Cache-Control': 'no-cache', ...fromRules, Vary: 'Accept-Encoding' };
      });
    },
    forPage(file, absolute, stats, fromRules) {
      if (!file.endsWith('.html') || 'Content-Security-Policy' in fromRules || 'content-security-policy' in fromRules) return NONE;
      return byPage.get(`${file}\0${stats.size}\0${stats.mtimeMs}`, () => {
        const policy = pagePolicyOf(absolute, stats.size, stats.mtimeMs);
        return policy === null ? NONE : { 'Content-Security-Policy': headerPolicy(policy) };
      });
    },
  };
}
