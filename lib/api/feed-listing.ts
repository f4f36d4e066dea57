import { COUNTRY_CODES } from '@/lib/content/fields';
import type { BuildContext } from '@/lib/core/context';
import type { SiteData } from '@/lib/data/site-data';

/** The site's feeds as the discovery document's `also` rows. */
const FORMATS = [
  { file: 'feed.xml', label: 'RSS 2.0' },
  { file: 'feed.json', label: 'JSON Feed 1.1' },
] as const;

const NORDIC = 'Nordic languages under /{lang}/ (nn, nb, sv, da, fi, is)';

export function feedListing(data: SiteData, ctx: Pick<BuildContext, 'config'>) {
  const { baseUrl, pagesUrl } = ctx.config;
  const topic = data.topics[0]?.slug ?? 'regulation';
  const country = COUNTRY_CODES[0];
  const kinds = [
    { page: '/', example: '/', what: 'The latest stories in English' },
    { page: '/news/topic/{slug}/', example: `/news/topic/${topic}/`, what: "One topic's latest stories (slugs from news/topics.json)" },
    { page: '/news/country/{country}/', example: `/news/country/${country}/`, what: "One country's latest stories" },
    { page: '/events/country/{country}/', example: `/events/country/${country}/`, what: "One country's events, latest start first" },
  ];
  const pages = kinds.flatMap((kind) =>
    FORMATS.map((format) => ({
      path: `${kind.page}${format.file}`,
      description: `${format.label}. ${kind.what}, at most 50 items; the same feed in the ${NORDIC}.`,
      url: `${baseUrl}${kind.example}${format.file}`,
      url_pages: `${pagesUrl}${kind.example}${format.file}`,
    })),
  );
  // The price-move feeds sit in the market set (lib/feeds/move-feeds.ts), one per currency and language.
  const moves = FORMATS.map((format) => {
    const ext = format.file.slice(format.file.indexOf('.'));
    return {
      path: `/api/v1/markets/moves/{quote}/{lang}${ext}`,
      description:
        `${format.label}. The price moves of markets/moves.json in one currency (nok, sek, dkk, eur) and language ` +
        '(en, nn, nb, sv, da, fi, is), newest first, rewritten by each hourly refresh.',
      url: `${baseUrl}/api/v1/markets/moves/nok/en${ext}`,
      url_pages: `${pagesUrl}/api/v1/markets/moves/nok/en${ext}`,
    };
  });
  return [...pages, ...moves];
}
