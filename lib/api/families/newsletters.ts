import { NORDIC_LANGS, type I18n } from '@/lib/content/fields';
import type { NewsletterRecord } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/markdown/pipeline';
import { newsletterIssueSchema, newsletterListSchema } from '@/lib/schemas/newsletters';
import { apiUrl, pageUrl } from '@/lib/urls';
import type { SiteData } from '@/lib/data/site-data';
import { listAndItem } from '../family';
import { envelope, type BuildContext } from '@/lib/core/context';

/** Collects one field of every translation into an `_i18n` object. */
function i18nOf(issue: NewsletterRecord, field: 'title' | 'subtitle' | 'text' | 'markdown'): I18n {
  const out: I18n = {};
  for (const lang of NORDIC_LANGS) {
    const value = issue.translations[lang]?.[field];
    if (value) out[lang] = value;
  }
  return out;
}

/** An issue without its body: the list's entries, and what a page shows around the body. */
export function newsletterSummary(ctx: BuildContext, issue: NewsletterRecord) {
  return {
    id: issue.id,
    number: issue.number,
    date: issue.date,
    period: { ...issue.period },
    title: issue.title,
    subtitle: issue.subtitle ?? '',
    title_i18n: i18nOf(issue, 'title'),
    subtitle_i18n: i18nOf(issue, 'subtitle'),
    sign_off: issue.sign_off,
    video: issue.video,
    api_url: apiUrl(ctx.config, `newsletters/${issue.id}.json`),
    html_url: pageUrl(ctx.config, 'en', `newsletters/${issue.id}`),
  };
}

/** The Markdown of every translation, keyed by language: what a page renders for its reader. */
export function newsletterMarkdownI18n(issue: NewsletterRecord): I18n {
  return i18nOf(issue, 'markdown');
}

/** The API's `html`: the pages' pipeline with links to our site absolute, as an app on another origin cannot follow a relative one. */
function apiHtml(ctx: BuildContext, markdown: string, lang: Locale): string {
  return renderMarkdown(markdown, { target: 'api', lang, siteUrl: ctx.config.baseUrl });
}

function htmlI18n(ctx: BuildContext, issue: NewsletterRecord): I18n {
  const out: I18n = {};
  for (const lang of NORDIC_LANGS) {
    const markdown = issue.translations[lang]?.markdown;
    const html = markdown ? apiHtml(ctx, markdown, lang) : '';
    if (html) out[lang] = html;
  }
  return out;
}

export function buildNewsletterIssue(ctx: BuildContext, issue: NewsletterRecord) {
  return {
    ...newsletterSummary(ctx, issue),
    text: issue.text,
    html: apiHtml(ctx, issue.markdown, 'en'),
    text_i18n: i18nOf(issue, 'text'),
    html_i18n: htmlI18n(ctx, issue),
  };
}

export function newslettersNewestFirst(data: SiteData): NewsletterRecord[] {
  return [...data.content.newsletters].sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number);
}

export const newsletterFamilies = listAndItem({
  records: newslettersNewestFirst,
  keyOf: (issue) => issue.id,
  row: (_data, ctx, issue) => newsletterSummary(ctx, issue),
  list: {
    pattern: 'newsletters.json',
    title: 'Newsletters',
    description: 'Newsletter issues, newest first, without their bodies.',
    returns: 'NewsletterList',
    schema: newsletterListSchema,
    build: (_data, ctx, issues) => ({ ...envelope(ctx), count: issues.length, issues }),
  },
  item: {
    pattern: 'newsletters/{id}.json',
    title: 'Newsletter issue',
    description: 'One issue with its plain text and HTML, and their translations.',
    returns: 'NewsletterIssue',
    schema: newsletterIssueSchema,
    build: (_data, ctx, issue) => buildNewsletterIssue(ctx, issue),
  },
});
