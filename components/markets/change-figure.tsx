import type { ChangeDisplay } from '@/lib/pages/change-display';
import { fmt } from '@/lib/i18n/fmt';
import type { Labels } from './market-figures';

/**
 * A pair's change as a per-cent figure with an arrow (the arrow is decoration: the sign says the
 * same in text), or an honest dash with "not enough price history yet" for assistive technology.
 * Used by the markets table's rows (printed by the build and by the page's worker) and the asset
 * pages.
 */
const ARROWS: Readonly<Record<-1 | 1, string>> = { 1: '\u25B2', [-1]: '\u25BC' };

export function changeFigure(shown: ChangeDisplay | null, labels: Labels) {
  if (shown === null)
    return (
      <span className="none" data-direction="none">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{labels.noChange}</span>
      </span>
    );
  const name = shown.direction > 0 ? 'up' : shown.direction < 0 ? 'down' : 'flat';
  return (
    <span className={`change change-${name}`} data-direction={shown.direction}>
      {shown.direction !== 0 ? (
        <>
          <span className="arrow" aria-hidden="true">
            {ARROWS[shown.direction]}
          </span>{' '}
        </>
      ) : null}
      <span className="num">{fmt(labels.changePercent, { value: shown.percent })}</span>
    </span>
  );
}
