import type { Metadata } from 'next';
import { SectionShell } from '@/components/site/section-shell';
import { newsletterSummary, newslettersNewestFirst } from '@/lib/api/families/newsletters';
import { formatDate } from '@/lib/pages/format';
import { localeParam } from '@/lib/pages/languages';
import { ownText } from '@/lib/pages/localized';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'newsletters', title: env.m.newsletters.title, description: env.m.newsletters.intro });
}

export default async function NewslettersPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, data, locale, lang } = env;
  const issues = newslettersNewestFirst(data).map((issue) => newsletterSummary(env.ctx, issue));
  return (
    <SectionShell env={env} path="newsletters" section="newsletters">
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
            const title = ownText(issue.title, issue.title_i18n, lang);
            const subtitle = issue.subtitle ? ownText(issue.subtitle, issue.subtitle_i18n, lang) : null;
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
    </SectionShell>
  );
}
