import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventList, EventMarks, EventWhen, eventPlace } from '@/components/events/event-bits';
import { PageShell } from '@/components/site/page-shell';
import { buildEvent, type EventDocument } from '@/lib/api/families/events';
import type { Locale } from '@/lib/i18n/locales';
import { countryLabel, countryParam, countryParams, localized, page, type PageEnv } from '@/lib/site/data';
import { EVENT_COUNTRIES, eventLists } from '@/lib/site/content';
import { offsetLabel } from '@/lib/site/format';
import { pageMetadata } from '@/lib/site/metadata';
import { API_PREFIX, pagePath, pageUrl } from '@/lib/urls';

/** Country filter as plain links: `/events/` and `/events/country/<code>/` are real pages. */
function CountryFilter({ env, current }: { env: PageEnv; current: string | null }) {
  const { m, lang } = env;
  return (
    <nav aria-labelledby="event-filter" className="filters">
      <h2 id="event-filter" className="filter-title">
        {m.events.filter}
      </h2>
      <ul className="tags">
        <li>
          <a href={pagePath(lang, 'events')} aria-current={current === null ? 'page' : undefined}>
            {m.events.allCountries}
          </a>
        </li>
        {EVENT_COUNTRIES.map((code) => (
          <li key={code}>
            <a href={pagePath(lang, `events/country/${code}`)} aria-current={current === code ? 'page' : undefined}>
              {countryLabel(m, code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EventsBody({ env, country }: { env: PageEnv; country: string | null }) {
  const { m } = env;
  const { upcoming, past } = eventLists(env, country ? (event) => event.country === country : undefined);
  return (
    <>
      <CountryFilter env={env} current={country} />
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{m.events.upcoming}</h2>
        <EventList env={env} events={upcoming} empty={m.events.noUpcoming} />
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">{m.events.past}</h2>
        <EventList env={env} events={past} empty={m.events.noPast} />
      </section>
      <p>
        <a href="/events.ics" type="text/calendar">
          {m.events.calendarFeed}
        </a>
      </p>
    </>
  );
}

// ── /events/ ──────────────────────────────────────────────────────────────────────────────────
export function eventsMetadata(lang: Locale): Metadata {
  const env = page(lang);
  return pageMetadata(env, { path: 'events', title: env.m.events.title, description: env.m.events.intro });
}

export function EventsPage({ lang }: { lang: Locale }) {
  const env = page(lang);
  return (
    <PageShell env={env} path="events" section="events">
      <h1>{env.m.events.title}</h1>
      <p className="lede">{env.m.events.intro}</p>
      <EventsBody env={env} country={null} />
    </PageShell>
  );
}

// ── /events/country/<code>/ ───────────────────────────────────────────────────────────────────
export const eventsCountryParams = countryParams;

export function eventsCountryMetadata(lang: Locale, code: string): Metadata {
  const env = page(lang);
  const title = env.m.events.countryTitle.replace('{country}', countryLabel(env.m, countryParam(code)));
  return pageMetadata(env, { path: `events/country/${code}`, title, description: env.m.events.intro });
}

export function EventsCountryPage({ lang, code }: { lang: Locale; code: string }) {
  const env = page(lang);
  const country = countryParam(code);
  return (
    <PageShell env={env} path={`events/country/${code}`} section="events">
      <h1>{env.m.events.countryTitle.replace('{country}', countryLabel(env.m, country))}</h1>
      <p className="lede">{env.m.events.intro}</p>
      <EventsBody env={env} country={country} />
    </PageShell>
  );
}

// ── /events/<id>/ ─────────────────────────────────────────────────────────────────────────────
export function eventParams(): Array<{ id: string }> {
  return page('en').data.content.events.map((event) => ({ id: event.id }));
}

function eventOf(env: PageEnv, id: string): EventDocument {
  const record = env.data.eventById.get(id);
  if (!record) notFound();
  return buildEvent(env.ctx, record);
}

export function eventMetadata(lang: Locale, id: string): Metadata {
  const env = page(lang);
  const event = eventOf(env, id);
  const note = localized(event.note ?? '', event.note_i18n, lang);
  return pageMetadata(env, { path: `events/${id}`, title: event.title, description: note.text || undefined });
}

const ISO_COUNTRY = /^[A-Z]{2}$/;

/** schema.org Event, from the same fields the page shows. */
export function eventJsonLd(env: PageEnv, event: EventDocument): Record<string, unknown> {
  const url = pageUrl(env.ctx.config, env.lang, `events/${event.id}`);
  const location = event.online
    ? { '@type': 'VirtualLocation', url: event.url }
    : {
        '@type': 'Place',
        name: event.place ?? event.city ?? countryLabel(env.m, event.country),
        address: {
          '@type': 'PostalAddress',
          ...(event.city ? { addressLocality: event.city } : {}),
          ...(ISO_COUNTRY.test(event.country) && event.country !== 'EU' ? { addressCountry: event.country } : {}),
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.title_original ? { alternateName: event.title_original } : {}),
    startDate: event.start,
    ...(event.end ? { endDate: event.end } : {}),
    eventAttendanceMode: event.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location,
    organizer: { '@type': 'Organization', name: event.organiser, url: event.url },
    url,
    sameAs: event.url,
    ...(event.note ? { description: event.note } : {}),
    ...(event.paid === false
      ? { isAccessibleForFree: true }
      : event.paid === true || typeof event.paid === 'string'
        ? { isAccessibleForFree: false }
        : {}),
    ...(typeof event.sponsored === 'string' ? { sponsor: { '@type': 'Organization', name: event.sponsored } } : {}),
  };
}

export function EventPage({ lang, id }: { lang: Locale; id: string }) {
  const env = page(lang);
  const { m, locale, data } = env;
  const event = eventOf(env, id);
  const note = event.note ? localized(event.note, event.note_i18n, lang) : null;
  const source = data.content.eventSources.find((s) => s.id === event.source);
  const json = JSON.stringify(eventJsonLd(env, event)).replace(/</g, '\\u003c');
  return (
    <PageShell env={env} path={`events/${id}`} section="events">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      <article className="event">
        <header>
          <h1 lang={lang === 'en' ? undefined : 'en'}>{event.title}</h1>
          {event.title_original && event.title_original !== event.title ? (
            <p className="other-headline">
              <span className="label">{m.events.originalTitle}:</span> <span>{event.title_original}</span>
            </p>
          ) : null}
          <p>
            <EventMarks event={event} m={m} />
          </p>
          {event.past ? <p className="note">{m.events.ended}</p> : null}
        </header>
        <dl className="facts">
          <dt>{m.events.when}</dt>
          <dd>
            <EventWhen event={event} locale={locale} long />
            <br />
            <span className="note">{m.events.localTime.replace('{offset}', offsetLabel(event.start) || 'UTC')}</span>
          </dd>
          <dt>{m.events.where}</dt>
          <dd>{event.online && !event.city ? m.events.onlineEvent : eventPlace(event, m)}</dd>
          <dt>{m.events.organiser}</dt>
          <dd>{event.organiser}</dd>
          {note ? (
            <>
              <dt>{m.events.note}</dt>
              <dd lang={note.fallback ? 'en' : undefined}>{note.text}</dd>
            </>
          ) : null}
        </dl>
        <ul className="actions">
          <li>
            <a className="button" href={event.url}>
              {m.events.website}
            </a>
          </li>
          <li>
            <a href={`/events/${event.id}/event.ics`} type="text/calendar" download={`${event.id}.ics`}>
              {m.events.addToCalendar}
            </a>
          </li>
        </ul>
        {source ? <p className="note">{m.events.source.replace('{source}', source.name)}</p> : null}
        <p className="after">
          <a href={pagePath(lang, 'events')}>{m.events.allEvents}</a> · <a href={`${API_PREFIX}events/${event.id}.json`}>{m.common.json}</a>
        </p>
      </article>
    </PageShell>
  );
}
