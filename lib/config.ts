import { z } from 'zod';

/** Site configuration, read from the environment once; a bad value stops the process naming the variable, never broken URLs. */
export interface SiteConfig {
  /** Site name, used as `name` in every envelope. */
  readonly siteName: string;
  /** Public site address, no trailing slash. */
  readonly baseUrl: string;
  /** Static-host address the files are also published from, no trailing slash. */
  readonly pagesUrl: string;
  /** `preview` flag of every document; false on the published site. */
  readonly preview: boolean;
  /** Per cent a pair must move in 24 hours for `markets/moves.json` and the move feeds (MOVES_THRESHOLD_PCT, default 5). */
  readonly movesThresholdPct?: string;
}

export const DEFAULT_CONFIG: SiteConfig = {
  siteName: 'Nordic Crypto Desk',
  baseUrl: 'https://nordic-crypto-desk.example',
  pagesUrl: 'https://pages.nordic-crypto-desk.example',
  preview: false,
};

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  SITE_NAME: z.string().trim().min(1, 'must not be empty').default(DEFAULT_CONFIG.siteName),
  SITE_URL: httpUrl.default(DEFAULT_CONFIG.baseUrl),
  PAGES_URL: httpUrl.default(DEFAULT_CONFIG.pagesUrl),
  PREVIEW: z.enum(['true', 'false', '1', '0']).default('false'),
  MOVES_THRESHOLD_PCT: z
    .string()
    .regex(/^(?:0|[1-9]\d*)(?:\.\d+)?$/, 'must be a plain decimal such as 5 or 2.5')
    .refine((value) => /[1-9]/.test(value), 'must be above zero')
    .optional(),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses a config from an environment-like object. Pure: tests pass their own env. */
export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  // An empty variable counts as unset, so `SITE_URL= npm run build` keeps the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`)
      .join('; ');
    throw new ConfigError(`Invalid site configuration: ${problems}`);
  }
  const { SITE_NAME, SITE_URL, PAGES_URL, PREVIEW, MOVES_THRESHOLD_PCT } = result.data;
  return {
    siteName: SITE_NAME,
    baseUrl: SITE_URL,
    pagesUrl: PAGES_URL,
    preview: PREVIEW === 'true' || PREVIEW === '1',
    ...(MOVES_THRESHOLD_PCT !== undefined && { movesThresholdPct: MOVES_THRESHOLD_PCT }),
  };
}

const setting = z.string().optional();

/**
 * Every setting lib/, pipeline/, components/ and app/ read from the environment, as the raw
 * strings (each caller keeps its own default for an unset or empty one). Lint lets only this file
 * touch `process.env` (and lib/node/faults.ts its one test variable, DESK_FAULT); a new setting is
 * added here.
 */
const environmentSchema = z.object({
  // Site configuration (parseConfig checks them).
  SITE_NAME: setting,
  SITE_URL: setting,
  PAGES_URL: setting,
  PREVIEW: setting,
  MOVES_THRESHOLD_PCT: setting,
  // The build.
  BUILD_NOW: setting,
  BUILD_CACHE_DIR: setting,
  CONTENT_DIR: setting,
  GEO_ENDPOINT: setting,
  // Market data: the snapshot and the fetch's limits (each exchange's URLs: EXCHANGE_URL below).
  MARKETS_SNAPSHOT: setting,
  MARKETS_FETCH_TIMEOUT_MS: setting,
  MARKETS_RETRY_DELAY_MS: setting,
  MARKETS_LOCK_WAIT_MS: setting,
  // ESMA's register of CASPs.
  ESMA_CASPS_URL: setting,
  REGISTER_FETCH_TIMEOUT_MS: setting,
  REGISTER_RETRY_DELAY_MS: setting,
  // Intake and its pull request.
  INTAKE_TIMEOUT_MS: setting,
  INTAKE_MAX_BYTES: setting,
  INTAKE_MAX_REDIRECTS: setting,
  GITHUB_API_URL: setting,
  GITHUB_REPOSITORY: setting,
  GITHUB_TOKEN: setting,
  // Machine translation.
  DEEPL_AUTH_KEY: setting,
  DEEPL_API_URL: setting,
  LIBRETRANSLATE_URL: setting,
  LIBRETRANSLATE_API_KEY: setting,
  // Telegram.
  TELEGRAM_BOT_TOKEN: setting,
  TELEGRAM_API_URL: setting,
  // Serving and publishing.
  PORT: setting,
  HOST: setting,
  GITHUB_SHA: setting,
  AWS_REGION: setting,
  S3_ENDPOINT: setting,
  AWS_ACCESS_KEY_ID: setting,
  AWS_SECRET_ACCESS_KEY: setting,
});

/** Each exchange's base URLs, `<ID>_API_URL` and `LIVE_<ID>_API_URL`, named by its file (lib/markets/exchanges/): a new exchange adds none here. */
const EXCHANGE_URL = /^(?:LIVE_)?[A-Z][A-Z0-9]*_API_URL$/;

export type Environment = z.output<typeof environmentSchema> & { readonly [name: `${string}_API_URL`]: string | undefined };

/** The environment as it is now: read on every call, so a test that changes a variable sees it at once. */
export function readEnv(): Environment {
  // The two named out are inlined by Next at build time (next.config.mjs `env`), which needs the literal member expression.
  const env = { ...process.env, BUILD_NOW: process.env.BUILD_NOW, GEO_ENDPOINT: process.env.GEO_ENDPOINT };
  const urls = Object.fromEntries(Object.entries(env).filter(([name, value]) => EXCHANGE_URL.test(name) && typeof value === 'string'));
  return { ...urls, ...environmentSchema.parse(env) };
}

/** The environment of a child process: this one's, whole (PATH, HOME, NODE_OPTIONS …), with `extra` on top. */
export function childEnv(extra: Readonly<Record<string, string | undefined>> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

let cached: { readonly key: string; readonly config: SiteConfig } | undefined;

/** The process-wide config, parsed once for each set of its settings (a test that changes one gets a fresh parse). */
export function getConfig(): SiteConfig {
  const { SITE_NAME, SITE_URL, PAGES_URL, PREVIEW, MOVES_THRESHOLD_PCT } = readEnv();
  const key = JSON.stringify([SITE_NAME, SITE_URL, PAGES_URL, PREVIEW, MOVES_THRESHOLD_PCT]);
  if (cached?.key !== key) cached = { key, config: parseConfig({ SITE_NAME, SITE_URL, PAGES_URL, PREVIEW, MOVES_THRESHOLD_PCT }) };
  return cached.config;
}
