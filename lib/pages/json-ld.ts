import type { EventDocument } from '@/lib/api/families/events';
import type { NewsItemDocument } from '@/lib/api/news-item';
import { pageUrl } from '@/lib/urls';
import { headlineFor } from './headline';
import { countryLabel } from './labels';
import { eventTitle, ownText } from './localized';
import type { PageEnv } from './page-env';

/** schema.org structured data of the story and event pages (Google's NewsArticle and Event), from the same documents the pages show. */

/** JSON for an ld+json script, with `<`, `>`, `&` escaped: the HTML parser ends a script at `</script` whatever the JSON says. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const ISO_COUNTRY = /^[A-Z]{2}$/;

/** Online only, in a place only, or both. */
export function attendanceMode(event: Pick<EventDocument, 'online' | 'place'>): string {
  if (event.online && event.place !== null) return 'https://schema.org/MixedEventAttendanceMode';
  return event.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

/** schema.org Event, from the same fields the page shows; the note in the page's language where the content has it. */
export function eventJsonLd(env: PageEnv, event: EventDocument): Record<string, unknown> {
  const url = pageUrl(env.ctx.config, env.lang, `events/${event.id}`);
  const virtual = { '@type': 'VirtualLocation', url: event.url };
  const place = {
    '@type': 'Place',
    name: event.place ?? event.city ?? countryLabel(env.m, event.country),
    address: {
      '@type': 'PostalAddress',
      ...(event.city ? { addressLocality: event.city } : {}),
      ...(ISO_COUNTRY.test(event.country) && event.country !== 'EU' ? { addressCountry: event.country } : {}),
    },
  };
  const mode = attendanceMode(event);
  const location = mode.endsWith('MixedEventAttendanceMode') ? [place, virtual] : event.online ? virtual : place;
  const note = event.note ? ownText(event.note, event.note_i18n, env.lang) : null;
  const title = eventTitle(event, env.lang);
  // The name the page heads with; the other versions (English, the organiser's own) as alternates.
  const alternates = [...new Set([event.title, event.title_original].filter((t): t is string => Boolean(t) && t !== title.shown.text))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title.shown.text,
    ...(alternates.length === 1 ? { alternateName: alternates[0] } : alternates.length > 1 ? { alternateName: alternates } : {}),
    startDate: event.start,
    ...(event.end ? { endDate: event.end } : {}),
    eventAttendanceMode: mode,
    // The content has no cancelled or moved events: a published event is scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    location,
    organizer: { '@type': 'Organization', name: event.organiser, url: event.url },
    url,
    sameAs: event.url,
    ...(note ? { description: note.text } : {}),
    ...(event.paid === false ? { isAccessibleForFree: true } : event.paid === true ? { isAccessibleForFree: false } : {}),
    ...(event.price
      ? { offers: { '@type': 'Offer', price: event.price.amount, priceCurrency: event.price.currency, url: event.url } }
      : {}),
    ...(typeof event.sponsored === 'string' ? { sponsor: { '@type': 'Organization', name: event.sponsored } } : {}),
  };
}

/** schema.org NewsArticle of a story page: the headline the page leads with, the summary in the page's language where there is one. */
export function newsArticleJsonLd(env: PageEnv, item: NewsItemDocument): Record<string, unknown> {
  const { config } = env.ctx;
  const headline = headlineFor(item, env.lang);
  const summary = ownText(item.summary ?? '', item.summary_i18n, env.lang);
  const site = { '@type': 'Organization', name: config.siteName, url: config.baseUrl };
  const based = item.own_story
    ? []
    : item.sources.map((outlet) => ({
        '@type': 'NewsArticle',
        headline: outlet.title,
        url: outlet.url,
        datePublished: outlet.published,
        ...(outlet.language_code ? { inLanguage: outlet.language_code } : {}),
        publisher: { '@type': 'Organization', name: outlet.outlet_name },
      }));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: headline.text,
    // The page's language, as its <html lang> says; the summary is ours, written for this page.
    inLanguage: env.locale,
    datePublished: item.published,
    url: pageUrl(config, env.lang, `news/${item.id}`),
    mainEntityOfPage: pageUrl(config, env.lang, `news/${item.id}`),
    ...(summary.text ? { description: summary.text } : {}),
    publisher: site,
    // Every summary is the desk's own words, also on another outlet's story.
    author: site,
    ...(based.length === 1 ? { isBasedOn: based[0] } : based.length > 1 ? { isBasedOn: based } : {}),
  };
}
