import { allEvents, icsCalendar } from '@/lib/feeds/calendars';
import { pageEnv } from '@/lib/pages/page-env';

// Every event in one calendar; language-independent, so it lives at the site root.
export const dynamic = 'force-static';

export function GET(): Response {
  const env = pageEnv('en');
  const body = icsCalendar(env, allEvents(env), `${env.ctx.config.siteName}: ${env.m.events.title}`);
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
