import { fmt } from '@/lib/i18n/fmt';
import { STALE_AFTER_MS } from '@/lib/markets/constants';
import { ageParts } from '@/lib/pages/format';
import type { Labels } from './market-figures';

/**
 * The reader's clock for the markets page. The server has no reader's clock, so the HTML shows
 * each fetch as an instant in UTC (fetch-age.tsx); in the browser one timer rewrites every age
 * on the page ("3 min ago") and shows or hides the two-hour stale flags, whenever new markup lands
 * and every 30 s. It changes only those text values and `hidden` flags.
 */

const TICK_MS = 30_000;

/** "3 min ago" in the page's language. */
export function ageText(iso: string, nowMs: number, labels: Labels): string {
  const { unit, n } = ageParts(iso, nowMs);
  const template =
    unit === 'seconds' ? labels.ageSeconds : unit === 'minutes' ? labels.ageMinutes : unit === 'hours' ? labels.ageHours : labels.ageDays;
  return fmt(template, { n });
}

/** The instant as the HTML shows it: "2026-11-22 12:00 UTC". */
export function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Every age (`time[data-age]`) and stale flag (`[data-stale-for]`) under `root`, for the clock `nowMs`. */
export function showAges(root: ParentNode, nowMs: number, labels: Labels): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-age]')) {
    const text = ageText(time.dateTime, nowMs, labels);
    const node = time.firstChild;
    // One text node: its value is changed in place.
    if (node?.nodeType === Node.TEXT_NODE && time.childNodes.length === 1) {
      if (node.nodeValue !== text) node.nodeValue = text;
    } else if (time.textContent !== text) time.textContent = text;
    const utc = utcText(time.dateTime);
    if (time.title !== utc) time.title = utc;
  }
  for (const flag of root.querySelectorAll<HTMLElement>('[data-stale-for]')) {
    const stale = nowMs - Date.parse(flag.dataset.staleFor ?? '') > STALE_AFTER_MS;
    if (flag.hidden === stale) flag.hidden = !stale;
  }
}

/** Keeps the ages under `root` current: now, and every 30 s. */
export function startReaderClock(root: ParentNode, labels: Labels): void {
  showAges(root, Date.now(), labels);
  setInterval(() => showAges(root, Date.now(), labels), TICK_MS);
}
