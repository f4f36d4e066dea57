import type { LeafPage } from '@/components/site/leaf-page';
import { eventPage } from './event-page';
import { eventsCountryPage } from './events-country-page';
import { assetPage } from './asset-page';
import { eventsMonthPage } from './events-month-page';
import { storyPage } from './story-page';
import { newsCountryPage } from './news-country-page';
import { newsTopicPage } from './news-topic-page';
import { newsletterPage } from './newsletter-page';
import { entityPage } from './entity-page';
import { rulesCountryPage } from './rules-country-page';

/**
 * Every leaf page kind: its route (pattern and list of pages, lib/pages/routes.ts), head and body
 * are one definition in this folder. The build (scripts/export-pages.ts), `npm run dev`
 * (app/[lang]/[...leaf]/route.dev.ts), the sitemaps (through LEAF_ROUTES) and the tests read this
 * list; a new kind is one file here and one line below.
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
  rulesCountryPage,
];

/** The leaf page kind and key a path (without language prefix or slashes at the ends) names. */
export function leafPageAt(path: string): { page: LeafPage; key: string } | undefined {
  for (const page of LEAF_PAGES) {
    const [before, after] = page.pattern.split(/\{[a-z]+\}/) as [string, string];
    if (!path.startsWith(before) || !path.endsWith(after)) continue;
    const key = path.slice(before.length, path.length - after.length);
    if (key && !key.includes('/')) return { page, key };
  }
  return undefined;
}
