import type { ReactNode } from 'react';
import { PageFrame } from '@/components/site/page-frame';
import type { SiteData } from '@/lib/data/site-data';
import { InlineScript } from '@/components/site/inline-script';
import { inlineScriptHashes, siteAssets } from '@/lib/pages/assets';
import { pageHead, type PageMetaInput } from '@/lib/pages/metadata';
import { SECTIONS } from '@/lib/core/sections';
import type { PageEnv } from '@/lib/pages/page-env';
import { renderDocument } from '@/lib/pages/render-html';
import { LEAF_ROUTES, leafPath, type LeafKind, type LeafRoute } from '@/lib/pages/routes';
import { pagePolicy, scriptHashSource } from '@/lib/http/security-headers';
import { HeadTags } from './head-tags';
import { NotFoundBlocks, notFoundConfig, notFoundTitle } from './not-found-body';
import { NOT_FOUND_CONFIG_ID } from '@/lib/pages/not-found-config';
import { PageShell, type Section } from './page-shell';
import { guardedEnv } from '@/lib/build/leaf-inputs';

/**
 * A leaf page (a story, an event, a newsletter issue, a topic or country list, and every item page
 * added later): one HTML file with no framework runtime and no RSC payload, rendered by React's
 * server renderer from the same components as the section pages. The build writes every one of
 * them (scripts/export-pages.ts); `npm run dev` renders them on request (app/[lang]/[...leaf]/route.dev.ts).
 */
export interface LeafPageDefinition<T, V = T> {
  /** The menu item shown as current. */
  readonly section: Section;
  /** What head and body both show, built once per page (a story's API document …). */
  view?(env: PageEnv, item: T): V;
  /** Title, description and the rest of the head (the path is the route's). */
  head(env: PageEnv, view: V): Omit<PageMetaInput, 'path'>;
  /** Extra head elements, e.g. JSON-LD. */
  extraHead?(env: PageEnv, view: V): ReactNode;
  /** The page's content inside the shell. */
  body(env: PageEnv, view: V): ReactNode;
  /**
   * Head, extra head, body and shell read nothing but the view, the shared data and the year
   * (lib/build/leaf-inputs.ts, which enforces it): the build then skips a page whose input key
   * did not change. The view must be plain JSON.
   */
  readonly keyedByView?: boolean;
}

/** A keyed page, prepared: its view as JSON (for the input key) and its renderer. */
export interface PreparedLeafPage {
  readonly view: string;
  render(): string;
}

/** The record type of a kind's route (a story, a country code …). */
export type LeafItem<K extends LeafKind> = (typeof LEAF_ROUTES)[K] extends LeafRoute<infer T> ? T : never;

/** A leaf page kind with its record type erased: what the export, the dev route and the tests use. */
export interface LeafPage<K extends LeafKind = LeafKind> {
  readonly kind: K;
  /** Path without language prefix: `news/{id}`. */
  readonly pattern: string;
  /** The route folder's parameter (`id` for `[id]`). */
  readonly param: string;
  /** Every key (the `{placeholder}` value) of this kind of page, in sitemap order. */
  keys(data: SiteData): string[];
  /** The whole HTML document of one page, or null when the key names nothing. */
  render(env: PageEnv, key: string): string | null;
  /** Only kinds with `keyedByView`: the page's view and a renderer bound to the guarded environment; null when the key names nothing. */
  prepare?(env: PageEnv, key: string): PreparedLeafPage | null;
}

/** A kind's head and body, attached to its route in the registry (lib/pages/routes.ts). */
export function defineLeafPage<K extends LeafKind, V = LeafItem<K>>(kind: K, definition: LeafPageDefinition<LeafItem<K>, V>): LeafPage<K> {
  const route = LEAF_ROUTES[kind] as LeafRoute<LeafItem<K>>;
  return {
    kind,
    pattern: route.pattern,
    param: route.param,
    keys: (data) => route.list(data).map((item) => route.keyOf(item)),
    render: (env, key) => {
      const item = route.find(env.data, key);
      return item === undefined ? null : renderLeafPage(route, definition, env, item);
    },
    prepare: definition.keyedByView
      ? (env, key) => {
          const item = route.find(env.data, key);
          if (item === undefined) return null;
          // The view from the full data; everything else from the guarded environment only.
          const view = definition.view ? definition.view(env, item) : (item as unknown as V);
          return { view: JSON.stringify(view), render: () => renderLeafPage(route, definition, guardedEnv(env), item, view) };
        }
      : undefined,
  };
}

