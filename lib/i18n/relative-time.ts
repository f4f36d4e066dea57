/** How long ago a time is, in the reader's words ("för 3 timmar sedan"); pages print the absolute time and the browser turns it into this. */

/** Past a week a date says more than "12 days ago": such times stay absolute. */
export const RELATIVE_LIMIT_SECONDS = 7 * 86_400;

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

export function relativeTime(atMs: number, nowMs: number, locale: string): string | null {
  const seconds = (atMs - nowMs) / 1000;
  if (Math.abs(seconds) > RELATIVE_LIMIT_SECONDS) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  return format.format(0, 'second');
}
