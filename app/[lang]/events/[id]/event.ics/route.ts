import { buildEvent } from '@/lib/api/families/events';
import { icsCalendar } from '@/lib/feeds/calendars';
import { pageEnv } from '@/lib/pages/page-env';
import { LEAF_ROUTES } from '@/lib/pages/routes';

// One event as iCalendar. Calendars are language-independent, so only English (`/events/<id>/event.ics`).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string; id: string }> {
  const env = pageEnv('en');
  return LEAF_ROUTES.event.list(env.data).map((event) => ({ lang: 'en', id: event.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; id: string }> }): Promise<Response> {
  const env = pageEnv('en');
  const record = env.data.eventById.get((await params).id);
  if (!record) return new Response('Not found', { status: 404 });
  const event = buildEvent(env.ctx, record);
  return new Response(icsCalendar(env, [event], event.title), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
