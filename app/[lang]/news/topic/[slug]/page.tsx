import { NewsTopicPage, newsTopicMetadata, newsTopicParams } from '@/components/pages/news';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = newsTopicParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newsTopicMetadata(localeParam(p.lang), p.slug);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewsTopicPage lang={localeParam(p.lang)} slug={p.slug} />;
}
