import { browserBaseUrls } from '@/lib/markets/live';
import { readEnv } from '@/lib/config';

/** The one list of security headers; a page's policy is also in its `<meta>` for hosts that cannot send headers. No `'unsafe-inline'`. */

/** Headers every response carries, whatever it is. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on the site needs these; saying so stops an injected or third-party script using them.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // frame-ancestors (below) is the standard; X-Frame-Options covers browsers that predate it.
  'X-Frame-Options': 'DENY',
};

/** The origin of an absolute GEO_ENDPOINT, for the home page's connect-src; none for a relative one. */
export function geoEndpointOrigins(endpoint: string | undefined): string[] {
  if (!endpoint || !/^https?:\/\//i.test(endpoint)) return [];
  try {
    return [new URL(endpoint).origin];
  } catch {
    return [];
  }
}

/** The origins the markets page reads directly: the CORS exchanges, where this build points them (lib/markets/live.ts). */
export const CORS_EXCHANGE_ORIGINS: readonly string[] = Object.values(browserBaseUrls(readEnv())).map((url) => new URL(url).origin);

/** What a page adds to the base policy, by its section path (lib/core/sections.ts). */
export const PAGE_POLICY_EXTRAS: Readonly<
  Record<string, { readonly scriptSrc?: readonly string[]; readonly connectSrc?: readonly string[] }>
> = {
  // The home page's first-visit language script asks GEO_ENDPOINT.
  '': { connectSrc: geoEndpointOrigins(readEnv().GEO_ENDPOINT) },
  markets: { connectSrc: CORS_EXCHANGE_ORIGINS },
  // Pagefind compiles its WebAssembly in the browser (its worker and index files are same-origin).
  search: { scriptSrc: ["'wasm-unsafe-eval'"] },
};

export interface PolicyInput {
  /** `'sha256-…'` and `'nonce-…'` sources allowed to run inline. */
  readonly inline: readonly string[];
  /** Whether the page loads scripts from our origin (Next's chunks on section pages). */
  readonly selfScripts: boolean;
  /** The page's section path, for PAGE_POLICY_EXTRAS (`''` for the home page). */
  readonly section?: string;
  /** `meta`: the `<meta http-equiv>` form, without frame-ancestors (browsers ignore it there; the header and X-Frame-Options carry it). */
  readonly form: 'header' | 'meta';
}

export function pagePolicy({ inline, selfScripts, section, form }: PolicyInput): string {
  const extras = section === undefined ? undefined : PAGE_POLICY_EXTRAS[section];
  const directives = [
    "default-src 'self'",
    `script-src ${[...(selfScripts ? ["'self'"] : []), ...inline, ...(extras?.scriptSrc ?? [])].join(' ') || "'none'"}`,
    // Style attributes (the coverage bars' --share) and the styles Next writes inline.
    "style-src 'self' 'unsafe-inline'",
    // Markdown bodies may show images from other https sites.
    "img-src 'self' data: https:",
    `connect-src ${["'self'", ...(extras?.connectSrc ?? [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(form === 'header' ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}

/** The policy of responses that are data, not pages (the API, feeds): nothing in them may run. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The `'sha256-…'` source of an inline script's text. */
export function scriptHashSource(hash: string): string {
  return `'${hash}'`;
}
