import { MOVE_FEED_KINDS, moveFeedPath } from '@/lib/feeds/move-feeds';
import { fmt } from '@/lib/i18n/fmt';
import type { Locale } from '@/lib/i18n/locales';
import type { Quote } from '@/lib/markets/constants';
import { NEWS_FEEDS } from '@/lib/pages/feed-links';
import { API_PREFIX } from '@/lib/urls';

/** The price-move feeds of `quotes` in the page's language, RSS and JSON Feed each, as the markets and asset pages list them. */
export function MoveFeedLinks({
  quotes,
  lang,
  feedLink,
  label,
}: {
  quotes: readonly Quote[];
  lang: Locale;
  feedLink: string;
  label?: string;
}) {
  return (
    <ul className="move-feeds" aria-label={label}>
      {quotes.map((quote) => (
        <li key={quote}>
          {fmt(feedLink, { quote })}:{' '}
          {MOVE_FEED_KINDS.map((kind, index) => (
            <span key={kind}>
              {index > 0 ? ' · ' : null}
              <a href={`${API_PREFIX}${moveFeedPath(quote, lang, kind)}`} type={NEWS_FEEDS[kind].type}>
                {NEWS_FEEDS[kind].label}
              </a>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
