/** The bases the home page's strip prefers, in this order; a currency with fewer of them takes its other priced pairs in the catalogue's order. */
const STRIP_BASES = ['BTC', 'ETH', 'SOL', 'XRP', 'LTC', 'ADA'] as const;
const STRIP_PAIRS_PER_QUOTE = 4;

interface StripCandidate {
  readonly base: string;
  readonly quote: string;
  readonly price: string | null;
}

/** Per quote currency (in `quotes`' order), up to four pairs that have a price: never one made up for a currency that lacks it. */
export function stripPairs<T extends StripCandidate>(aggregated: readonly T[], quotes: readonly string[]): T[] {
  const preferred = (base: string) => {
    const index = (STRIP_BASES as readonly string[]).indexOf(base);
    return index === -1 ? STRIP_BASES.length : index;
  };
  return quotes.flatMap((quote) =>
    aggregated
      .filter((row) => row.quote === quote && row.price !== null)
      .map((row, order) => ({ row, order }))
      .sort((a, b) => preferred(a.row.base) - preferred(b.row.base) || a.order - b.order)
      .slice(0, STRIP_PAIRS_PER_QUOTE)
      .map(({ row }) => row),
  );
}
