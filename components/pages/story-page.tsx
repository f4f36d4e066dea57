import { Coverage } from '@/components/news/coverage';
import { StoryTime } from '@/components/news/story-list';
import { defineLeafPage } from '@/components/site/leaf-page';
import { slugify } from '@/lib/core/slug';
import { buildNewsItem, type NewsOutletEntry } from '@/lib/api/news-item';
import { fmt, type Messages } from '@/lib/i18n/messages';
import { renderMarkdown } from '@/lib/markdown/pipeline';
import { formatDateTime, offsetLabel } from '@/lib/pages/format';
import { headlineFor, storyBody } from '@/lib/pages/headline';
import { jsonLdText, newsArticleJsonLd } from '@/lib/pages/json-ld';
import { countryLabel, topicLabel } from '@/lib/pages/labels';
import { countryName, outletLanguage } from '@/lib/i18n/names';
import { OutletName } from '@/components/sections/outlet-list';
import { otherLang, ownText, outletNote } from '@/lib/pages/localized';
import { ShownNote } from '@/components/site/shown-note';
import type { PageEnv } from '@/lib/pages/page-env';
import { outsideCoverage, outsideOutlets } from '@/lib/pages/outside-coverage';
import { API_PREFIX, pagePath } from '@/lib/urls';
import { SourceNote } from '@/components/news/source-note';

function Paywall({ m }: { m: Messages }) {
  return (
    <span className="badge badge-paywall" title={m.news.paywallLong}>
      {m.news.paywall}
    </span>
  );
}

/** An outlet's headline and facts; `withTitle` false where the page already shows that headline (the primary's, under its heading). */
function OutletLine({ env, outlet, withTitle = true }: { env: PageEnv; outlet: NewsOutletEntry; withTitle?: boolean }) {
  const { m, locale } = env;
  const language = outletLanguage(outlet.country, outlet.language_code, env.lang);
  return (
    <>
      {withTitle ? (
        <a href={outlet.url} lang={outlet.language_code ?? undefined} hrefLang={outlet.language_code ?? undefined}>
          {outlet.title}
        </a>
      ) : null}
      <span className="outlet-meta">
        {withTitle ? ' ' : null}
        <OutletName env={env} name={outlet.outlet_name} /> · {countryName(outlet.country, env.lang)} · {language ? `${language} · ` : null}
        <time dateTime={outlet.published}>{formatDateTime(locale, outlet.published)}</time>
        {outlet.paywall ? (
          <>
            {' '}
            <Paywall m={m} />
          </>
        ) : null}
      </span>
      <SourceNote note={outletNote(env.data.outletById, outlet.outlet, outlet.source_note, env.lang)} />
    </>
  );
}

/** Outlets grouped by country, in the order their countries first appear (the primary's first). */
function byCountry(outlets: readonly NewsOutletEntry[]): Array<[string, NewsOutletEntry[]]> {
  const groups = new Map<string, NewsOutletEntry[]>();
  for (const outlet of outlets) groups.set(outlet.country, [...(groups.get(outlet.country) ?? []), outlet]);
  return [...groups];
}

/** Earliest first; the same instant by outlet name, so the order never depends on file order. */
function byTime(outlets: readonly NewsOutletEntry[]): NewsOutletEntry[] {
  return [...outlets].sort((a, b) => Date.parse(a.published) - Date.parse(b.published) || a.outlet_name.localeCompare(b.outlet_name));
}

function OutletItem({ env, outlet, shown }: { env: PageEnv; outlet: NewsOutletEntry; shown: readonly string[] }) {
  return (
    <li className={outlet.primary ? 'outlet-primary' : undefined}>
      <OutletLine env={env} outlet={outlet} withTitle={!shown.includes(outlet.title)} />
      {outlet.primary ? <span className="badge">{env.m.news.primaryMark}</span> : null}
    </li>
  );
}

/**
 * Every outlet that covered the story (primary first), grouped by country, each with its own
 * headline, language, time and paywall mark; a choice of order "by time" that needs no script: two
 * radio buttons, and the stylesheet shows the list that matches the checked one (`:has()`). This
 * is a leaf page with no framework, so a CSS-only switch costs nothing and works without
 * JavaScript. The time-ordered copy is left out of the search index (data-pagefind-ignore).
 */
