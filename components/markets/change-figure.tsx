import type { ChangeDisplay } from '@/lib/pages/change-display';
import { fmt } from '@/lib/i18n/fmt';
import type { Labels } from './market-figures';

/**
 * A pair's change as a signed per-cent figure with an arrow (↑ or ↓; the sign says the same in
 * text, colour only repeats it), or nothing when the history is too short: the page says that
 * once in words (`historyShort`), not with a dash per cell. Used by the markets table's rows, the
 * home page's price strip and the asset pages.
 */
const ARROWS: Readonly<Record<-1 | 1, string>> = { 1: '\u2191', [-1]: '\u2193' };

export function changeFigure(shown: ChangeDisplay | null, labels: Labels) {
  if (shown === null) return <span className="none" data-direction="none" />;
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
