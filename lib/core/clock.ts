import { readEnv } from '@/lib/config';

/** The instant a build describes: BUILD_NOW, set by the build for every step, so every page and document agrees on `now`. */
export function buildInstant(): Date {
  const value = readEnv().BUILD_NOW;
  if (!value) return new Date();
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`BUILD_NOW must be an ISO 8601 instant (got ${JSON.stringify(value)})`);
  return new Date(ms);
}
