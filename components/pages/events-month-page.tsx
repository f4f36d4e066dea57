import { EventMarks, EventTitleLink } from '@/components/events/event-list';
import { defineLeafPage } from '@/components/site/leaf-page';
import { buildEvent, type EventDocument } from '@/lib/api/families/events';
import type { BuildContext } from '@/lib/core/context';
import type { SiteData } from '@/lib/data/site-data';
import { bySoonest } from '@/lib/events/timing';
import { calendarMonths, eventsByMonthDay, monthGrid, shiftMonth, type MonthKey } from '@/lib/events/months';
import { fmt } from '@/lib/i18n/messages';
import { dayOfMonth, formatDate, formatMonth, formatTimeWithOffset, weekdayNames } from '@/lib/pages/format';
import type { PageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

type MonthInputs = {
  readonly months: readonly string[];
  readonly byMonth: ReadonlyMap<MonthKey, ReadonlyMap<string, readonly EventDocument[]>>;
};
const monthInputs = new WeakMap<SiteData, WeakMap<BuildContext, MonthInputs>>();

/**
 * The months that have events, and every event's document by month and day: the same for every
 * month page of one build, so built once per data set and clock (the 72 month pages in seven
 * languages of a 2,000-event archive built every event 504 times: 36 s of CPU per build; and
 * sorting them into days per page, another 3.5 s per export worker).
 */
function inputsOf(env: PageEnv): MonthInputs {
  const byCtx = monthInputs.get(env.data) ?? new WeakMap<BuildContext, MonthInputs>();
  monthInputs.set(env.data, byCtx);
  let inputs = byCtx.get(env.ctx);
  if (!inputs) {
    const events = [...env.data.content.events].sort(bySoonest).map((event) => buildEvent(env.ctx, event));
    inputs = { months: calendarMonths(env.data.content.events), byMonth: eventsByMonthDay(events) };
    byCtx.set(env.ctx, inputs);
  }
  return inputs;
}

function monthView(env: PageEnv, month: string) {
  const { months, byMonth } = inputsOf(env);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month,
    weeks: monthGrid(month),
    byDay: byMonth.get(month) ?? new Map<string, readonly EventDocument[]>(),
    previous: months.includes(previous) ? previous : null,
    next: months.includes(next) ? next : null,
  };
}

type MonthView = ReturnType<typeof monthView>;

/**
 * `/events/month/<YYYY-MM>/`: one month of events as a calendar table, day by day in each event's
 * own local time (an event of many days on its first day, then once a week as continuing), with links to the previous and next month. Plain HTML: it needs no script.
 */
export const eventsMonthPage = defineLeafPage<'eventsMonth', MonthView>('eventsMonth', {
  section: 'events',
  view: monthView,
  head: (env, view) => {
    const title = fmt(env.m.events.monthTitle, { month: formatMonth(env.locale, view.month) });
    return { title, description: env.m.events.monthIntro };
  },
  body: (env, view) => {
    const { m, lang, locale } = env;
    const title = fmt(m.events.monthTitle, { month: formatMonth(locale, view.month) });
    const weekdays = weekdayNames(locale);
    // The top copy is the calendar's navigation landmark; the bottom one a plain paragraph, so the
    // page has no two landmarks with one name.
    const MonthLinks = ({ landmark }: { landmark: boolean }) => {
      const Wrapper = landmark ? 'nav' : 'p';
      return (
        <Wrapper aria-label={landmark ? m.events.calendar : undefined} className="month-links">
          {view.previous ? (
            <a href={pagePath(lang, `events/month/${view.previous}`)} rel="prev">
              ← {m.events.previousMonth}: {formatMonth(locale, view.previous)}
            </a>
          ) : null}
          {view.next ? (
            <a href={pagePath(lang, `events/month/${view.next}`)} rel="next">
              {m.events.nextMonth}: {formatMonth(locale, view.next)} →
            </a>
          ) : null}
        </Wrapper>
      );
    };
    return (
      <>
        <p className="kicker">
          <a href={pagePath(lang, 'events')}>{m.events.title}</a>
        </p>
        <h1>{title}</h1>
        <p className="lede">{m.events.monthIntro}</p>
        <MonthLinks landmark />
        {view.byDay.size === 0 ? <p>{m.events.noEventsMonth}</p> : null}
        <table className="month-calendar">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th key={day.long} scope="col">
                  <abbr title={day.long}>{day.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.weeks.map((week) => (
              <tr key={week.find((day) => day !== null) ?? ''}>
                {week.map((day, index) => {
                  if (day === null) return <td key={`empty-${index}`} className="outside" />;
                  const events = view.byDay.get(day) ?? [];
                  return (
                    <td key={day} className={events.length ? 'has-events' : undefined}>
                      <time className="day-number" dateTime={day}>
                        <span aria-hidden="true">{dayOfMonth(day)}</span>
                        <span className="visually-hidden">{formatDate(locale, day)}</span>
                      </time>
                      <span className="day-label" aria-hidden="true">
                        {formatDate(locale, day)}
                      </span>
                      {events.length ? (
                        <ul>
                          {events.map((event) => (
                            <li key={event.id}>
                              {/* Its first day shows the time; a later week, that it is still on (lib/events/months.ts calendarDays). */}
                              {event.start.slice(0, 10) === day ? (
                                <span className="event-time">{formatTimeWithOffset(locale, event.start)} </span>
                              ) : (
                                <span className="event-time event-continues">{m.events.continues}: </span>
                              )}
                              <EventTitleLink event={event} lang={lang} /> <EventMarks event={event} m={m} locale={locale} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <MonthLinks landmark={false} />
      </>
    );
  },
});
