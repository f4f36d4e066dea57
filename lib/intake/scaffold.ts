import { toFill } from '@/lib/content/placeholders';
import { countryZone, isoInZone } from './dates';
import { normaliseLink } from './links';
import { slugify } from '@/lib/core/slug';
import { uniqueId } from './plan';

/** `npm run new:story` and `npm run new:event`: a valid file to start from, for a link an editor found by hand. */

interface HostOwner {
  readonly id: string;
  readonly url: string;
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The catalogue row whose site is the link's host (or a parent of it: `nyheter.e24.no` → e24). */
export function ownerOfLink<T extends HostOwner>(link: string, owners: readonly T[]): T | null {
  const target = new URL(link);
  const host = hostOf(link);
  let best: { owner: T; score: number } | null = null;
  for (const owner of owners) {
    const own = hostOf(owner.url);
    if (host !== own && !host.endsWith(`.${own}`)) continue;
    const ownPath = new URL(owner.url).pathname.replace(/\/+$/, '');
    // A row with a path the link does not continue is the weakest match on its host.
    const pathScore = !ownPath ? 0 : target.pathname.startsWith(`${ownPath}/`) ? ownPath.length : -1;
    const score = own.length * 1000 + pathScore;
    if (!best || score > best.score) best = { owner, score };
  }
  return best?.owner ?? null;
}

const q = (value: string) => JSON.stringify(value);

// Path segments that name a site's section, not the story or event.
const GENERIC_SEGMENTS = new Set([
  'event',
  'events',
  'arrangement',
  'arrangementer',
  'kalender',
  'calendar',
  'artikel',
  'article',
  'nyheter',
  'news',
  'a',
  'i',
]);

/** A file id from the link's last path segment with a letter in it. */
export function idFromLink(
  link: string,
  affix: { prefix?: string; suffix?: string },
  taken: ReadonlySet<string>,
  fallback: string,
): string {
  const segments = new URL(link).pathname
    .split('/')
    .filter((segment) => /[a-z]/i.test(segment) && !GENERIC_SEGMENTS.has(segment.toLowerCase()));
  let raw = segments.at(-1) ?? '';
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A malformed escape: slug the segment as written.
  }
  const slug = slugify(raw.replace(/\.[a-z]{2,5}$/i, ''), 55) || fallback;
  return uniqueId([affix.prefix, slug, affix.suffix].filter(Boolean).join('-'), taken);
}

export interface StoryScaffoldInput {
  readonly link: string;
  readonly outlet: { readonly id: string; readonly country: string; readonly paywall: 'none' | 'some' | 'all' };
  readonly now: Date;
}

export function storyScaffold({ link, outlet, now }: StoryScaffoldInput): string {
  const when = isoInZone(now, countryZone(outlet.country));
  return [
    '# Started with npm run new:story. Replace every "TO FILL", then set status: published (or',
    '# delete the line); the content check refuses a published story with a placeholder left.',
    'status: pending',
    `published: ${q(when)}   # TO FILL if the outlet published at another time`,
    `country: ${q(outlet.country)}`,
    'topics: []   # TO FILL: topic ids, e.g. [regulation, stablecoins]',
    `summary: ${q(toFill("two or three sentences in English, in the desk's own words"))}`,
    'outlets:',
    `  - outlet: ${q(outlet.id)}`,
    `    url: ${q(link)}`,
    `    title: ${q(toFill("the outlet's own headline, in its language"))}`,
    `    published: ${q(when)}`,
    `    paywall: ${outlet.paywall === 'all'}`,
    '',
  ].join('\n');
}

export interface EventScaffoldInput {
  readonly link: string;
  readonly source: { readonly id: string; readonly name: string; readonly country: string };
  readonly now: Date;
}

export function eventScaffold({ link, source, now }: EventScaffoldInput): string {
  const zone = countryZone(source.country);
  const today = isoInZone(now, zone).slice(0, 10);
  // Today at 18:00 in the source's country: a valid start that the editor corrects.
  const start = `${today}T18:00:00${isoInZone(new Date(`${today}T17:00:00Z`), zone).slice(19) || 'Z'}`;
  return [
    '# Started with npm run new:event. Replace every "TO FILL" (values and comments), then set',
    '# status: published (or delete the line).',
    'status: pending',
    `title: ${q(toFill('English title'))}`,
    "title_original: null   # or the organiser's own title",
    `start: ${q(start)}   # TO FILL: the real start, with the place's offset`,
    'end: null   # a date-time, a plain date ("through that day"), or null',
    'place: null',
    'city: null',
    `country: ${q(source.country)}   # TO FILL if the event is in one country`,
    'online: false   # TO FILL: true for an online event',
    `organiser: ${q(toFill(`who organises it (found via ${source.name})`))}`,
    `url: ${q(link)}`,
    `source: ${q(source.id)}`,
    '# price: free   # or see-organiser, or { amount: "250", currency: NOK }; left out = not known',
    'sponsored: false',
    '',
  ].join('\n');
}

/** The link as the scaffold keeps it, or an explanation. */
export function scaffoldLink(raw: string | undefined): { link: string } | { error: string } {
  if (!raw) return { error: '--url <link> is required' };
  const link = normaliseLink(raw);
  return link ? { link } : { error: `not an http(s) link: ${raw}` };
}
