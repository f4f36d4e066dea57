import { EventPage, eventMetadata, eventParams } from '@/components/pages/events';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string; id: string }> };

export const dynamicParams = false;
export const generateStaticParams = eventParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return eventMetadata(localeParam(p.lang), p.id);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <EventPage lang={localeParam(p.lang)} id={p.id} />;
}
