import { defineLeafPage } from '@/components/site/leaf-page';
import { countryCalendarPath } from '@/lib/feeds/calendars';
import { countryLabel } from '@/lib/pages/labels';
import { LEAF_ROUTES, leafPath } from '@/lib/pages/routes';
import { listFeedLinks } from '@/lib/feeds/list-feeds';
import { EventsBody } from '@/components/events/events-body';

/** `/events/country/<code>/`: the country filter of the events page, working without JavaScript. */
export const eventsCountryPage = defineLeafPage('eventsCountry', {
  section: 'events',
  head: (env, code) => {
    const title = env.m.events.countryTitle.replace('{country}', countryLabel(env.m, code));
    return { title, description: env.m.events.intro, feeds: listFeedLinks(env, leafPath(LEAF_ROUTES.eventsCountry, code), title) };
  },
  body: (env, code) => (
    <>
      <h1>{env.m.events.countryTitle.replace('{country}', countryLabel(env.m, code))}</h1>
      <p className="lede">{env.m.events.intro}</p>
      <p>
        <a href={countryCalendarPath(env.lang, code)} type="text/calendar">
          {env.m.events.countryCalendar}
        </a>
      </p>
      <EventsBody env={env} country={code} />
    </>
  ),
});
