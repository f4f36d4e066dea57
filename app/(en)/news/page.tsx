import { NewsPage, newsMetadata } from '@/components/pages/news';

export const generateMetadata = () => newsMetadata('en');
export default function Page() {
  return <NewsPage lang="en" />;
}
