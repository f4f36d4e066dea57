import { ApiPage, apiMetadata } from '@/components/pages/api';
import { localeParam } from '@/lib/site/data';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = async ({ params }: Props) => {
  const p = await params;
  return apiMetadata(localeParam(p.lang));
};
export default async function Page({ params }: Props) {
  const p = await params;
  return <ApiPage lang={localeParam(p.lang)} />;
}
