import type { LeafPage } from '@/components/site/leaf-page';
import { eventPage } from './events/[id]/event-page';
import { eventsCountryPage } from './events/country/[code]/events-country-page';
import { assetPage } from './markets/[base]/asset-page';
import { eventsMonthPage } from './events/month/[month]/events-month-page';
import { storyPage } from './news/[id]/story-page';
import { newsCountryPage } from './news/country/[code]/news-country-page';
import { newsTopicPage } from './news/topic/[slug]/news-topic-page';
import { newsletterPage } from './newsletters/[id]/newsletter-page';
import { entityPage } from './orgchart/[id]/entity-page';

/**
 * Every leaf page kind, for the static export (scripts/export-pages.ts) and the tests. Each one's
 * server-mode route sits beside it (`route.server.ts`). A new item page is added here and gets its
 * route in lib/site/routes.ts.
 */
export const LEAF_PAGES: readonly LeafPage[] = [
  storyPage,
  newsCountryPage,
  newsTopicPage,
  eventPage,
  eventsCountryPage,
  eventsMonthPage,
  newsletterPage,
  entityPage,
  assetPage,
];
