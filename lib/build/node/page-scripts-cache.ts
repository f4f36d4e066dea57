import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPageScripts, type PageScripts } from '@/lib/http/page-scripts';

/** The section pages' inline scripts (lib/http/page-scripts.ts) from one build to the next, in the build cache (`page-scripts.json`). */
export const PAGE_SCRIPTS_CACHE = 'page-scripts.json';

interface CacheFile {
  readonly code: string;
  readonly pages: Record<string, PageScripts>;
}

export interface PageScriptsReader {
  readonly read: (html: string, name: string) => PageScripts;
  /** Writes this build's pages (only these: the cache never grows past one build's pages). */
  readonly save: () => void;
  readonly reused: () => number;
}

export function cachedPageScripts(cacheDir: string, code: string): PageScriptsReader {
  const file = path.join(cacheDir, PAGE_SCRIPTS_CACHE);
  let previous: Record<string, PageScripts> = {};
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (cache.code === code) previous = cache.pages;
  } catch {
    // No cache yet, or a torn one: every page is parsed.
  }
  const pages: Record<string, PageScripts> = {};
  let reused = 0;
  return {
    read: (html, name) => {
      const key = createHash('sha256').update(html).digest('hex');
      const known = Object.hasOwn(previous, key) ? previous[key] : undefined;
      if (known) reused++;
      const scripts = known ?? readPageScripts(html, name);
      pages[key] = scripts;
      return scripts;
    },
    save: () => {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify({ code, pages } satisfies CacheFile));
      renameSync(`${file}.tmp`, file);
    },
    reused: () => reused,
  };
}
