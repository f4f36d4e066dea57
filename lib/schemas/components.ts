import type { z } from 'zod';
import { academiaRowSchema, imageRowSchema, regulationRowSchema, sourceEntrySchema } from './catalogues';
import { errorSchema } from './errors';
import {
  exchangeSchema,
  marketChangeSchema,
  marketPairChangeSchema,
  marketAggregateSchema,
  marketContributorSchema,
  marketDailyRowSchema,
  marketHistoryLinkSchema,
  marketHistoryRowSchema,
  marketLogoSchema,
  marketTickerSchema,
  marketVolumeSchema,
} from './markets';
import { newsCoverageSchema, newsOutletSchema, sourceLogoSchema, topicEntrySchema } from './news';
import { newsletterSummarySchema } from './newsletters';

export const NAMED_PARTS: ReadonlyArray<readonly [name: string, schema: z.ZodType]> = [
  ['Error', errorSchema],
  ['NewsOutlet', newsOutletSchema],
  ['NewsCoverage', newsCoverageSchema],
  ['SourceLogo', sourceLogoSchema],
  ['TopicEntry', topicEntrySchema],
  ['NewsletterSummary', newsletterSummarySchema],
  ['SourceEntry', sourceEntrySchema],
  ['AcademiaRow', academiaRowSchema],
  ['RegulationRow', regulationRowSchema],
  ['Image', imageRowSchema],
  ['Exchange', exchangeSchema],
  ['MarketTicker', marketTickerSchema],
  ['MarketAggregate', marketAggregateSchema],
  ['MarketContributor', marketContributorSchema],
  ['MarketVolume', marketVolumeSchema],
  ['MarketLogo', marketLogoSchema],
  ['MarketHistoryLink', marketHistoryLinkSchema],
  ['MarketHistoryRow', marketHistoryRowSchema],
  ['MarketDailyRow', marketDailyRowSchema],
  ['MarketChange', marketChangeSchema],
  ['MarketPairChange', marketPairChangeSchema],
];
