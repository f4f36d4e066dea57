import type { Metadata } from 'next';
import { SectionShell } from '@/components/site/section-shell';
import { localeParam } from '@/lib/site/languages';
import { pageMetadata } from '@/lib/site/metadata';
import { pageEnv } from '@/lib/site/page-env';
import { EventsBody } from './events-body';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'events', title: env.m.events.title, description: env.m.events.intro });
}

export default async function EventsPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  return (
    <SectionShell env={env} path="events" section="events">
      <h1>{env.m.events.title}</h1>
      <p className="lede">{env.m.events.intro}</p>
      <EventsBody env={env} country={null} />
    </SectionShell>
  );
}
