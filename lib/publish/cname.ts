import { isIP } from 'node:net';

/** The `CNAME` file for GitHub Pages: SITE_URL's host, never a reserved name or IP, which would redirect the site to nowhere. */
const RESERVED_SUFFIXES = ['example', 'test', 'invalid', 'localhost'] as const;
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org', 'github.io'] as const;

/** Whether `host` (no port) is reserved, GitHub's own, or an IP address. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === '' || isIP(name.replace(/^\[|\]$/g, '')) !== 0) return true;
  const labels = name.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if ((RESERVED_SUFFIXES as readonly string[]).includes(tld)) return true;
  return RESERVED_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** The `CNAME` file's content for a site address, or null when none should be written. */
export function cnameFor(siteUrl: string): string | null {
  const host = new URL(siteUrl).hostname;
  return isReservedHost(host) ? null : `${host.toLowerCase().replace(/\.$/, '')}\n`;
}
