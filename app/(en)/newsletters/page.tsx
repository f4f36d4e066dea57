import { NewslettersPage, newslettersMetadata } from '@/components/pages/newsletters';

export const generateMetadata = () => newslettersMetadata('en');
export default function Page() {
  return <NewslettersPage lang="en" />;
}
