import type { NewsItemDocument } from '@/lib/api/news-item';
import { countryLabel } from '@/lib/pages/labels';
import { otherLang, ownText } from '@/lib/pages/localized';
import { ShownNote } from '@/components/site/shown-note';
import type { PageEnv } from '@/lib/pages/page-env';
import { formatDate, formatDateTime, offsetLabel } from '@/lib/pages/format';
import { pagePath } from '@/lib/urls';
import { headlineFor } from '@/lib/pages/headline';

/**
 * A list of stories. Links to story pages are plain `<a>`: story pages have no RSC payload in
 * the export (scripts/prune-export.ts), so a client-side navigation to them must not be tried.
 */
export function StoryList({
  env,
  items,
  summaries = false,
  headingLevel = 3,
  markNew = false,
}: {
  env: PageEnv;
  items: readonly NewsItemDocument[];
  summaries?: boolean;
  headingLevel?: 2 | 3;
  /** Mark in the browser what is new since the reader's last visit (home and news pages). */
  markNew?: boolean;
}) {
  const { m } = env;
  if (items.length === 0) return <p>{m.news.empty}</p>;
  return (
    <ol className="story-list" data-new-label={markNew ? m.news.newMark : undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <StoryTeaser env={env} item={item} summary={summaries} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}

export function StoryTeaser({
  env,
  item,
  summary,
  headingLevel = 3,
}: {
  env: PageEnv;
  item: NewsItemDocument;
  summary: boolean;
  headingLevel?: 2 | 3;
}) {
  const { m, lang } = env;
  const headline = headlineFor(item, lang);
  const text = ownText(item.summary ?? '', item.summary_i18n, lang);
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className="teaser" data-published={item.published}>
      <Heading className="teaser-title">
        <a href={pagePath(lang, `news/${item.id}`)} lang={otherLang(headline, lang)}>
          {headline.text}
        </a>
      </Heading>
      {/* One mark for the teaser: its headline or its summary is a machine's, awaiting review. */}
      <ShownNote shown={headline.machine || !summary ? headline : text} m={m} />
      <p className="teaser-meta">
        <span>{item.source_name}</span>
        {' · '}
        <StoryTime env={env} at={item.published} />
        {' · '}
        <span>{countryLabel(m, item.country)}</span>
        {item.own_story ? (
          <>
            {' '}
            <span className="badge">{m.news.ownStory}</span>
          </>
        ) : null}
        {item.paywall ? (
          <>
            {' '}
            <span className="badge badge-paywall">{m.news.paywall}</span>
          </>
        ) : null}
      </p>
      {summary && text.text ? (
        <p className="teaser-summary" lang={otherLang(text, lang)}>
          {text.text}
        </p>
      ) : null}
    </article>
  );
}

/**
 * When a story was published: the date as printed (without JavaScript, and what the build writes,
 * which never depends on the wall clock), the exact time as tooltip; the browser shows "3 hours ago".
 */
export function StoryTime({ env, at, long = false }: { env: Pick<PageEnv, 'locale'>; at: string; long?: boolean }) {
  const exact = `${formatDateTime(env.locale, at)} (${offsetLabel(at)})`;
  return (
    <time dateTime={at} title={exact} data-relative="">
      {long ? formatDateTime(env.locale, at) : formatDate(env.locale, at)}
    </time>
  );
}
