import { fmt } from '@/lib/i18n/fmt';
import { STALE_AFTER_MS } from '@/lib/markets/constants';
import { ageParts } from '@/lib/pages/format';
import type { Labels } from './market-figures';
import { useReaderNow } from './reader-clock';

/**
 * How old a fetch is, by the reader's clock (reader-clock.ts): "3 min ago", and a flag once it is
 * older than two hours. The HTML, written without a reader's clock, shows the instant in UTC.
 */

/** "more than 2 hours old" once the reader's clock says so; nothing in the HTML or when fresh. */
export function Stale({ iso, labels }: { iso: string; labels: Labels }) {
  const now = useReaderNow();
  if (now === null || now - Date.parse(iso) <= STALE_AFTER_MS) return null;
  return (
    <span className="badge badge-stale" data-testid="stale">
      {labels.stale}
    </span>
  );
}

/** An instant as "3 min ago" once the reader's clock is known; before that (and in the HTML) as UTC. */
export function Age({ iso, labels }: { iso: string; labels: Labels }) {
  const now = useReaderNow();
  const utc = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  if (now === null) return <time dateTime={iso}>{utc}</time>;
  const { unit, n } = ageParts(iso, now);
  const template =
    unit === 'seconds' ? labels.ageSeconds : unit === 'minutes' ? labels.ageMinutes : unit === 'hours' ? labels.ageHours : labels.ageDays;
  return (
    <time dateTime={iso} title={utc}>
      {fmt(template, { n })}
    </time>
  );
}
