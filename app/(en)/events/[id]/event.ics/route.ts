import { buildEvent } from '@/lib/api/families/events';
import { page } from '@/lib/site/data';
import { icsCalendar } from '@/lib/site/feeds';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ id: string }> {
  return page('en').data.content.events.map((event) => ({ id: event.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const env = page('en');
  const record = env.data.eventById.get((await params).id);
  if (!record) return new Response('Not found', { status: 404 });
  const event = buildEvent(env.ctx, record);
  return new Response(icsCalendar(env, [event], event.title), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
