'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import { fmt } from '@/lib/i18n/fmt';
import { plural } from '@/lib/i18n/plural';
import { openShardedIndex, searchSite, type PagefindModule, type PagefindResult } from '@/lib/search/pagefind-client';
import { isSearchKind, type SearchKind } from '@/lib/search/kinds';

/**
 * The search form and its results on `/search/`: the one client leaf of the page. Pagefind's own
 * browser module searches the index of the page's language (written by the build to
 * /pagefind/<language>/ in shards, lib/search/pagefind-index.ts, opened together by
 * lib/search/pagefind-client.ts), so a reader on /sv/search/ searches the Swedish index and gets
 * links to the Swedish pages. Without JavaScript the same form is a plain GET form and the
 * page's <noscript> note says so (app/[lang]/search/page.tsx).
 */

interface Hit {
  readonly url: string;
  readonly title: string;
  readonly kind: SearchKind;
  readonly datetime?: string;
  readonly date?: string;
  readonly outlet?: string;
}

type State =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: string }
  | { readonly status: 'done'; readonly query: string; readonly total: number; readonly hits: readonly Hit[] }
  | { readonly status: 'failed' };

/** Results shown at once: the best ones; the fragments of the rest are never fetched. */
export const SEARCH_RESULT_LIMIT = 30;
const DEBOUNCE_MS = 250;

let pagefindPromise: Promise<PagefindModule> | undefined;

function loadPagefind(base: string): Promise<PagefindModule> {
  pagefindPromise ??= openShardedIndex(
    base,
    // A runtime URL, not a module of the bundle: the bundler must leave this import alone.
    (url) => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<PagefindModule>,
    async (url) => {
      // Revalidated every time, as Pagefind does with its entry files: a manifest kept from an
      // earlier build could name a primary shard whose runtime files are gone.
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    },
  );
  pagefindPromise.catch(() => {
    pagefindPromise = undefined;
  });
  return pagefindPromise;
}

async function toHit(result: PagefindResult): Promise<Hit | null> {
  const { url, meta } = await result.data();
  // Only site paths: the index is ours, but a result must never lead off the site.
  if (!url.startsWith('/') || url.startsWith('//') || !meta.title) return null;
  return {
    url,
    title: meta.title,
    kind: isSearchKind(meta.kind) ? meta.kind : 'page',
    datetime: meta.datetime,
    date: meta.date,
    outlet: meta.outlet,
  };
}

/** One search: the results to show, or null when Pagefind dropped it for a newer one. */
async function searchFor(indexUrl: string, term: string): Promise<State | null> {
  try {
    const pagefind = await loadPagefind(indexUrl);
    // Exact matches where any shard has one (lib/search/pagefind-client.ts, exactWhereFound).
    const found = await searchSite(pagefind, term, DEBOUNCE_MS);
    if (!found) return null;
    const hits = (await Promise.all(found.results.slice(0, SEARCH_RESULT_LIMIT).map(toHit))).filter((hit): hit is Hit => hit !== null);
    return { status: 'done', query: term, total: found.results.length, hits };
  } catch {
    return { status: 'failed' };
  }
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once this leaf runs in the browser: the
 * "search needs JavaScript" note is in the HTML for readers without it (or whose scripts failed)
 * and goes away when the search works, for browsers that lack CSS's `scripting` media feature
 * (the others never show it where scripts run, so it causes no layout shift).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function SiteSearch({
  texts,
  locale,
  action,
  indexUrl,
  newsHref,
}: {
  texts: Messages['search'];
  /** The page's BCP 47 tag: the plural rules of the result count. */
  locale: string;
  /** This page's path: the form's GET target, and where `?q=` is kept. */
  action: string;
  /** The folder of the page language's index shards (lib/search/pagefind-url.ts). */
  indexUrl: string;
  newsHref: string;
}) {
  // Uncontrolled: the query lives in the field itself (and in `?q=`), so arriving with `?q=` fills
  // the field without a render pass of its own.
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef('');
  const hydrated = useHydrated();

  // Pagefind's answer, unless the reader has typed something else meanwhile.
  const apply = useCallback((term: string, next: State | null) => {
    if (next && latest.current === term) setState(next);
  }, []);

  // From the reader's own typing or submit: says "searching" at once, then searches. The words go
  // into `?q=` as typed, so a reload or a language switch (browser/inline/lang-cookie.ts) keeps them.
  const run = (value: string) => {
    const term = value.trim();
    latest.current = term;
    const url = new URL(window.location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    if (!term) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', query: term });
    void searchFor(indexUrl, term).then((next) => apply(term, next));
  };

  // The header field (on every page) submits here with `?q=`: search for it once, on arrival.
  useEffect(() => {
    const initial = (new URLSearchParams(window.location.search).get('q') ?? '').trim();
    if (!initial) return;
    if (field.current) field.current.value = initial;
    latest.current = initial;
    void searchFor(indexUrl, initial).then((next) => apply(initial, next));
  }, [indexUrl, apply]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(field.current?.value ?? '');
  };

  return (
    <>
      <form role="search" aria-label={texts.title} className="search-form" action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor="search-page-q">{texts.field}</label>
        <input id="search-page-q" type="search" name="q" ref={field} autoComplete="off" onChange={(event) => run(event.target.value)} />
        <button type="submit">{texts.submit}</button>
      </form>
      <p className="search-status" role="status">
        {state.status === 'loading'
          ? texts.loading
          : state.status === 'done'
            ? state.total === 0
              ? fmt(texts.noResults, { query: state.query })
              : plural(locale, state.total, texts.results, { query: state.query })
            : ''}
      </p>
      {state.status === 'failed' ? (
        <p className="search-failed">
          {texts.failed} <a href={newsHref}>{texts.browseNews}</a>
        </p>
      ) : null}
      {state.status === 'done' && state.hits.length > 0 ? (
        <ol className="story-list search-results">
          {state.hits.map((hit) => (
            <li key={hit.url}>
              <article className="teaser">
                <h2 className="teaser-title">
                  <a href={hit.url}>{hit.title}</a>
                </h2>
                <p className="teaser-meta">
                  {texts[hit.kind]}
                  {hit.date ? (
                    <>
                      {' · '}
                      <time dateTime={hit.datetime}>{hit.date}</time>
                    </>
                  ) : null}
                  {hit.outlet ? ` · ${hit.outlet}` : null}
                </p>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {/* Hidden from the first paint wherever scripts run (styles/phone-header.css, `scripting`), so
          it never shows and then vanishes; removed on hydration for browsers without that query. */}
      {hydrated ? null : (
        <p className="search-needs-js">
          {texts.needsJs} <a href={newsHref}>{texts.browseNews}</a>
        </p>
      )}
    </>
  );
}
