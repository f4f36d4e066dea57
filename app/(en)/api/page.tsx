import { ApiPage, apiMetadata } from '@/components/pages/api';

export const generateMetadata = () => apiMetadata('en');
export default function Page() {
  return <ApiPage lang="en" />;
}
