import { MarketsPage, marketsMetadata } from '@/components/pages/markets';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return marketsMetadata(localeParam(p.lang));
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <MarketsPage lang={localeParam(p.lang)} />;
}
