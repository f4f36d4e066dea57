import { copyI18n, SOURCE_TYPES } from '@/lib/content/fields';
import type { ImageRecord, NewsOutletRef, NewsRecord, Outlet } from '@/lib/content/types';
import { apiUrl, pageUrl } from '@/lib/urls';
import type { BuildContext } from '@/lib/core/context';
import type { SiteData } from '@/lib/data/site-data';

/** Shares are rounded to four places: enough for bars and percentages, stable in JSON. */
function share(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 10_000) / 10_000;
}

export function sourceLogo(image: ImageRecord | undefined, ctx: BuildContext) {
  if (!image) return null;
  return {
    kind: image.kind,
    file_url: `${ctx.config.baseUrl}/${image.file}`,
    source_url: image.source_url,
    license: image.license,
    credit: image.credit,
  };
}

export function newsItemPath(id: string): string {
  return `news/${id}.json`;
}

function outletEntry(data: SiteData, ctx: BuildContext, ref: NewsOutletRef, primary: boolean, fallbackUrl: string) {
  // Validation guarantees every referenced outlet exists.
  const outlet = data.outletById.get(ref.outlet) as Outlet;
  // A headline in another language than the outlet's usual one says so on the reference.
  const languageCode = ref.language_code ?? outlet.language_code;
  return {
    outlet: outlet.id,
    outlet_name: outlet.name,
    url: ref.url ?? fallbackUrl,
    title: ref.title,
    published: ref.published,
    lang: data.languageByCode.get(languageCode)?.english_name ?? languageCode,
    language_code: languageCode,
    country: outlet.country,
    source_type: outlet.source_type,
    paywall: ref.paywall,
    primary,
    logo: sourceLogo(data.logoBySource.get(outlet.id), ctx),
    source_note: outlet.news_source_only ? (outlet.source_note ?? null) : null,
  };
}

export type NewsOutletEntry = ReturnType<typeof outletEntry>;

/** Coverage from the outlets: by country (most first) and always four source-type rows. */
export function coverageOf(outlets: readonly NewsOutletEntry[]) {
  const total = outlets.length;
  const byCountry = new Map<string, number>();
  for (const outlet of outlets) byCountry.set(outlet.country, (byCountry.get(outlet.country) ?? 0) + 1);
  return {
    count: total,
    by_country: [...byCountry]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([country, count]) => ({ country: country as NewsOutletEntry['country'], count, share: share(count, total) })),
    by_source_type: SOURCE_TYPES.map((type) => {
      const count = outlets.filter((o) => o.source_type === type).length;
      return { type, count, share: share(count, total) };
    }),
  };
}

/** One story as the API publishes it. */
export function buildNewsItem(data: SiteData, ctx: BuildContext, story: NewsRecord) {
  const htmlUrl = pageUrl(ctx.config, 'en', `news/${story.id}`);
  const [primaryRef, ...otherRefs] = story.outlets;
  // Validation guarantees at least one outlet.
  const primary = outletEntry(data, ctx, primaryRef!, true, htmlUrl);
  const also = otherRefs.map((ref) => outletEntry(data, ctx, ref, false, htmlUrl));
  const sources = [primary, ...also];
  return {
    id: story.id,
    url: story.own_story ? htmlUrl : primary.url,
    html_url: htmlUrl,
    api_url: apiUrl(ctx.config, newsItemPath(story.id)),
    title: primary.title,
    title_en: story.title_en ?? null,
    title_i18n: copyI18n(story.title_i18n),
    source: primary.outlet,
    source_name: primary.outlet_name,
    source_logo: primary.logo,
    source_note: primary.source_note,
    country: story.country,
    language: primary.lang,
    language_code: primary.language_code,
    published: story.published,
    topics: [...story.topics],
    summary: story.summary,
    summary_i18n: copyI18n(story.summary_i18n),
    paywall: primary.paywall,
    links: story.links.map((link) => ({ ...link })),
    own_story: story.own_story,
    ...(story.body ? { body: story.body, body_i18n: copyI18n(story.body_i18n) } : {}),
    primary_source: primary,
    also_covered_by: also,
    sources,
    coverage: coverageOf(sources),
  };
}

export type NewsItemDocument = ReturnType<typeof buildNewsItem>;

/** A story as the list documents (news.json, news/by-country/) carry it. */
export function newsListItem(item: NewsItemDocument): Omit<NewsItemDocument, 'body' | 'body_i18n'> {
  if (!('body' in item)) return item;
  const { body: _body, body_i18n: _bodyI18n, ...listed } = item;
  return listed;
}

/** A story in a topic document: a reference to its own document, so topic documents stay small however large the archive. */
export function newsReference(item: NewsItemDocument) {
  return {
    id: item.id,
    title: item.title,
    title_en: item.title_en,
    title_i18n: item.title_i18n,
    language_code: item.language_code,
    published: item.published,
    api_url: item.api_url,
    html_url: item.html_url,
  };
}
