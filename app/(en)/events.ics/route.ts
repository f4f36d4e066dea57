import { page } from '@/lib/site/data';
import { allEvents, icsCalendar } from '@/lib/site/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  const env = page('en');
  const body = icsCalendar(env, allEvents(env), `${env.ctx.config.siteName}: ${env.m.events.title}`);
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
