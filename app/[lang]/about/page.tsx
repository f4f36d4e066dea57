import type { Metadata } from 'next';
import { SectionShell } from '@/components/site/section-shell';
import { fmt } from '@/lib/i18n/messages';
import { renderMarkdown } from '@/lib/markdown/pipeline';
import { aboutFor } from '@/lib/pages/about';
import { formatDate } from '@/lib/pages/format';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'about', title: env.m.about.title, description: env.m.about.description });
}

/**
 * `/about/`: the text of content/about/<lang>.md (English when the language has none), through the
 * site's one Markdown pipeline (sanitised; links to our pages in the reader's language).
 */
export default async function AboutPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang, data, locale } = env;
  const about = aboutFor(data.content.about, lang);
  const html = renderMarkdown(about.text.markdown, { target: 'page', lang, siteUrl: env.ctx.config.baseUrl });
  return (
    <SectionShell env={env} path="about" section="about">
      <h1>{m.about.title}</h1>
      <p className="lede">{m.about.description}</p>
      {about.fallback ? <p className="note">{m.common.inEnglish}</p> : null}
      <div className="prose" lang={about.fallback ? 'en' : undefined} dangerouslySetInnerHTML={{ __html: html }} />
      <p className="row-meta">
        <time dateTime={about.text.updated}>{fmt(m.about.updated, { date: formatDate(locale, about.text.updated) })}</time>
      </p>
    </SectionShell>
  );
}
