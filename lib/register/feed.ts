import { generateRssFeed } from 'feedsmith';
import type { BuildContext } from '@/lib/core/context';
import { LOCALES, LOCALE_TAG, type Locale } from '@/lib/i18n/locales';
import { countryName } from '@/lib/i18n/names';
import { fmt, messagesFor } from '@/lib/i18n/messages';
import { apiUrl, pageUrl } from '@/lib/urls';
import { EXCHANGES } from '@/lib/markets/exchanges';
import type { RegisterChange } from './changes';
import { isNordic, NORDIC_COUNTRIES } from './constants';
import type { RegisterState } from './state';

/** The feed of register changes, one per language: `/api/v1/rules/changes-<lang>.xml`. */
export const FEED_ITEMS = 100;

export function changesFeedPath(lang: Locale): string {
  return `rules/changes-${lang}.xml`;
}

/** The BCP 47 tag of a feed's language. */
export const FEED_LANGUAGE = LOCALE_TAG;

export { countryName } from '@/lib/i18n/names';

/** A change of an exchange of the markets page in the reader's words: the exchange, the countries it gained and lost. */
export function deskChangeText(change: RegisterChange, lang: Locale): { title: string; lines: string[] } | null {
  const exchange = EXCHANGES.find((candidate) => candidate.id === change.exchange);
  if (!exchange) return null;
  const m = messagesFor(lang).register;
  const before = change.kind === 'added' ? [] : (change.nordic_before ?? change.nordic);
  const after = change.kind === 'withdrawn' ? [] : change.nordic;
  const names = (codes: readonly string[]) =>
    NORDIC_COUNTRIES.filter((code) => codes.includes(code))
      .map((code) => countryName(code, lang))
      .join(', ');
  const gained = after.filter((code) => !before.includes(code));
  const lost = before.filter((code) => !after.includes(code));
  const title = change.kind === 'added' ? m.deskAdded : change.kind === 'withdrawn' ? m.deskWithdrawn : m.deskChanged;
  const lines = [
    ...(gained.length > 0 ? [fmt(m.nowListed, { countries: names(gained) })] : []),
    ...(lost.length > 0 ? [fmt(m.noLongerListed, { countries: names(lost) })] : []),
  ];
  return { title: fmt(title, { name: exchange.name }), lines };
}

export function changesFeed(state: RegisterState, ctx: BuildContext, lang: Locale): string {
  const m = messagesFor(lang).register;
  const list = (codes: readonly string[]) => codes.map((code) => countryName(code, lang)).join(', ') || '–';
  const items = state.changes.slice(0, FEED_ITEMS).map((change) => {
    const page = pageUrl(ctx.config, lang, isNordic(change.home) ? `rules/${change.home.toLowerCase()}` : 'rules');
    const body = [fmt(m.changeBody, { home: countryName(change.home, lang), countries: list(change.nordic) })];
    if (change.kind === 'changed') body.push(fmt(m.changedFields, { fields: change.fields.join(', ') }));
    const desk = deskChangeText(change, lang);
    if (desk) {
      return {
        title: desk.title,
        link: `${pageUrl(ctx.config, lang, 'markets')}#standing-${change.exchange}`,
        guid: { value: `${apiUrl(ctx.config, 'rules/changes.json')}#${change.id}`, isPermaLink: false },
        pubDate: new Date(change.detected_at),
        description: [...desk.lines, fmt(m[change.kind], { name: change.legal_name }), ...body].join(' '),
      };
    }
    return {
      title: fmt(m[change.kind], { name: change.legal_name }),
      link: page,
      guid: { value: `${apiUrl(ctx.config, 'rules/changes.json')}#${change.id}`, isPermaLink: false },
      pubDate: new Date(change.detected_at),
      description: body.join(' '),
    };
  });
  return generateRssFeed({
    title: m.feedTitle,
    link: pageUrl(ctx.config, lang, 'rules'),
    description: m.feedDescription,
    language: FEED_LANGUAGE[lang],
    lastBuildDate: new Date(state.changes[0]?.detected_at ?? state.source.fetched_at),
    atom: { links: [{ href: apiUrl(ctx.config, changesFeedPath(lang)), rel: 'self', type: 'application/rss+xml' }] },
    items,
  });
}

export function changesFeeds(state: RegisterState, ctx: BuildContext): Array<{ path: string; content: string }> {
  return LOCALES.map((lang) => ({ path: changesFeedPath(lang), content: changesFeed(state, ctx, lang) }));
}
