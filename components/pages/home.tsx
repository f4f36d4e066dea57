import type { Metadata } from 'next';
import { EventList } from '@/components/events/event-bits';
import { StoryList, StoryTeaser } from '@/components/news/story-list';
import { PageShell } from '@/components/site/page-shell';
import { newslettersNewestFirst } from '@/lib/api/families/newsletters';
import { geoRedirectScript } from '@/lib/i18n/geo-script';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localized, page } from '@/lib/site/data';
import { eventLists, newsItems } from '@/lib/site/content';
import { formatDate } from '@/lib/site/format';
import { pageMetadata } from '@/lib/site/metadata';
import { pagePath } from '@/lib/urls';

const LATEST = 8;
const NEXT_EVENTS = 5;

export function homeMetadata(lang: Locale): Metadata {
  const env = page(lang);
  return pageMetadata(env, { path: '', title: env.m.home.title, isHome: true });
}

/**
 * The static export's language guess runs only on the English home page. In server mode the
 * proxy has already decided before the page is sent; the script then finds the same answer
 * (stay), so it is harmless there, but it is left out to keep server pages script-free.
 */
function GeoRedirect() {
  const env = page('en');
  if (process.env.NEXT_OUTPUT !== 'export') return null;
  const script = geoRedirectScript({
    endpoint: process.env.GEO_ENDPOINT ?? '',
    geo: env.data.content.geoLanguage,
    homePaths: Object.fromEntries(LOCALES.map((code) => [code, pagePath(code)])),
  });
  return <script id="geo-redirect" dangerouslySetInnerHTML={{ __html: script }} />;
}

export function HomePage({ lang }: { lang: Locale }) {
  const env = page(lang);
  const { m, data, locale } = env;
  const [lead, ...rest] = newsItems(env, data.newsNewestFirst.slice(0, LATEST + 1));
  const { upcoming } = eventLists(env);
  const newsletter = newslettersNewestFirst(data)[0];
  const newsletterTitle = newsletter
    ? localized(newsletter.title, Object.fromEntries(Object.entries(newsletter.translations).map(([k, v]) => [k, v?.title])), lang)
    : null;
  return (
    <PageShell env={env} path="" section="home">
      {lang === 'en' ? <GeoRedirect /> : null}
      <h1>{m.home.title}</h1>
      <p className="lede">{m.home.intro}</p>
      {lead ? (
        <section aria-labelledby="lead-title" className="lead-story">
          <h2 id="lead-title" className="section-label">
            {m.home.lead}
          </h2>
          <StoryTeaser env={env} item={lead} summary headingLevel={3} />
        </section>
      ) : null}
      <div className="home-grid">
        <section aria-labelledby="latest-title">
          <h2 id="latest-title">{m.home.latest}</h2>
          <StoryList env={env} items={rest} />
          <p>
            <a href={pagePath(lang, 'news')}>{m.home.allNews}</a>
          </p>
        </section>
        <div>
          <section aria-labelledby="events-title">
            <h2 id="events-title">{m.home.nextEvents}</h2>
            <EventList env={env} events={upcoming.slice(0, NEXT_EVENTS)} empty={m.home.noEvents} />
            <p>
              <a href={pagePath(lang, 'events')}>{m.home.allEvents}</a>
            </p>
          </section>
          {newsletter && newsletterTitle ? (
            <section aria-labelledby="newsletter-title">
              <h2 id="newsletter-title">{m.home.latestNewsletter}</h2>
              <p>
                <a href={pagePath(lang, `newsletters/${newsletter.id}`)} lang={newsletterTitle.fallback ? 'en' : undefined}>
                  {newsletterTitle.text}
                </a>
                <br />
                <time dateTime={newsletter.date}>{formatDate(locale, newsletter.date)}</time>
              </p>
            </section>
          ) : null}
          <section aria-labelledby="markets-title">
            <h2 id="markets-title">{m.nav.markets}</h2>
            <p>{m.home.marketsTeaser}</p>
            <p>
              <a href={pagePath(lang, 'markets')}>{m.home.marketsLink}</a>
            </p>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
