import type { LeafPage } from '@/components/site/leaf-page';
import { LEAF_KINDS, leafRouteAt, type LeafKind } from '@/lib/pages/routes';
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
 * Head and body of every leaf page kind, keyed by the kind of the one registry (LEAF_ROUTES in
 * lib/pages/routes.ts): a kind without its page here, or a page under another kind, does not compile.
 */
const PAGE_OF_KIND: { readonly [K in LeafKind]: LeafPage<K> } = {
  story: storyPage,
  newsCountry: newsCountryPage,
  newsTopic: newsTopicPage,
  event: eventPage,
  eventsCountry: eventsCountryPage,
  eventsMonth: eventsMonthPage,
  newsletter: newsletterPage,
  marketAsset: assetPage,
  rulesCountry: rulesCountryPage,
  entity: entityPage,
};

/** Every leaf page kind in the registry's order: what the build (scripts/export-pages.ts) and the tests walk. */
export const LEAF_PAGES: readonly LeafPage[] = LEAF_KINDS.map((kind) => PAGE_OF_KIND[kind]);

/** The leaf page kind and key a path (without language prefix or slashes at the ends) names: the dev route's lookup. */
export function leafPageAt(path: string): { page: LeafPage; key: string } | undefined {
  const found = leafRouteAt(path);
  return found && { page: PAGE_OF_KIND[found.kind], key: found.key };
}
