import { EventsPage, eventsMetadata } from '@/components/pages/events';

export const generateMetadata = () => eventsMetadata('en');
export default function Page() {
  return <EventsPage lang="en" />;
}
