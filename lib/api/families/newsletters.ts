import { NORDIC_LANGS, type I18n } from '@/lib/content/fields';
import type { NewsletterRecord } from '@/lib/content/types';
import { newsletterIssueSchema, newsletterListSchema } from '@/lib/schemas/newsletters';
import { apiUrl, pageUrl } from '@/lib/urls';
import type { SiteData } from '../site-data';
import { listAndItem } from '../family';
import { envelope, type BuildContext } from '../types';

/** Collects one field of every translation into an `_i18n` object. */
function i18nOf(issue: NewsletterRecord, field: 'title' | 'subtitle' | 'text' | 'html'): I18n {
  const out: I18n = {};
  for (const lang of NORDIC_LANGS) {
    const value = issue.translations[lang]?.[field];
    if (value) out[lang] = value;
  }
  return out;
}

function summary(ctx: BuildContext, issue: NewsletterRecord) {
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

export function buildNewsletterIssue(ctx: BuildContext, issue: NewsletterRecord) {
  return { ...summary(ctx, issue), text: issue.text, html: issue.html, text_i18n: i18nOf(issue, 'text'), html_i18n: i18nOf(issue, 'html') };
}

export function newslettersNewestFirst(data: SiteData): NewsletterRecord[] {
  return [...data.content.newsletters].sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number);
}

export const newsletterFamilies = listAndItem({
  records: newslettersNewestFirst,
  keyOf: (issue) => issue.id,
  row: (_data, ctx, issue) => summary(ctx, issue),
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
