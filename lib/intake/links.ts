/** Links as the intake keeps them: http(s) only, no fragment or tracking parameters, so one story under two tracked URLs is one link. */

// Parameters that say where a reader came from, never which page it is.
const TRACKING_PARAMETER =
  /^(utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|ocid|cmpid|xtor|at_medium|at_campaign|at_source|at_content|s_cid|ref|ref_src|ref_url|smid|spm|icid|ns_mchannel|ns_source|ns_campaign|ns_linkname|ns_fee)$/i;

/** The link to keep, or null when it is not a usable http(s) address. */
export function normaliseLink(raw: string | undefined | null, base?: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = base ? new URL(raw.trim(), base) : new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name);
  if ([...url.searchParams.keys()].length === 0) url.search = '';
  return url.href;
}

/** What makes two links the same story: host without `www.`, path without a trailing slash. */
export function linkKey(link: string): string {
  const url = new URL(link);
  const host = url.hostname.replace(/^www\./, '');
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  return `${host}${url.port ? `:${url.port}` : ''}${pathname}${url.search}`;
}

/** linkKey of a raw link, or null when the link is unusable. */
export function keyOf(raw: string | undefined | null): string | null {
  const link = normaliseLink(raw);
  return link ? linkKey(link) : null;
}
