import { NewsTopicPage, newsTopicMetadata, newsTopicParams } from '@/components/pages/news';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = newsTopicParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newsTopicMetadata('en', p.slug);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewsTopicPage lang={'en'} slug={p.slug} />;
}
