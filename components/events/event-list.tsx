import type { EventDocument } from '@/lib/api/families/events';
import { fmt } from '@/lib/i18n/fmt';
import type { Messages } from '@/lib/i18n/messages';
import { countryName, shownName, type NameTable } from '@/lib/i18n/names';
import type { PageEnv } from '@/lib/pages/page-env';
import { formatDate, formatLongDate, formatPrice, formatTime, offsetLabel, sameDay } from '@/lib/pages/format';
import { pagePath } from '@/lib/urls';
import type { Locale } from '@/lib/i18n/locales';
import { eventTitle, otherLang } from '@/lib/pages/localized';
import { displayedEnd } from '@/lib/events/timing';

/**
 * When an event happens, in the event's own offset: the wall-clock time written in its ISO
 * string, never the reader's zone. "Thursday 26 November 2026, 18:00–21:00 (UTC+01:00)".
 */
export function EventWhen({
  event,
  locale,
  long = false,
  withOffset = true,
}: {
  event: EventDocument;
  locale: string;
  long?: boolean;
  /** False where the page says the offset itself (the event page's "Local time of the event"). */
  withOffset?: boolean;
}) {
  const offset = withOffset ? offsetLabel(event.start) : '';
  return (
    <time dateTime={event.start}>
      {eventWhenText(event, locale, long)}
      {offset ? <span className="offset"> ({offset})</span> : null}
    </time>
  );
}

/** The text of `EventWhen` without its offset: for page descriptions, where no markup goes. */
export function eventWhenText(event: EventDocument, locale: string, long = false): string {
  const dateOf = long ? formatLongDate : formatDate;
  const startTime = formatTime(locale, event.start);
  const end = event.end;
  let text = dateOf(locale, event.start);
  if (startTime) text += `, ${startTime}`;
  if (end) {
    // A published end at local midnight closes the day before: shown as that day, with no time.
    const shown = displayedEnd(end);
    const endTime = shown.withTime ? formatTime(locale, end) : '';
    if (sameDay(event.start, shown.date)) {
      if (endTime) text += `\u2013${endTime}`;
    } else {
      text += ` \u2013 ${dateOf(locale, shown.date)}${endTime ? `, ${endTime}` : ''}`;
    }
  }
  return text;
}

/** Where an event is, as readers see it on its page: the place, or "Online event". */
/**
 * Where an event is, for readers. An online event with no venue is online; its city, when given,
 * is where it is hosted from, not a place to go, so the country code (often NORDIC: the audience)
 * is not appended to it ("Tokyo, The Nordic region" read as if Tokyo were Nordic).
 */
export function eventWhere(event: EventDocument, m: Messages, lang: Locale = 'en', places: NameTable = NO_NAMES): string {
  return eventWhereParts(event, m, lang, places)
    .map((part) => part.text)
    .join('');
}

const NO_NAMES: NameTable = new Map();

/** `eventWhere` in pieces, the city by the places table with its language, so a page can mark the English it falls back to. */
export function eventWhereParts(
  event: EventDocument,
  m: Messages,
  lang: Locale,
  places: NameTable,
): Array<{ text: string; lang?: string }> {
  const city = event.city ? shownName(places, event.city, lang) : null;
  const cityPart = city ? { text: city.text, ...(city.lang !== lang ? { lang: city.lang } : {}) } : null;
  if (event.online && !event.place) {
    if (!cityPart) return [{ text: m.events.onlineEvent }];
    const [before = '', after = ''] = m.events.onlineHostedFrom.split('{city}');
    return [{ text: before }, cityPart, { text: after }].filter((part) => part.text !== '');
  }
  const parts: Array<{ text: string; lang?: string }> = [];
  if (event.place) parts.push({ text: event.place });
  if (cityPart) parts.push(cityPart);
  parts.push({ text: countryName(event.country, lang) });
  return parts.flatMap((part, i) => (i === 0 ? [part] : [{ text: ', ' }, part]));
}

/** Where an event is, with `lang` on a city name the places table has no translation of. */
export function EventWhereText({ event, env }: { event: EventDocument; env: PageEnv }) {
  return (
    <>
      {eventWhereParts(event, env.m, env.lang, env.data.places).map((part, i) =>
        part.lang ? (
          <span key={i} lang={part.lang}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** The fee as the reader reads it ("Pris: 1 200 kr."), "free", "see the organiser", or null when not known. */
export function eventPriceText(event: EventDocument, m: Messages, locale: string): string | null {
  if (event.price) return fmt(m.events.price, { price: formatPrice(locale, event.price.amount, event.price.currency) });
  if (event.paid === false) return m.events.free;
  return event.paid === true ? m.events.priceSeeOrganiser : null;
}

/** Online, price and sponsor marks, as text (no colour-only meaning). */
export function EventMarks({ event, m, locale }: { event: EventDocument; m: Messages; locale: string }) {
  const marks: Array<{ key: string; text: string; className: string }> = [];
  if (event.online) marks.push({ key: 'online', text: m.events.online, className: 'badge badge-online' });
  const price = eventPriceText(event, m, locale);
  if (price) marks.push({ key: 'paid', text: price, className: event.paid ? 'badge badge-paid' : 'badge' });
  if (event.sponsored === true) marks.push({ key: 'sponsored', text: m.events.sponsored, className: 'badge badge-sponsored' });
  else if (typeof event.sponsored === 'string')
    marks.push({ key: 'sponsored', text: m.events.sponsoredBy.replace('{name}', event.sponsored), className: 'badge badge-sponsored' });
  if (marks.length === 0) return null;
  return (
    <span className="marks">
      {marks.map((mark) => (
        <span key={mark.key} className={mark.className}>
          {mark.text}
        </span>
      ))}
    </span>
  );
}

export function EventList({
  env,
  events,
  empty,
  headingLevel = 3,
}: {
  env: PageEnv;
  events: readonly EventDocument[];
  empty: string;
  headingLevel?: 2 | 3;
}) {
  const { m, lang, locale } = env;
  if (events.length === 0) return <p>{empty}</p>;
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <ol className="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <article className="event-teaser">
            <Heading className="teaser-title">
              <EventTitleLink event={event} lang={lang} />
            </Heading>
            <p className="teaser-meta">
              <EventWhen event={event} locale={locale} />
              <br />
              <span>
                <EventWhereText event={event} env={env} />
              </span>{' '}
              <EventMarks event={event} m={m} locale={locale} />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** An event's title by the one rule (lib/pages/localized.ts eventTitle), linking to its page. */
export function EventTitleLink({ event, lang }: { event: EventDocument; lang: Locale }) {
  const { shown } = eventTitle(event, lang);
  return (
    <a href={pagePath(lang, `events/${event.id}`)} lang={otherLang(shown, lang)}>
      {shown.text}
    </a>
  );
}
