import { STATIC_PORT, SERVER_PORT } from '../../playwright.config';

/** The two real servers the browser tests talk to. */
export const STATIC_ORIGIN = `http://127.0.0.1:${STATIC_PORT}`;
export const SERVER_ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;

/** An absolute URL from a document (on base_url) moved onto a local server. */
export function local(origin: string, absoluteUrl: string): string {
  const url = new URL(absoluteUrl);
  return `${origin}${url.pathname}${url.search}`;
}
