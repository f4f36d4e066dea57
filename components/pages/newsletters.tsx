import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/site/page-shell';
import { buildNewsletterIssue, newslettersNewestFirst } from '@/lib/api/families/newsletters';
import type { Locale } from '@/lib/i18n/locales';
import { localized, page, type PageEnv } from '@/lib/site/data';
import { formatDate } from '@/lib/site/format';
import { demoteHeadings, localizeSiteLinks, sanitizeHtml } from '@/lib/site/html';
import { pageMetadata } from '@/lib/site/metadata';
import { API_PREFIX, pagePath } from '@/lib/urls';

// ── /newsletters/ ─────────────────────────────────────────────────────────────────────────────
export function newslettersMetadata(lang: Locale): Metadata {
  const env = page(lang);
  return pageMetadata(env, { path: 'newsletters', title: env.m.newsletters.title, description: env.m.newsletters.intro });
}

export function NewslettersPage({ lang }: { lang: Locale }) {
  const env = page(lang);
  const { m, data, locale } = env;
  const issues = newslettersNewestFirst(data).map((issue) => buildNewsletterIssue(env.ctx, issue));
  return (
    <PageShell env={env} path="newsletters" section="newsletters">
      <h1>{m.newsletters.title}</h1>
      <p className="lede">{m.newsletters.intro}</p>
      <p>
        <a href={data.content.meta.urls.newsletter}>{m.newsletters.subscribe}</a>
      </p>
      {issues.length === 0 ? (
        <p>{m.newsletters.empty}</p>
      ) : (
        <ol className="story-list">
          {issues.map((issue) => {
            const title = localized(issue.title, issue.title_i18n, lang);
            const subtitle = issue.subtitle ? localized(issue.subtitle, issue.subtitle_i18n, lang) : null;
            return (
              <li key={issue.id}>
                <article className="teaser">
                  <h2 className="teaser-title">
                    <a href={pagePath(lang, `newsletters/${issue.id}`)} lang={title.fallback ? 'en' : undefined}>
                      {title.text}
                    </a>
                  </h2>
                  <p className="teaser-meta">
                    {m.newsletters.issue.replace('{number}', String(issue.number))} ·{' '}
                    <time dateTime={issue.date}>{formatDate(locale, issue.date)}</time>
                  </p>
                  {subtitle ? (
                    <p className="teaser-summary" lang={subtitle.fallback ? 'en' : undefined}>
                      {subtitle.text}
                    </p>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </PageShell>
  );
}

// ── /newsletters/<id>/ ────────────────────────────────────────────────────────────────────────
export function newsletterParams(): Array<{ id: string }> {
  return page('en').data.content.newsletters.map((issue) => ({ id: issue.id }));
}

function issueOf(env: PageEnv, id: string) {
  const record = env.data.content.newsletters.find((issue) => issue.id === id);
  if (!record) notFound();
  return buildNewsletterIssue(env.ctx, record);
}

export function newsletterMetadata(lang: Locale, id: string): Metadata {
  const env = page(lang);
  const issue = issueOf(env, id);
  const title = localized(issue.title, issue.title_i18n, lang);
  const subtitle = issue.subtitle ? localized(issue.subtitle, issue.subtitle_i18n, lang).text : undefined;
  return pageMetadata(env, { path: `newsletters/${id}`, title: title.text, description: subtitle, type: 'article' });
}

export function NewsletterPage({ lang, id }: { lang: Locale; id: string }) {
  const env = page(lang);
  const { m, locale } = env;
  const issue = issueOf(env, id);
  const title = localized(issue.title, issue.title_i18n, lang);
  const subtitle = issue.subtitle ? localized(issue.subtitle, issue.subtitle_i18n, lang) : null;
  const body = localized(issue.html, issue.html_i18n, lang);
  return (
    <PageShell env={env} path={`newsletters/${id}`} section="newsletters">
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
          dangerouslySetInnerHTML={{ __html: localizeSiteLinks(demoteHeadings(sanitizeHtml(body.text)), env.ctx.config.baseUrl, lang) }}
        />
        {issue.video ? (
          <p>
            {m.newsletters.video}: <a href={issue.video.url}>{issue.video.title}</a>
          </p>
        ) : null}
        <p className="sign-off" lang={lang === 'en' ? undefined : 'en'}>
          {issue.sign_off}
        </p>
        <p className="after">
          <a href={pagePath(lang, 'newsletters')}>{m.newsletters.allIssues}</a> ·{' '}
          <a href={`${API_PREFIX}newsletters/${issue.id}.json`}>{m.common.json}</a>
        </p>
      </article>
    </PageShell>
  );
}
