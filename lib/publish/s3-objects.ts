import { headersForPath, type HeaderRule } from '@/lib/http/header-rules';
import { contentTypeOf } from '@/lib/http/file-types';

/** What an S3-compatible bucket should hold for a build, and which objects a publish must upload or delete. */

/** Files of out/ that configure a host and are not site content: never uploaded. */
export const HOST_FILES: ReadonlySet<string> = new Set(['_headers']);

/** Next's hashed build assets: a new build writes new names, so an old name never changes. */
export const IMMUTABLE_PREFIX = '_next/static/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Pages and every other file: a cache may keep a copy but asks again before each use. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The request path a key is served under (`news/index.html` is asked for as `/news/`). */
export function requestPath(key: string): string {
  if (key === 'index.html') return '/';
  return key.endsWith('/index.html') ? `/${key.slice(0, -'index.html'.length)}` : `/${key}`;
}

export function isPage(key: string): boolean {
  return key.endsWith('.html');
}

export interface ObjectHeaders {
  readonly ContentType: string;
  readonly CacheControl: string;
  readonly ContentEncoding?: 'gzip';
}

/** The rules that set a header an object can carry (Content-Type, Cache-Control). */
export function objectRules(rules: readonly HeaderRule[]): HeaderRule[] {
  return rules.filter((rule) => Object.keys(rule.headers).some((name) => /^(content-type|cache-control)$/i.test(name)));
}

/** The headers an object is stored with; `gzip`: its body is the build's `.gz` copy. */
export function objectHeaders(key: string, rules: readonly HeaderRule[], gzip: boolean): ObjectHeaders {
  const fromRules = headersForPath(rules, requestPath(key));
  const lower = new Map(Object.entries(fromRules).map(([name, value]) => [name.toLowerCase(), value]));
  const contentType = lower.get('content-type') ?? contentTypeOf(`/${key}`) ?? 'application/octet-stream';
  const cacheControl = lower.get('cache-control') ?? (key.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE_CONTROL : DEFAULT_CACHE_CONTROL);
  return { ContentType: contentType, CacheControl: cacheControl, ...(gzip ? { ContentEncoding: 'gzip' as const } : {}) };
}

/** Which build files become objects, and which are stored gzip-encoded: a bucket cannot pick `.br` or `.gz` by Accept-Encoding. */
export function bucketObjects(files: Iterable<string>): Map<string, boolean> {
  const all = new Set(files);
  const objects = new Map<string, boolean>();
  for (const key of all) {
    if (HOST_FILES.has(key)) continue;
    const copyOf = /^(.+)\.(br|gz)$/.exec(key)?.[1];
    if (copyOf !== undefined && all.has(copyOf)) continue;
    objects.set(key, all.has(`${key}.gz`));
  }
  return objects;
}

/** An ETag as listed (`"9e107d…"`), without its quotes, lower case. */
export function normaliseEtag(etag: string): string {
  return etag.replace(/^W\//, '').replace(/"/g, '').toLowerCase();
}

/** Files that name other files, by depth; each is uploaded after what it names, so a search never meets a file naming one not yet there. */
export function referenceDepth(key: string): number {
  if (key.startsWith('pagefind/')) {
    if (key.endsWith('.pf_meta')) return 1;
    if (key.endsWith('/pagefind-entry.json')) return 2;
    if (key.endsWith('/shards.json')) return 3;
  }
  return 0;
}

/** Assets in the order they can be uploaded: groups by `referenceDepth`, each after the one before. */
export function assetWaves(assets: readonly string[]): string[][] {
  const waves: string[][] = [];
  for (const key of assets) (waves[referenceDepth(key)] ??= []).push(key);
  return waves.filter((wave) => wave !== undefined);
}

export interface SyncPlan {
  /** Everything but pages, uploaded first (sorted; in `assetWaves`, each after what it names). */
  readonly assets: readonly string[];
  /** Pages, uploaded once every asset is in, so a page's assets are there before it is. */
  readonly pages: readonly string[];
  /** Deleted after every upload: a page still served points only at objects that stay. */
  readonly deletes: readonly string[];
  readonly unchanged: number;
}

/** What an object should hold: the MD5 (hex) of its bytes and its headers (headersId, s3-manifest.ts). */
export interface LocalObject {
  readonly md5: string;
  readonly headers: string;
}

/** `local`: what each object should hold; `remote`: what the bucket holds, from the publisher's record. */
export function planSync(
  local: ReadonlyMap<string, LocalObject>,
  remote: ReadonlyMap<string, { readonly md5: string; readonly headers: string | null }>,
  keep: (key: string) => boolean = () => false,
): SyncPlan {
  const assets: string[] = [];
  const pages: string[] = [];
  let unchanged = 0;
  for (const [key, wanted] of local) {
    const held = remote.get(key);
    const same = held !== undefined && held.md5 === wanted.md5.toLowerCase() && (held.headers === null || held.headers === wanted.headers);
    if (same) unchanged += 1;
    else (isPage(key) ? pages : assets).push(key);
  }
  const deletes = [...remote.keys()].filter((key) => !local.has(key) && !keep(key));
  return { assets: assets.sort(), pages: pages.sort(), deletes: deletes.sort(), unchanged };
}
