import { eventCalendarBody } from '@/lib/build/route-files';
import { pageEnv } from '@/lib/pages/page-env';

/**
 * `npm run dev` only (next.config.mjs pageExtensions): one event as iCalendar. Calendars are
 * language-independent, so only English (`/events/<id>/event.ics`). The build writes them itself
 * from the same function (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; id: string }> }): Promise<Response> {
  const body = eventCalendarBody(pageEnv('en'), (await params).id);
  if (body === undefined) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
