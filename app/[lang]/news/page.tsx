import { NewsPage, newsMetadata } from '@/components/pages/news';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newsMetadata(localeParam(p.lang));
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewsPage lang={localeParam(p.lang)} />;
}
