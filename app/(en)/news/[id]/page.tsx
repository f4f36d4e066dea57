import { StoryPage, storyMetadata, storyParams } from '@/components/pages/story';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;
export const generateStaticParams = storyParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return storyMetadata('en', p.id);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <StoryPage lang={'en'} id={p.id} />;
}
