import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { SiteConfig } from '@/lib/config';
import type { SiteData } from '@/lib/data/site-data';
import { fmt, messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { eventTitle, storySummary, storyTitle } from '@/lib/notify/item-text';
import { changeDisplay } from '@/lib/pages/change-display';
import { formatDate, groupDecimal } from '@/lib/pages/format';
import { compare } from '@/lib/markets/decimal';
import { pageUrl } from '@/lib/urls';
import { isEmptyDigest, type DigestPrice, type WeekDigest } from './digest';

/** A week's digest as one language's newsletter text, written by remark-stringify so a `*` or `<` in a headline is escaped. */
export interface DigestText {
  readonly title: string;
  readonly subtitle: string;
  readonly markdown: string;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
const strong = (children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
const paragraph = (children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });
const heading = (value: string): RootContent => ({ type: 'heading', depth: 2, children: [text(value)] });
const item = (children: PhrasingContent[]): ListItem => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] });
const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

const stringifier = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', rule: '-' }).freeze();

function signed(value: string, locale: string): string {
  const grouped = groupDecimal(value, locale);
  return compare(value, '0') > 0 ? `+${grouped}` : grouped;
}

function priceLine(price: DigestPrice, lang: Locale, locale: string): string {
  const messages = messagesFor(lang).digest;
  const change = price.change;
  const shown = change ? changeDisplay(change, locale) : null;
  if (!change || !shown) return fmt(messages.priceMissing, { pair: price.symbol });
  return fmt(messages.priceLine, {
    pair: price.symbol,
    from: groupDecimal(change.from_price, locale),
    to: groupDecimal(change.to_price, locale),
    change: signed(change.change, locale),
    pct: shown.percent,
  });
}

export function digestText(digest: WeekDigest, lang: Locale, data: SiteData, config: SiteConfig): DigestText {
  const all = messagesFor(lang);
  const messages = all.digest;
  const locale = data.languageByCode.get(lang)?.html_lang ?? lang;
  const children: RootContent[] = [paragraph([text(messages.intro)])];
  if (isEmptyDigest(digest)) children.push(paragraph([text(messages.empty)]));

  const storyItem = (story: WeekDigest['stories'][number], withCoverage: boolean): ListItem => {
    const title = storyTitle(story, data.outletById, lang).text;
    const coverage = fmt(messages.coverage, { country: all.countries[story.country], count: story.outlets.length });
    return item([
      strong([link(pageUrl(config, lang, `news/${story.id}`), [text(title)])]),
      text(withCoverage ? ` (${coverage}): ` : ': '),
      text(storySummary(story, lang).text),
    ]);
  };
  const own = digest.stories.filter((story) => story.own_story);
  const others = digest.stories.filter((story) => !story.own_story);
  if (own.length > 0) children.push(heading(messages.ownStories), list(own.map((story) => storyItem(story, false))));
  children.push(heading(messages.stories));
  children.push(others.length > 0 ? list(others.map((story) => storyItem(story, true))) : paragraph([text(messages.noStories)]));

  children.push(heading(messages.events));
  if (digest.events.length === 0) children.push(paragraph([text(messages.noEvents)]));
  else {
    children.push(
      list(
        digest.events.map((event) => {
          const where = event.online ? all.events.online : (event.city ?? all.countries[event.country]);
          return item([
            strong([text(formatDate(locale, event.start))]),
            text(': '),
            link(pageUrl(config, lang, `events/${event.id}`), [text(eventTitle(event, lang).text)]),
            text(` · ${where}`),
          ]);
        }),
      ),
    );
  }
  children.push(paragraph([link(pageUrl(config, lang, 'events'), [text(messages.allEvents)])]));

  if (digest.prices.length > 0) {
    children.push(heading(messages.prices));
    children.push(list(digest.prices.map((price) => item([text(priceLine(price, lang, locale))]))));
    children.push(paragraph([text(messages.pricesNote)]));
  }

  const root: Root = { type: 'root', children };
  return {
    title: fmt(messages.title, { week: digest.week.week }),
    subtitle: fmt(messages.subtitle, { start: formatDate(locale, digest.week.start), end: formatDate(locale, digest.week.end) }),
    markdown: stringifier.stringify(root),
  };
}
