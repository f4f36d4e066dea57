import { NewsletterPage, newsletterMetadata, newsletterParams } from '@/components/pages/newsletters';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string; id: string }> };

export const dynamicParams = false;
export const generateStaticParams = newsletterParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newsletterMetadata(localeParam(p.lang), p.id);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewsletterPage lang={localeParam(p.lang)} id={p.id} />;
}
