'use client';

import { useEffect, useState } from 'react';
import { happeningNow } from '@/lib/events/happening';
import { isLocale } from '@/lib/i18n/locales';
import { shownText } from '@/lib/i18n/shown-text';
import { pagePath } from '@/lib/urls';

interface UpcomingEvent {
  readonly id: string;
  readonly title: string;
  readonly title_i18n?: Readonly<Partial<Record<string, string>>>;
  readonly title_original?: string | null;
  readonly title_original_language?: string | null;
  readonly start: string;
  readonly end: string | null;
}

/** How often the block looks at the clock again while the page stays open. */
const RECHECK_MS = 60_000;

/**
 * "Happening now", decided at VIEW time: the reader's browser reads the upcoming-events document
 * (events not ended when it was built) and shows those that have started and not ended by the
 * reader's clock, rechecking every minute. Nothing is shown without JavaScript, when the document
 * cannot be read, or when nothing is on: the server-rendered page never claims what is on now.
 */
export function HappeningNow({
  lang,
  title,
  jsonUrl,
}: {
  lang: string;
  title: string;
  /** `/api/v1/events/upcoming.json`. */
  jsonUrl: string;
}) {
  const [events, setEvents] = useState<readonly UpcomingEvent[]>([]);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetch(jsonUrl, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ events?: UpcomingEvent[] }>) : { events: [] }))
      .then((doc) => {
        if (cancelled) return;
        setEvents(Array.isArray(doc.events) ? doc.events : []);
        setNow(Date.now());
      })
      .catch(() => undefined);
    const timer = setInterval(() => setNow(Date.now()), RECHECK_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [jsonUrl]);

  const current = now === null ? [] : happeningNow(events, now);
  if (current.length === 0) return null;
  return (
    <section aria-labelledby="happening-now-title" className="happening-now">
      <h2 id="happening-now-title">{title}</h2>
      <ul>
        {current.map((event) => {
          // The one rule, from the published document (machine marks are not published, so none is noted here).
          const original = event.title_original ? { text: event.title_original, lang: event.title_original_language ?? null } : null;
          const shown = shownText({ english: event.title, i18n: event.title_i18n, original }, isLocale(lang) ? lang : 'en');
          return (
            <li key={event.id}>
              <a href={pagePath(lang, `events/${event.id}`)} lang={shown.lang === lang ? undefined : shown.lang}>
                {shown.text}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
