import type { Metadata } from 'next';
import { SectionShell } from '@/components/site/section-shell';
import { ApiEndpoints } from '@/components/sections/api-endpoints';
import { localeParam } from '@/lib/pages/languages';
import { pageEnv } from '@/lib/pages/page-env';
import { apiHeadLinks } from '@/lib/feeds/discovery';
import { pageMetadata } from '@/lib/pages/metadata';
import { API_PREFIX } from '@/lib/urls';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'api', title: env.m.api.title, description: env.m.api.intro, links: apiHeadLinks(env) });
}

/**
 * The human API page, generated from the registry (`FAMILIES`): the same list the discovery
 * document, the route handler and the contract test read, so it cannot drift from them.
 */
export default async function ApiPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m } = env;
  return (
    <SectionShell env={env} path="api" section="api">
      <h1>{m.api.title}</h1>
      <p className="lede">{m.api.intro}</p>
      <p>
        {m.api.discovery}{' '}
        <a href={`${API_PREFIX}index.json`}>
          <code>{API_PREFIX}index.json</code>
        </a>
      </p>
      <p>
        <a href={`${API_PREFIX}openapi.json`}>{m.api.openapi}</a> · {m.api.languagesNote} {m.api.notAdvice}
      </p>
      <h2>{m.api.endpoints}</h2>
      <ApiEndpoints env={env} />
    </SectionShell>
  );
}
