import { EventsCountryPage, eventsCountryMetadata, eventsCountryParams } from '@/components/pages/events';

type Props = { params: Promise<{ code: string }> };

export const dynamicParams = false;
export const generateStaticParams = eventsCountryParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return eventsCountryMetadata('en', p.code);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <EventsCountryPage lang={'en'} code={p.code} />;
}
