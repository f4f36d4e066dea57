import { z } from 'zod';

/** Which market files a publish puts on the branch: the build's only when freshly fetched and not older than the hourly refresh's. */

/** The market set on the branch: the catalogue and everything under the markets folder. */
export const MARKET_CATALOGUE = 'api/v1/markets.json';
export const MARKET_FOLDER = 'api/v1/markets/';

export function isMarketPath(relative: string): boolean {
  return relative === MARKET_CATALOGUE || relative.startsWith(MARKET_FOLDER);
}

/** History files only grow and a pair that is gone keeps its file (docs/markets.md, "The market set"). */
export function isHistoryPath(relative: string): boolean {
  return relative.startsWith(`${MARKET_FOLDER}history/`);
}

/** A published stamp further ahead than this is not believed, so it cannot block every deploy. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** The part of a market catalogue this rule reads; the rest is checked by the build. */
const catalogueStamps = z.object({
  generated_at: z.string().refine((value) => Number.isFinite(Date.parse(value)), 'not a date-time'),
  exchanges: z.array(z.object({ status: z.string(), fetched_at: z.string().nullable().optional() })),
});

export interface MarketStamps {
  /** `generated_at` of the catalogue, in ms. */
  readonly generatedAt: number;
  /** Newest `fetched_at` among exchanges with status `ok`; null when none succeeded. */
  readonly fetchedAt: number | null;
  readonly generatedAtText: string;
}

export class MarketStampsError extends Error {
  override name = 'MarketStampsError';
}

/** Reads the stamps of a catalogue's text; throws a MarketStampsError naming what is wrong. */
export function marketStamps(text: string): MarketStamps {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new MarketStampsError(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = catalogueStamps.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MarketStampsError(`${issue?.path.join('.') || '(document)'}: ${issue?.message ?? 'invalid'}`);
  }
  const fetched = parsed.data.exchanges
    .filter((exchange) => exchange.status === 'ok' && typeof exchange.fetched_at === 'string')
    .map((exchange) => Date.parse(exchange.fetched_at as string))
    .filter((ms) => Number.isFinite(ms));
  return {
    generatedAt: Date.parse(parsed.data.generated_at),
    fetchedAt: fetched.length > 0 ? Math.max(...fetched) : null,
    generatedAtText: parsed.data.generated_at,
  };
}

export type MarketDecision = { readonly use: 'build'; readonly reason: string } | { readonly use: 'published'; readonly reason: string };

/** `build`: the build's stamps, or null when the build has no catalogue. */
export function decideMarkets(build: MarketStamps | null, published: MarketStamps | string | null, now: Date): MarketDecision {
  if (published === null) return { use: 'build', reason: build ? 'nothing published yet' : 'none in the build, none published' };
  if (typeof published === 'string') {
    return build && build.fetchedAt !== null
      ? { use: 'build', reason: `the published ${MARKET_CATALOGUE} is damaged (${published})` }
      : { use: 'published', reason: `the build has no fetched prices (the published ${MARKET_CATALOGUE} is damaged: ${published})` };
  }
  if (build === null) return { use: 'published', reason: `the build has no ${MARKET_CATALOGUE}` };
  if (build.fetchedAt === null) return { use: 'published', reason: 'no exchange answered in the build: none has status "ok"' };
  const limit = now.getTime() + CLOCK_SKEW_MS;
  if (published.generatedAt <= limit && build.generatedAt < published.generatedAt) {
    return {
      use: 'published',
      reason: `the build's generated_at ${build.generatedAtText} is older than the published ${published.generatedAtText}`,
    };
  }
  if (published.fetchedAt !== null && published.fetchedAt <= limit && build.fetchedAt < published.fetchedAt) {
    return {
      use: 'published',
      reason: `the build's prices (fetched ${new Date(build.fetchedAt).toISOString()}) are older than the published ones (fetched ${new Date(published.fetchedAt).toISOString()})`,
    };
  }
  return { use: 'build', reason: `the build's prices are not older than the published ones (generated ${build.generatedAtText})` };
}
