import { NewslettersPage, newslettersMetadata } from '@/components/pages/newsletters';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newslettersMetadata(localeParam(p.lang));
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewslettersPage lang={localeParam(p.lang)} />;
}
