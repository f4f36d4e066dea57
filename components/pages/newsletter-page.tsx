import { SIGN_OFF } from '@/lib/markets/constants';
import { defineLeafPage } from '@/components/site/leaf-page';
import { newsletterMarkdownI18n, newsletterSummary } from '@/lib/api/families/newsletters';
import { formatDate } from '@/lib/pages/format';
import { renderMarkdown } from '@/lib/markdown/pipeline';
import { ownText } from '@/lib/pages/localized';
import { API_PREFIX, pagePath } from '@/lib/urls';

/** `/newsletters/<id>/`: one issue in the page language, or in English with a note. */
export const newsletterPage = defineLeafPage('newsletter', {
  section: 'newsletters',
  view: (env, record) => ({
    ...newsletterSummary(env.ctx, record),
    markdown: record.markdown,
    markdown_i18n: newsletterMarkdownI18n(record),
  }),
  head: (env, issue) => {
    const title = ownText(issue.title, issue.title_i18n, env.lang);
    const subtitle = issue.subtitle ? ownText(issue.subtitle, issue.subtitle_i18n, env.lang).text : undefined;
    return { title: title.text, description: subtitle, type: 'article' };
  },
  body: (env, issue) => {
    const { m, locale, lang } = env;
    const title = ownText(issue.title, issue.title_i18n, lang);
    const subtitle = issue.subtitle ? ownText(issue.subtitle, issue.subtitle_i18n, lang) : null;
    const body = ownText(issue.markdown, issue.markdown_i18n, lang);
    return (
      <article className="newsletter">
        <header>
          <p className="kicker">
            {m.newsletters.issue.replace('{number}', String(issue.number))} ·{' '}
            <time dateTime={issue.date}>{formatDate(locale, issue.date)}</time>
          </p>
          <h1 lang={title.fallback ? 'en' : undefined}>{title.text}</h1>
          {subtitle ? (
            <p className="lede" lang={subtitle.fallback ? 'en' : undefined}>
              {subtitle.text}
            </p>
          ) : null}
          <p className="note">
            {m.newsletters.period
              .replace('{start}', formatDate(locale, issue.period.start))
              .replace('{end}', formatDate(locale, issue.period.end))}
          </p>
          {body.fallback ? <p className="note">{m.newsletters.englishOnly}</p> : null}
        </header>
        <div
          className="prose"
          lang={body.fallback ? 'en' : undefined}
          dangerouslySetInnerHTML={{ __html: renderMarkdown(body.text, { target: 'page', lang, siteUrl: env.ctx.config.baseUrl }) }}
        />
        {issue.video ? (
          <p>
            {m.newsletters.video}: <a href={issue.video.url}>{issue.video.title}</a>
          </p>
        ) : null}
        {/* The desk's own sign-off is said in the page language; any other name stays as written. */}
        {issue.sign_off === SIGN_OFF ? (
          <p className="sign-off">{m.common.editorialTeam}</p>
        ) : (
          <p className="sign-off" lang={lang === 'en' ? undefined : 'en'}>
            {issue.sign_off}
          </p>
        )}
        <p className="after">
          <a href={pagePath(lang, 'newsletters')}>{m.newsletters.allIssues}</a> ·{' '}
          <a href={`${API_PREFIX}newsletters/${issue.id}.json`}>{m.common.json}</a>
        </p>
      </article>
    );
  },
});
