import { z } from 'zod';
import { absoluteUrl, freeForm, translationsOf, isoDate, listDocument } from './common';

const issueShape = {
  id: z.string(),
  number: z.int().positive(),
  date: isoDate,
  period: z.object({ start: isoDate, end: isoDate }),
  title: z.string(),
  subtitle: z.string(),
  title_i18n: translationsOf('title'),
  subtitle_i18n: translationsOf('subtitle'),
  sign_off: z.string(),
  video: z.object({ url: absoluteUrl, title: z.string(), provider: z.string().optional() }).nullable(),
  api_url: absoluteUrl,
  html_url: absoluteUrl,
};

/** In the list: no bodies. */
export const newsletterSummarySchema = z.strictObject(issueShape);

export const newsletterIssueSchema = freeForm({
  ...issueShape,
  text: z.string().min(1),
  html: z.string().min(1),
  text_i18n: translationsOf('text'),
  html_i18n: translationsOf('html'),
});

export const newsletterListSchema = listDocument({ count: z.int().nonnegative(), issues: z.array(newsletterSummarySchema) });
