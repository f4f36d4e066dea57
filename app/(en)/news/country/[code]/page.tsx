import { NewsCountryPage, newsCountryMetadata, newsCountryParams } from '@/components/pages/news';

type Props = { params: Promise<{ code: string }> };

export const dynamicParams = false;
export const generateStaticParams = newsCountryParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newsCountryMetadata('en', p.code);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewsCountryPage lang={'en'} code={p.code} />;
}
