import { EventMarks, EventWhen, eventWhenText, eventWhere, EventWhereText } from '@/components/events/event-list';
import { defineLeafPage } from '@/components/site/leaf-page';
import { buildEvent } from '@/lib/api/families/events';
import { offsetLabel } from '@/lib/pages/format';
import { eventJsonLd, jsonLdText } from '@/lib/pages/json-ld';
import { eventTitle, otherLang, ownText } from '@/lib/pages/localized';
import { ShownNote } from '@/components/site/shown-note';
import { API_PREFIX, pagePath } from '@/lib/urls';

/** `/events/<id>/`: one event, its time in its own offset, place, organiser and calendar file. */
export const eventPage = defineLeafPage('event', {
  section: 'events',
  view: (env, record) => buildEvent(env.ctx, record),
  keyedByView: true,
  head: (env, event) => {
    const note = ownText(event.note ?? '', event.note_i18n, env.lang);
    // Without a note, the facts in the reader's language: every event page gets a description of
    // its own instead of the site's, which search engines would see repeated on thousands of pages.
    const { m, locale } = env;
    const facts = `${m.events.when}: ${eventWhenText(event, locale, true)}. ${m.events.where}: ${eventWhere(event, m, env.lang, env.data.places)}. ${m.events.organiser}: ${event.organiser}.`;
    return { title: eventTitle(event, env.lang).shown.text, description: note.text || facts };
  },
  extraHead: (env, event) => (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(eventJsonLd(env, event)) }} />
  ),
  body: (env, event) => {
    const { m, locale, data, lang } = env;
    const note = event.note ? ownText(event.note, event.note_i18n, lang) : null;
    const source = data.content.eventSources.find((s) => s.id === event.source);
    const title = eventTitle(event, lang);
    return (
      <article className="event">
        <header>
          <h1 lang={otherLang(title.shown, lang)}>{title.shown.text}</h1>
          <ShownNote shown={title.shown} m={m} />
          {/* The organiser's own title only when it differs and is not the one shown. */}
          {title.original ? (
            <p className="other-headline">
              <span className="label">{m.events.originalTitle}:</span>{' '}
              <span lang={title.original.lang && title.original.lang !== lang ? title.original.lang : undefined}>
                {title.original.text}
              </span>
            </p>
          ) : null}
          <p>
            <EventMarks event={event} m={m} locale={locale} />
          </p>
          {event.past ? <p className="note">{m.events.ended}</p> : null}
        </header>
        <dl className="facts">
          <dt>{m.events.when}</dt>
          <dd>
            {/* The offset is said once, in the line below. */}
            <EventWhen event={event} locale={locale} long withOffset={false} />
            <br />
            <span className="note">{m.events.localTime.replace('{offset}', offsetLabel(event.start) || 'UTC')}</span>
          </dd>
          <dt>{m.events.where}</dt>
          <dd>
            <EventWhereText event={event} env={env} />
          </dd>
          <dt>{m.events.organiser}</dt>
          <dd>{event.organiser}</dd>
          {note ? (
            <>
              <dt>{m.events.note}</dt>
              <dd lang={otherLang(note, lang)}>
                {note.text}
                <ShownNote shown={note} m={m} inline />
              </dd>
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
    );
  },
});
