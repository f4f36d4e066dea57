import Negotiator from 'negotiator';

/** A language tag as RFC 5646 spells it, roughly: letters, then dash-separated subtags. */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

/** Accept-Language → tags, most preferred first, read by negotiator; a malformed header never fails the request. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags = new Negotiator({ headers: { 'accept-language': header } }).languages();
  return tags.filter((tag) => LANGUAGE_TAG.test(tag));
}
