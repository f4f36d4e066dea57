import { relativeTime } from '@/lib/i18n/relative-time';

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

function baseline(): number | null {
  try {
    let since = sessionStorage.getItem(SINCE);
    if (since === null) {
      since = localStorage.getItem(LAST_VISIT) ?? '';
      sessionStorage.setItem(SINCE, since);
    }
    localStorage.setItem(LAST_VISIT, new Date().toISOString());
    const at = Date.parse(since);
    return Number.isNaN(at) ? null : at;
  } catch {
    // Storage refused (private mode, blocked): nothing is marked.
    return null;
  }
}

function marks(): void {
  const since = baseline();
  if (since === null) return;
  for (const teaser of document.querySelectorAll<HTMLElement>('[data-new-label] [data-published]')) {
    const label = teaser.closest('[data-new-label]')?.getAttribute('data-new-label');
    if (!label || !(Date.parse(teaser.dataset.published ?? '') > since) || teaser.querySelector('.badge-new')) continue;
    const mark = document.createElement('span');
    mark.className = 'badge badge-new';
    mark.textContent = label;
    teaser.querySelector('.teaser-meta')?.prepend(mark, ' ');
  }
}

function start(): void {
  times();
  marks();
  setInterval(times, 60_000);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
