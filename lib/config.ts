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
  const { SITE_NAME, SITE_URL, PAGES_URL, PREVIEW } = result.data;
  return { siteName: SITE_NAME, baseUrl: SITE_URL, pagesUrl: PAGES_URL, preview: PREVIEW === 'true' || PREVIEW === '1' };
}

let cached: SiteConfig | undefined;

/** The process-wide config, parsed on first use. */
export function getConfig(): SiteConfig {
  cached ??= parseConfig({
    SITE_NAME: process.env.SITE_NAME,
    SITE_URL: process.env.SITE_URL,
    PAGES_URL: process.env.PAGES_URL,
    PREVIEW: process.env.PREVIEW,
  });
  return cached;
}