/**
 * A leaf page's policy: only our own inline scripts, by their build-time hashes, plus what its
 * section adds (lib/http/security-headers.ts). A leaf page loads no script file, unless it is
 * one of the few that say so (`selfScripts`: the markets page's script and worker).
 */
function leafPolicy(section: Section, selfScripts = false): string {
  return pagePolicy({
    inline: inlineScriptHashes().map(scriptHashSource),
    selfScripts,
    section: SECTIONS.find((entry) => entry.key === section)?.path,
    form: 'meta',
  });
}

/** One page printed as a leaf page: its path (without language prefix), head, body and script file. */
export interface LeafDocumentInput {
  readonly path: string;
  readonly section: Section;
  readonly head: Omit<PageMetaInput, 'path'>;
  readonly extraHead?: ReactNode;
  readonly body: ReactNode;
  /** A script file (site-relative URL) the page runs as a module, after its content. */
  readonly script?: string;
}

/** The whole HTML document of a page without framework runtime: every leaf page, and the markets page. */
export function renderLeafDocument(env: PageEnv, { path, section, head, extraHead, body, script }: LeafDocumentInput): string {
  const meta = pageHead(env, { ...head, path });
  return renderDocument(
    <PageFrame
      lang={env.lang}
      locale={env.locale}
      head={<HeadTags head={meta} policy={leafPolicy(section, script !== undefined)} extra={extraHead} />}
    >
      <PageShell env={env} path={path} section={section}>
        {body}
      </PageShell>
      {/* A module script runs once the document is parsed, as `defer` would (the rule does not know modules). */}
      {/* eslint-disable-next-line @next/next/no-sync-scripts */}
      {script ? <script type="module" src={script} /> : null}
    </PageFrame>,
  );
}

/** The whole HTML document of one leaf page. */
function renderLeafPage<T, V>(route: LeafRoute<T>, page: LeafPageDefinition<T, V>, env: PageEnv, item: T, prepared?: V): string {
  // Without a view function the record itself is the view (V defaults to T).
  const view = prepared !== undefined ? prepared : page.view ? page.view(env, item) : (item as unknown as V);
  return renderLeafDocument(env, {
    path: leafPath(route, route.keyOf(item)),
    section: page.section,
    head: page.head(env, view),
    extraHead: page.extraHead?.(env, view),
    body: page.body(env, view),
  });
}

/**
 * The 404 page in one language, with the whole site around it: what `npm start` answers for a
 * path that names nothing (out/<lang>/404.html; English at out/404.html), and what a static host
 * serves as 404.html. Hosts that have only the root 404.html (GitHub Pages, Netlify) serve the
 * English one everywhere; its 404 script (browser/inline/not-found.ts) then switches the text to the
 * language of the path (`/sv/…`).
 */
export function renderNotFoundPage(env: PageEnv): string {
  const siteName = env.ctx.config.siteName;
  const switchByPath = env.lang === 'en';
  return renderDocument(
    <PageFrame
      lang={env.lang}
      locale={env.locale}
      head={
        <head>
          <meta httpEquiv="Content-Security-Policy" content={leafPolicy(null)} />
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <link rel="stylesheet" href={siteAssets().stylesheet} />
          <title>{notFoundTitle(env.lang, siteName)}</title>
          <meta name="robots" content="noindex" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </head>
      }
      first={
        switchByPath ? (
          <InlineScript name="not-found" config={{ id: NOT_FOUND_CONFIG_ID, value: notFoundConfig(env.data, siteName) }} />
        ) : null
      }
    >
      <PageShell env={env} path="" section={null}>
        <div className="not-found">
          <NotFoundBlocks data={env.data} />
        </div>
      </PageShell>
    </PageFrame>,
  );
}
