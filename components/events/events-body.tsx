import { EventList } from '@/components/events/event-list';
import { COUNTRY_CODES } from '@/lib/content/fields';
import { countryLabel } from '@/lib/pages/labels';
import { eventLists } from '@/lib/pages/lists';
import type { PageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

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
        {COUNTRY_CODES.map((code) => (
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

/**
 * How many events a list page shows: the soonest upcoming and the latest past ones. The page stays
 * light whatever the archive holds; every event stays in events.ics, the API and the calendar pages.
 */
export const UPCOMING_LIMIT = 100;
export const PAST_LIMIT = 50;

/** The upcoming and past events of `/events/` and of each country page. */
export function EventsBody({ env, country }: { env: PageEnv; country: string | null }) {
  const { m } = env;
  const lists = eventLists(env, country ?? undefined);
  const upcoming = lists.upcoming.slice(0, UPCOMING_LIMIT);
  const past = lists.past.slice(0, PAST_LIMIT);
  return (
    <>
      <CountryFilter env={env} current={country} />
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{m.events.upcoming}</h2>
        <EventList env={env} events={upcoming} empty={m.events.noUpcoming} />
        {lists.upcoming.length > upcoming.length ? (
          <p className="note">{m.events.upcomingLimit.replace('{count}', String(upcoming.length))}</p>
        ) : null}
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">{m.events.past}</h2>
        <EventList env={env} events={past} empty={m.events.noPast} />
        {lists.past.length > past.length ? <p className="note">{m.events.pastLimit.replace('{count}', String(past.length))}</p> : null}
      </section>
      <p>
        <a href="/events.ics" type="text/calendar">
          {m.events.calendarFeed}
        </a>
      </p>
    </>
  );
}
