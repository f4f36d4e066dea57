import { StoryPage, storyMetadata, storyParams } from '@/components/pages/story';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string; id: string }> };

export const dynamicParams = false;
export const generateStaticParams = storyParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return storyMetadata(localeParam(p.lang), p.id);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <StoryPage lang={localeParam(p.lang)} id={p.id} />;
}
