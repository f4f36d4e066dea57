import { relativeTime } from '@/lib/i18n/relative-time';
import { HYDRATED_EVENT } from '@/lib/pages/fresh-config';

/**
 * What is fresh: `<time data-relative>` reads "3 hours ago" (the page prints the exact time, kept
 * as its tooltip), kept current each minute; teasers (`data-published`) inside a list that names
 * the mark (`data-new-label`) are marked when published since the reader's last visit.
 */
const LAST_VISIT = 'desk-last-visit';
// The tab keeps the visit's baseline, so going from home to news marks the same stories.
const SINCE = 'desk-since';

function times(): void {
  const now = Date.now();
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    const at = Date.parse(time.dateTime);
    if (Number.isNaN(at)) continue;
    time.dataset.absolute ??= time.textContent ?? '';
    const relative = relativeTime(at, now, document.documentElement.lang);
    time.textContent = relative ?? time.dataset.absolute;
    time.dataset.shown = relative === null ? 'absolute' : 'relative';
  }
}

let since: number | null | undefined;

function baseline(): number | null {
  if (since !== undefined) return since;
  try {
    let stored = sessionStorage.getItem(SINCE);
    if (stored === null) {
      stored = localStorage.getItem(LAST_VISIT) ?? '';
      sessionStorage.setItem(SINCE, stored);
    }
    localStorage.setItem(LAST_VISIT, new Date().toISOString());
    const at = Date.parse(stored);
    since = Number.isNaN(at) ? null : at;
  } catch {
    // Storage refused (private mode, blocked): nothing is marked.
    since = null;
  }
  return since;
}

function marks(): void {
  const at = baseline();
  if (at === null) return;
  for (const teaser of document.querySelectorAll<HTMLElement>('[data-new-label] [data-published]')) {
    const label = teaser.closest('[data-new-label]')?.getAttribute('data-new-label');
    if (!label || !(Date.parse(teaser.dataset.published ?? '') > at) || teaser.querySelector('.badge-new')) continue;
    const mark = document.createElement('span');
    mark.className = 'badge badge-new';
    mark.textContent = label;
    teaser.querySelector('.teaser-meta')?.prepend(mark, ' ');
  }
}

let started = false;

function apply(): void {
  times();
  marks();
  if (!started) setInterval(times, 60_000);
  started = true;
}

// A section page is React's: changing its text before hydration would make React render it
// again and drop the change, so there the client leaf's signal starts it (after each client
// navigation too); a leaf page has no framework and starts when parsed.
document.addEventListener(HYDRATED_EVENT, apply);
function parsed(): void {
  // Matched without its leading slash: leaf pages must not hold Next's asset path at all.
  if (!document.querySelector('script[src*="_next/static"]')) apply();
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
else parsed();
