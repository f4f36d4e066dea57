import { SortChoice } from '@/components/site/sort-choice';
import { SORT_ORDERS } from '@/lib/markets/sort-orders';
import type { Labels } from './market-figures';

/** The table's sort: radio buttons and the stylesheet (components/site/sort-choice.tsx, styles/markets.css). */
export function MarketsSort({ labels }: { labels: Labels }) {
  const names: Record<(typeof SORT_ORDERS)[number], string> = {
    pair: labels.sortPair,
    price: labels.sortPrice,
    change: labels.sortChange,
    volume: labels.sortVolume,
  };
  return (
    <SortChoice
      name="markets-sort"
      legend={labels.sort}
      options={[{ value: 'default', label: labels.sortDefault }, ...SORT_ORDERS.map((order) => ({ value: order, label: names[order] }))]}
    />
  );
}
