import type { Metadata } from 'next';
import { JsonLink } from '@/components/site/json-link';
import { SectionShell } from '@/components/site/section-shell';
import { changelogNewestFirst, changelogRow } from '@/lib/api/families/changelog';
import { formatDate } from '@/lib/pages/format';
import { localeParam } from '@/lib/pages/languages';
import { ownText } from '@/lib/pages/localized';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';
import { ShownNote } from '@/components/site/shown-note';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'changelog', title: env.m.changelog.title, description: env.m.changelog.intro });
}

/** `/changelog/`: product changes, newest first, the rows of `changelog.json`. */
export default async function ChangelogPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang, data, locale } = env;
  const entries = changelogNewestFirst(data).map((entry) => changelogRow(env.ctx, entry));
  return (
    <SectionShell env={env} path="changelog" section="changelog">
      <h1>{m.changelog.title}</h1>
      <p className="lede">{m.changelog.intro}</p>
      {entries.length === 0 ? (
        <p>{m.changelog.empty}</p>
      ) : (
        <ol className="row-list">
          {entries.map((entry) => {
            const title = ownText(entry.title, entry.title_i18n, lang);
            const summary = ownText(entry.summary, entry.summary_i18n, lang);
            return (
              <li key={entry.id} id={entry.id}>
                <h2 className="row-title" lang={title.fallback ? 'en' : undefined}>
                  {title.text}
                </h2>
                <p className="row-meta">
                  <time dateTime={entry.date}>{formatDate(locale, entry.date)}</time>
                </p>
                <p lang={summary.fallback ? 'en' : undefined}>
                  {summary.text}
                  <ShownNote shown={summary.machine ? summary : title} m={m} inline />
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <JsonLink path="changelog.json" label={m.changelog.json} />
    </SectionShell>
  );
}
