import { MarketsPage, marketsMetadata } from '@/components/pages/markets';

export const generateMetadata = () => marketsMetadata('en');
export default function Page() {
  return <MarketsPage lang="en" />;
}
