import type { Metadata } from 'next';
import { HappeningNow } from '@/components/events/happening-now';
import { SectionShell } from '@/components/site/section-shell';
import { calendarMonths, openingMonth } from '@/lib/events/months';
import { API_PREFIX, pagePath } from '@/lib/urls';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';
import { EventsBody } from '@/components/events/events-body';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'events', title: env.m.events.title, description: env.m.events.intro });
}

export default async function EventsPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  // The month the calendar opens at: this build's month, inside the months that have pages.
  const calendar = openingMonth(calendarMonths(env.data.content.events), env.ctx.now);
  return (
    <SectionShell env={env} path="events" section="events">
      <h1>{env.m.events.title}</h1>
      <p className="lede">{env.m.events.intro}</p>
      {calendar ? (
        <p>
          <a href={pagePath(env.lang, `events/month/${calendar}`)}>{env.m.events.calendar}</a>
        </p>
      ) : null}
      <HappeningNow lang={env.lang} title={env.m.events.happeningNow} jsonUrl={`${API_PREFIX}events/upcoming.json`} />
      <EventsBody env={env} country={null} />
    </SectionShell>
  );
}
