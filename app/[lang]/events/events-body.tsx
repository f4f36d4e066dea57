import { EventList } from '@/components/events/event-bits';
import { COUNTRY_CODES } from '@/lib/content/fields';
import { countryLabel } from '@/lib/site/labels';
import { eventLists } from '@/lib/site/lists';
import type { PageEnv } from '@/lib/site/page-env';
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

/** The upcoming and past events of `/events/` and of each country page. */
export function EventsBody({ env, country }: { env: PageEnv; country: string | null }) {
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
