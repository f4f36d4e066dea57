import { EventsPage, eventsMetadata } from '@/components/pages/events';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return eventsMetadata(localeParam(p.lang));
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <EventsPage lang={localeParam(p.lang)} />;
}
