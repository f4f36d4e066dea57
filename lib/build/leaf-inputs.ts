import { createHash } from 'node:crypto';
import type { BuildContext } from '@/lib/core/context';
import type { ContentData } from '@/lib/content/types';
import type { SiteData } from '@/lib/data/site-data';
import type { PageEnv } from '@/lib/pages/page-env';

/** Input keys of leaf pages, so one more story does not re-render 70,000 unchanged ones; a page reading more stops the build. */

/** SiteData fields a keyed page may read while rendering (all derived from SHARED_CONTENT). */
const SHARED_DATA = new Set<string>(['outletById', 'languageByCode', 'logoBySource', 'entityById', 'places', 'institutions']);

/** Content tables that grow with the archive (or change by the hour): never read by a keyed page. */
const GROWING_CONTENT = new Set<string>(['news', 'events', 'newsletters', 'archive']);

export class LeafInputError extends Error {
  override name = 'LeafInputError';
}

function refuse(what: string): never {
  throw new LeafInputError(
    `a keyed leaf page read ${what}, which is not in its input key (lib/build/leaf-inputs.ts): ` +
      'put it in the page view, or drop keyedByView for that page kind',
  );
}

/** `now` as a Date that tells only its UTC year. */
function yearOnly(now: Date): Date {
  return new Proxy(now, {
    get(target, property) {
      if (property === 'getUTCFullYear') return () => target.getUTCFullYear();
      return refuse(`ctx.now.${String(property)}`);
    },
  });
}

function guardedContent(content: ContentData): ContentData {
  return new Proxy(content, {
    get(target, property, receiver) {
      if (typeof property === 'string' && GROWING_CONTENT.has(property)) refuse(`data.content.${property}`);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

function guardedData(data: SiteData): SiteData {
  const content = guardedContent(data.content);
  return new Proxy(data, {
    get(target, property, receiver) {
      if (property === 'content') return content;
      if (typeof property === 'symbol' || SHARED_DATA.has(property)) return Reflect.get(target, property, receiver) as unknown;
      return refuse(`data.${property}`);
    },
  });
}

function guardedContext(ctx: BuildContext): BuildContext {
  const now = yearOnly(ctx.now);
  return new Proxy(ctx, {
    get(target, property, receiver) {
      if (property === 'now') return now;
      if (property === 'config' || property === 'preview') return Reflect.get(target, property, receiver) as unknown;
      return refuse(`ctx.${String(property)}`);
    },
  });
}

/** The environment a keyed page's head, body and shell render with. */
export function guardedEnv(env: PageEnv): PageEnv {
  return { ...env, data: guardedData(env.data), ctx: guardedContext(env.ctx) };
}

function sha256(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The shared content (every table but the growing ones), as one hash per build. */
export function sharedContentHash(content: ContentData): string {
  const shared = Object.fromEntries(Object.entries(content).filter(([name]) => !GROWING_CONTENT.has(name)));
  return sha256(JSON.stringify(shared));
}

/** What every keyed page of one language shares: code version, shared content, language and its messages, the asset manifest. */
export function languageInputs(input: {
  codeVersion: string;
  sharedContent: string;
  env: PageEnv;
  assets: unknown;
  geoEndpoint: string | undefined;
}): string {
  const { env } = input;
  return sha256(
    input.codeVersion,
    input.sharedContent,
    env.lang,
    env.locale,
    JSON.stringify(env.m),
    JSON.stringify(input.assets),
    JSON.stringify(env.ctx.config),
    String(env.ctx.preview),
    String(env.ctx.now.getUTCFullYear()),
    input.geoEndpoint ?? '',
  );
}

/** One page's input key: its language's inputs, its kind and key, and its view. */
export function leafInputKey(languageKey: string, pattern: string, key: string, view: string): string {
  return sha256(languageKey, pattern, key, view);
}
