import { NewsletterPage, newsletterMetadata, newsletterParams } from '@/components/pages/newsletters';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;
export const generateStaticParams = newsletterParams;
export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return newsletterMetadata('en', p.id);
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <NewsletterPage lang={'en'} id={p.id} />;
}
