/**
 * The instant a build describes. It is read once per build: the build command sets BUILD_NOW
 * (ISO 8601) for every step, and next.config.mjs inlines it into Next's bundles, so every page
 * and document of one build (Next's workers and the leaf page export alike) agrees on
 * `now`: which events are past, `generated_at`, the copyright year. Without BUILD_NOW (unit tests,
 * `next dev`) the live clock is used.
 */
export function buildInstant(): Date {
  // Written out as `process.env.BUILD_NOW` so Next can inline it at build time.
  const value = process.env.BUILD_NOW;
  if (!value) return new Date();
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`BUILD_NOW must be an ISO 8601 instant (got ${JSON.stringify(value)})`);
  return new Date(ms);
}
