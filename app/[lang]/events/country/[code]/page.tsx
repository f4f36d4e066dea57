import { EventsCountryPage, eventsCountryMetadata, eventsCountryParams } from '@/components/pages/events';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string; code: string }> };

export const dynamicParams = false;
export const generateStaticParams = eventsCountryParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return eventsCountryMetadata(localeParam(p.lang), p.code);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <EventsCountryPage lang={localeParam(p.lang)} code={p.code} />;
}
