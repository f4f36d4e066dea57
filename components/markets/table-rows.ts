import type { RowMarkup, RowMeta } from './market-row';

/**
 * The markets table's rows in the browser, as plain DOM (the page runs no framework). The page
 * arrives with every row printed; new markup replaces a row only where it differs, a
 * few rows per task so a reload never holds the reader's taps for the whole table, and the
 * controls' selection decides which rows the body holds and in what order.
 */

/** Rows replaced per task when new data changes many rows. */
const ROWS_PER_STEP = 2;

interface Held {
  hash: string;
  element: Element;
}

export interface TableRows {
  /**
   * Shows `rows` (as the data has them; markup for those that may have changed) in the order and
   * selection `select` gives. Resolves when done, or early when a later call has taken over.
   */
  show(rows: ReadonlyArray<RowMeta | RowMarkup>, select: (rows: readonly RowMeta[]) => readonly RowMeta[]): Promise<void>;
}

/** The body `tbody`, whose rows were printed as `printed` says. */
export function tableRows(tbody: HTMLTableSectionElement, printed: readonly RowMeta[], afterStep: () => void): TableRows {
  const held = new Map<string, Held>();
  for (const element of tbody.children) {
    const symbol = element.getAttribute('data-symbol');
    const row = printed.find((candidate) => candidate.symbol === symbol);
    if (symbol && row) held.set(symbol, { hash: row.hash, element });
  }
  let turn = 0;

  /** The body's children become `elements`, in order, moving only what is out of place. */
  function arrange(elements: readonly Element[]) {
    let at = tbody.firstElementChild;
    for (const element of elements) {
      if (element === at) at = at.nextElementSibling;
      else tbody.insertBefore(element, at);
    }
    while (at) {
      const next = at.nextElementSibling;
      at.remove();
      at = next;
    }
  }

  return {
    async show(rows, select) {
      const mine = ++turn;
      const changed = rows.filter((row): row is RowMarkup => 'html' in row && held.get(row.symbol)?.hash !== row.hash);
      for (let k = 0; k < changed.length; k += ROWS_PER_STEP) {
        if (k > 0) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (mine !== turn) return;
        }
        const template = document.createElement('template');
        template.innerHTML = changed
          .slice(k, k + ROWS_PER_STEP)
          .map((row) => row.html)
          .join('');
        for (const element of [...template.content.children]) {
          const symbol = element.getAttribute('data-symbol') ?? '';
          const row = changed.find((candidate) => candidate.symbol === symbol);
          if (!row) continue;
          const before = held.get(symbol);
          if (before?.element.parentNode === tbody) tbody.replaceChild(element, before.element);
          held.set(symbol, { hash: row.hash, element });
        }
        afterStep();
      }
      const present = new Set(rows.map((row) => row.symbol));
      for (const symbol of held.keys()) if (!present.has(symbol)) held.delete(symbol);
      arrange(select(rows).flatMap((row) => held.get(row.symbol)?.element ?? []));
      afterStep();
    },
  };
}
