/** The data block the first-visit language script reads (written by the English home page). */
export const GEO_CONFIG_ID = 'geo-config';

export interface GeoRedirectConfig {
  /** Absolute or site-relative URL answering `{"country":"SE"}`; empty = no geo lookup. */
  readonly endpoint: string;
  readonly geo: { readonly by_country: Readonly<Record<string, string>>; readonly default: string };
  readonly locales: readonly string[];
  /** Home page path of each locale (`/sv/`). */
  readonly homes: Readonly<Record<string, string>>;
  readonly cookie: string;
  readonly sessionKey: string;
  readonly timeoutMs: number;
}
