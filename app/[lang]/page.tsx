import type { Metadata } from 'next';
import { EventList } from '@/components/events/event-list';
import { PriceStrip } from '@/components/markets/price-strip';
import { StoryList, StoryTeaser } from '@/components/news/story-list';
import { InlineScript } from '@/components/site/inline-script';
import { SectionShell } from '@/components/site/section-shell';
import { newslettersNewestFirst } from '@/lib/api/families/newsletters';
import { notYetStarted } from '@/lib/events/happening';
import { GEO_CONFIG_ID, type GeoRedirectConfig } from '@/lib/pages/geo-redirect-config';
import { GEO_REDIRECT_SESSION_KEY, GEO_TIMEOUT_MS, LANG_COOKIE, LOCALES } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/pages/languages';
import { eventLists, newsItems } from '@/lib/pages/lists';
import { ownText } from '@/lib/pages/localized';
import { formatDate } from '@/lib/pages/format';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv, type PageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';
import { readEnv } from '@/lib/config';

const LATEST = 8;
const NEXT_EVENTS = 5;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: '', title: env.m.home.title, isHome: true });
}

/**
 * The first-visit language guess on the English home page (browser/inline/geo-redirect.ts), for
 * static hosts. `npm start` decides at `/` before the page is sent (lib/http/site-answer.ts, the
 * same pure function); when it sends this page the script agrees, or uses the geo endpoint.
 */
function GeoRedirect({ env }: { env: PageEnv }) {
  const config: GeoRedirectConfig = {
    endpoint: readEnv().GEO_ENDPOINT ?? '',
    geo: { by_country: env.data.content.geoLanguage.by_country, default: env.data.content.geoLanguage.default },
    locales: LOCALES,
    homes: Object.fromEntries(LOCALES.map((code) => [code, pagePath(code)])),
    cookie: LANG_COOKIE,
    sessionKey: GEO_REDIRECT_SESSION_KEY,
    timeoutMs: GEO_TIMEOUT_MS,
  };
  return <InlineScript name="geo-redirect" config={{ id: GEO_CONFIG_ID, value: config }} />;
}

export default async function HomePage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, data, locale, lang } = env;
  const [lead, ...rest] = newsItems(env, data.newsNewestFirst.slice(0, LATEST + 1));
  // Coming, not running: an event that has started by the build is not "coming".
  const coming = notYetStarted(eventLists(env).upcoming, env.ctx.now.getTime());
  const newsletter = newslettersNewestFirst(data)[0];
  const newsletterTitle = newsletter
    ? ownText(newsletter.title, Object.fromEntries(Object.entries(newsletter.translations).map(([k, v]) => [k, v?.title])), lang)
    : null;
  return (
    <SectionShell env={env} path="" section="home">
      {lang === 'en' ? <GeoRedirect env={env} /> : null}
      <h1>{m.home.title}</h1>
      <p className="lede">{m.home.intro}</p>
      {/* Prices beside the lead story in the first screen of a phone (one line per pair). */}
      <PriceStrip env={env} />
      {lead ? (
        <section aria-labelledby="lead-title" className="lead-story" data-new-label={m.news.newMark}>
          <h2 id="lead-title" className="section-label">
            {m.home.lead}
          </h2>
          <StoryTeaser env={env} item={lead} summary headingLevel={3} />
        </section>
      ) : null}
      <div className="home-grid">
        <section aria-labelledby="latest-title">
          <h2 id="latest-title">{m.home.latest}</h2>
          <StoryList env={env} items={rest} markNew />
          <p>
            <a href={pagePath(lang, 'news')}>{m.home.allNews}</a>
          </p>
        </section>
        <div>
          <section aria-labelledby="events-title">
            <h2 id="events-title">{m.home.nextEvents}</h2>
            <EventList env={env} events={coming.slice(0, NEXT_EVENTS)} empty={m.home.noEvents} />
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
        </div>
      </div>
    </SectionShell>
  );
}