function EveryOutlet({
  env,
  outlets,
  ownStory,
  shown,
}: {
  env: PageEnv;
  outlets: readonly NewsOutletEntry[];
  ownStory: boolean;
  /** Headlines the page shows already (its heading, the original under it): not repeated per outlet. */
  shown: readonly string[];
}) {
  const { m } = env;
  // An own story lists outside outlets only (the desk is not one): maybe none yet.
  const alone = ownStory ? outlets.length === 0 : outlets.length <= 1;
  return (
    <section aria-labelledby="outlets-title" className="every-outlet">
      <h2 id="outlets-title">{m.news.everyOutlet}</h2>
      <p>{alone ? (ownStory ? m.news.ownStoryAlone : m.news.onlyPrimary) : fmt(m.news.outletCount, { count: outlets.length })}</p>
      {outlets.length > 1 ? (
        <fieldset className="outlet-order">
          <legend>{m.news.order}</legend>
          <label>
            <input type="radio" name="outlet-order" value="country" defaultChecked /> {m.news.orderCountry}
          </label>
          <label>
            <input type="radio" name="outlet-order" value="time" /> {m.news.orderTime}
          </label>
        </fieldset>
      ) : null}
      <div className="outlets-by-country">
        {byCountry(outlets).map(([country, group]) => (
          <section key={country} aria-labelledby={`outlets-${country}`}>
            <h3 id={`outlets-${country}`}>{countryLabel(m, country)}</h3>
            <ul className="outlets">
              {group.map((outlet) => (
                <OutletItem key={`${outlet.outlet}-${outlet.url}`} env={env} outlet={outlet} shown={shown} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {outlets.length > 1 ? (
        <ol className="outlets outlets-by-time" data-pagefind-ignore="">
          {byTime(outlets).map((outlet) => (
            <OutletItem key={`${outlet.outlet}-${outlet.url}`} env={env} outlet={outlet} shown={shown} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** `/news/<id>/`: one story with its outlets, coverage, links and topics. */
export const storyPage = defineLeafPage('story', {
  section: 'news',
  view: (env, story) => buildNewsItem(env.data, env.ctx, story),
  keyedByView: true,
  head: (env, item) => {
    const summary = ownText(item.summary ?? '', item.summary_i18n, env.lang);
    return { title: headlineFor(item, env.lang).text, description: summary.text || undefined, type: 'article' };
  },
  extraHead: (env, item) => (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(newsArticleJsonLd(env, item)) }} />
  ),
  body: (env, item) => {
    const { m, locale, lang } = env;
    const headline = headlineFor(item, lang);
    const summary = ownText(item.summary ?? '', item.summary_i18n, lang);
    const primary = item.primary_source;
    const primaryNote = primary ? outletNote(env.data.outletById, primary.outlet, primary.source_note, lang) : null;
    const body = item.own_story ? storyBody(item, lang) : null;
    const shownHeadlines = [headline.text, ...(headline.other ? [headline.other.text] : [])];
    return (
      <article className="story">
        <header>
          <p className="kicker">
            <a href={pagePath(lang, `news/country/${item.country}`)}>{countryLabel(m, item.country)}</a>
            {item.own_story ? (
              <>
                {' '}
                <span className="badge">{m.news.ownStory}</span>
              </>
            ) : null}
          </p>
          <h1 lang={otherLang(headline, lang)}>{headline.text}</h1>
          <ShownNote shown={headline} m={m} />
          {headline.other ? (
            <p className="other-headline">
              <span className="label">
                {headline.other.kind === 'original'
                  ? m.news.originalHeadline.replace('{outlet}', item.source_name)
                  : m.news.headlineInEnglish}
                :
              </span>{' '}
              <span lang={otherLang(headline.other, lang)}>{headline.other.text}</span>
            </p>
          ) : null}
          <p className="story-meta">
            {m.common.published}: <StoryTime env={env} at={item.published} long />
            <span className="offset"> ({offsetLabel(item.published)})</span>
          </p>
        </header>

        {summary.text ? (
          <section aria-labelledby="summary-title" className="summary">
            <h2 id="summary-title" className="visually-hidden">
              {m.news.summary}
            </h2>
            <p lang={otherLang(summary, lang)}>{summary.text}</p>
            <ShownNote shown={summary} m={m} fallback={m.common.inEnglish} />
          </section>
        ) : null}

        {body ? (
          <>
            <ShownNote shown={body} m={m} fallback={m.news.bodyInEnglish} />
            <div
              className="prose"
              lang={otherLang(body, lang)}
              dangerouslySetInnerHTML={{ __html: renderMarkdown(body.text, { target: 'page', lang, siteUrl: env.ctx.config.baseUrl }) }}
            />
          </>
        ) : null}

        {!item.own_story ? (
          <section aria-labelledby="primary-title" className="sources">
            <h2 id="primary-title">{m.news.primary}</h2>
            <p className="read-at">
              <a className="button" href={primary.url} hrefLang={primary.language_code ?? undefined}>
                {m.news.readAt.replace('{outlet}', primary.outlet_name)}
              </a>
              {primary.paywall ? (
                <>
                  {' '}
                  <Paywall m={m} />
                </>
              ) : null}
            </p>
            <p>
              <OutletLine env={env} outlet={primary} withTitle={!shownHeadlines.includes(primary.title)} />
            </p>
            {primaryNote ? (
              <aside className="note" aria-label={m.news.sourceNote}>
                <p lang={primaryNote.fallback ? 'en' : undefined}>{primaryNote.text}</p>
              </aside>
            ) : null}
          </section>
        ) : null}

        <EveryOutlet env={env} outlets={outsideOutlets(item)} ownStory={item.own_story} shown={shownHeadlines} />

        <Coverage coverage={outsideCoverage(item)} m={m} locale={locale} />

        {item.links.length > 0 ? (
          <section aria-labelledby="links-title">
            <h2 id="links-title">{m.news.links}</h2>
            <ul>
              {item.links.map((link) => {
                const label = ownText(link.label, link.label_i18n, lang);
                return (
                  <li key={link.url}>
                    <a href={link.url} lang={otherLang(label, lang)}>
                      {label.text}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}

        {item.topics.length > 0 ? (
          <section aria-labelledby="topics-title">
            <h2 id="topics-title">{m.common.topics}</h2>
            <ul className="tags">
              {item.topics.map((topic) => (
                <li key={topic}>
                  <a href={pagePath(lang, `news/topic/${slugify(topic)}`)}>{topicLabel(m, topic)}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="after">
          <a href={pagePath(lang, 'news')}>{m.news.allNews}</a> · <a href={`${API_PREFIX}news/${item.id}.json`}>{m.news.storyJson}</a>
        </p>
      </article>
    );
  },
});
