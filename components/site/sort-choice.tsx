import type { CSSProperties } from 'react';

/**
 * A list's sort, with or without a script: radio buttons, and the stylesheet orders the rows by
 * the place each row carries for the checked one (`--by-<order>`, from lib/core/sort-ranks.ts;
 * `:has()` in styles/, as the story page switches its outlet order). A static host serves one file
 * per page, so no `?sort=` link can choose an order, and a pre-printed copy of the list per order
 * would multiply the page's size; places cost a few bytes per row. The browser restores a checked
 * radio button when the reader comes Back, so the choice survives Back. The first option is the
 * printed order and starts checked.
 */
export function SortChoice({
  name,
  legend,
  options,
}: {
  /** The radio group's name, unique on the page (the stylesheet's selectors name it too). */
  name: string;
  legend: string;
  options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}) {
  return (
    <fieldset className="sort-choice">
      <legend>{legend}</legend>
      {options.map((option, i) => (
        <label key={option.value}>
          <input type="radio" name={name} value={option.value} defaultChecked={i === 0} /> {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A row's place in each order, as the custom properties the stylesheet orders by. */
export function rankStyle<K extends string>(ranks: Readonly<Record<K, number>> | undefined): CSSProperties | undefined {
  if (!ranks) return undefined;
  return Object.fromEntries(Object.entries(ranks).map(([order, rank]) => [`--by-${order}`, rank])) as CSSProperties;
}
