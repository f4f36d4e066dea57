import { NewsCountryPage, newsCountryMetadata, newsCountryParams } from '@/components/pages/news';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string; code: string }> };

export const dynamicParams = false;
export const generateStaticParams = newsCountryParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newsCountryMetadata(localeParam(p.lang), p.code);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewsCountryPage lang={localeParam(p.lang)} code={p.code} />;
}
