import { groupDecimal } from './format';
import { compare, quotient } from '@/lib/markets/decimal';
import type { ChangeFigures, MarketChanges } from '@/lib/markets/types';

/** How a published change is shown: `change_pct` rounded on the text (never a JS number), grouped, signed; null when nothing honest. */
export interface ChangeDisplay {
  /** 1 up, -1 down, 0 unchanged, from the exact difference. */
  readonly direction: -1 | 0 | 1;
  /** "+1.23", "−0.50" (U+2212), "0.00", in the locale's separators; without the per-cent sign. */
  readonly percent: string;
  /** The published `change_pct`, exact: for ordering (the markets table's sort by change). */
  readonly exact: string;
}

export const CHANGE_DISPLAY_PLACES = 2;

export type { ChangeFigures };

export function changeDisplay(change: ChangeFigures | null, locale: string): ChangeDisplay | null {
  if (change === null || change.change_pct === null) return null;
  const direction = compare(change.change, '0') as -1 | 0 | 1;
  const rounded = quotient(change.change_pct, '1', CHANGE_DISPLAY_PLACES);
  // A fall that rounds to zero keeps its minus sign: "−0.00" says down, as the arrow does.
  const signed = direction < 0 && !rounded.startsWith('-') ? `-${rounded}` : rounded;
  const grouped = groupDecimal(signed, locale);
  return { direction, percent: direction > 0 ? `+${grouped}` : grouped, exact: change.change_pct };
}

/** Each pair's two changes as the markets table shows them, from `markets/changes.json`. */
export interface ShownChanges {
  readonly generated_at: string;
  readonly bySymbol: Readonly<Record<string, { readonly h24: ChangeDisplay | null; readonly d7: ChangeDisplay | null }>>;
}

export function shownChanges(doc: Pick<MarketChanges, 'generated_at' | 'pairs'>, locale: string): ShownChanges {
  return {
    generated_at: doc.generated_at,
    bySymbol: Object.fromEntries(
      doc.pairs.map((p) => [p.symbol, { h24: changeDisplay(p.change_24h, locale), d7: changeDisplay(p.change_7d, locale) }]),
    ),
  };
}
