import { PUBLISHED_SCOPE } from '@/lib/markets/node/refresh';
import { inScope } from '@/lib/node/transaction';
import { REGISTER_SCOPE } from '@/lib/register/node/refresh';

// A set is the scope its scheduled job may write (`--only <set>`); its publish reads nothing else of the folder.
export const PUBLISH_SETS = {
  markets: { scope: PUBLISHED_SCOPE, message: 'Refresh market data' },
  register: { scope: REGISTER_SCOPE, message: "Refresh the register set from ESMA's interim MiCA register" },
} as const satisfies Record<string, { readonly scope: readonly string[]; readonly message: string }>;

export type PublishSet = keyof typeof PUBLISH_SETS;

export function isPublishSet(value: string): value is PublishSet {
  return Object.hasOwn(PUBLISH_SETS, value);
}

export function inSet(set: PublishSet, relative: string): boolean {
  return inScope(PUBLISH_SETS[set].scope, relative);
}

/** Whether a publish of `only` can carry market files (the whole site, or the market set): the market rule applies. */
export function carriesMarkets(only: PublishSet | undefined): boolean {
  return only === undefined || only === 'markets';
}
