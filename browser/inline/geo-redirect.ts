import { resolveLocale, type ResolveInput } from '@/lib/i18n/resolve';
import { readConfig } from './config';
import { GEO_CONFIG_ID, type GeoRedirectConfig } from '@/lib/pages/geo-redirect-config';

/** The English home page on a static host, where no server decides the visitor's language. */
function cookieValue(name: string): string | null {
  for (const part of document.cookie.split('; ')) {
    const [key, ...rest] = part.split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function run(config: GeoRedirectConfig): void {
  const cookie = cookieValue(config.cookie);
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
  const go = (country: string | null, auto: boolean) => {
    const input: ResolveInput = { cookie, country, languages, geo: config.geo, locales: config.locales };
    const to = resolveLocale(input);
    const home = to ? config.homes[to] : undefined;
    if (!to || !home) return;
    if (auto) {
      try {
        sessionStorage.setItem(config.sessionKey, to);
      } catch {
        // Storage may be disabled; the redirect still happens once for this load.
      }
    }
    location.replace(home + location.search + location.hash);
  };

  if (cookie !== null && config.locales.includes(cookie)) return go(null, false);
  try {
    if (sessionStorage.getItem(config.sessionKey)) return;
  } catch {
    // No storage: decide anyway.
  }
  if (!config.endpoint) return go(null, true);
  let done = false;
  const finish = (country: string | null) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    go(country, true);
  };
  const timer = setTimeout(() => finish(null), config.timeoutMs);
  fetch(config.endpoint, { credentials: 'omit', cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then(
      (body: unknown) => {
        const country = body && typeof body === 'object' && 'country' in body ? (body as { country: unknown }).country : null;
        finish(typeof country === 'string' ? country : null);
      },
      () => finish(null),
    );
}

const config = readConfig<GeoRedirectConfig>(GEO_CONFIG_ID);
if (config) {
  try {
    run(config);
  } catch {
    // A failure here must never break the page: the visitor simply stays on the English home.
  }
}
