import type { Metadata } from 'next';
import { RulesBody } from '@/components/sections/rules-body';
import { SectionShell } from '@/components/site/section-shell';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'rules', title: env.m.rules.title, description: env.m.rules.intro });
}

/** `/rules/` (components/sections/rules-body.tsx). */
export default async function RulesPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  return (
    <SectionShell env={env} path="rules" section="rules">
      <RulesBody env={env} />
    </SectionShell>
  );
}
