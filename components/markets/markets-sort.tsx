import { SORT_ORDERS } from '@/lib/markets/sort-orders';
import type { Labels } from './market-figures';

/**
 * The table's sort, with or without a script: radio buttons, and the stylesheet orders the rows
 * by the rank each row carries for the checked one (styles/markets.css, `:has()`), as the story
 * page switches its outlet order. A static host serves one file per page, so no `?sort=` link can
 * choose an order, and a pre-printed copy of the table per order would multiply the page's size;
 * ranks cost a few bytes per row. The browser restores a checked radio button when the reader
 * comes Back, so the choice survives Back.
 */
export function MarketsSort({ labels }: { labels: Labels }) {
  const names: Record<(typeof SORT_ORDERS)[number], string> = {
    pair: labels.sortPair,
    price: labels.sortPrice,
    change: labels.sortChange,
    volume: labels.sortVolume,
  };
  return (
    <fieldset className="markets-sort">
      <legend>{labels.sort}</legend>
      <label>
        <input type="radio" name="markets-sort" value="default" defaultChecked /> {labels.sortDefault}
      </label>
      {SORT_ORDERS.map((order) => (
        <label key={order}>
          <input type="radio" name="markets-sort" value={order} /> {names[order]}
        </label>
      ))}
    </fieldset>
  );
}
