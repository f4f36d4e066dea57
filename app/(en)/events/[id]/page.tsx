import { EventPage, eventMetadata, eventParams } from '@/components/pages/events';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;
export const generateStaticParams = eventParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return eventMetadata('en', p.id);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <EventPage lang={'en'} id={p.id} />;
}
