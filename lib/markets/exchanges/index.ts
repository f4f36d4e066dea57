import { EXCHANGE_IDS, type ExchangeId } from '../constants';
import type { ExchangeDescriptor } from '../types';
import * as registry from './registry';
import type { ExchangeAdapter } from './shared';

export { PayloadError, type ApiCall, type ExchangeAdapter } from './shared';

/** Every included exchange by id (registry.ts): an id of EXCHANGE_IDS without its exchange does not compile. */
export const ADAPTERS: Readonly<Record<ExchangeId, ExchangeAdapter>> = registry;

/** The included exchanges' published facts in display order (EXCHANGE_IDS: exchange N1, N2, F1). */
export const EXCHANGES: readonly ExchangeDescriptor[] = EXCHANGE_IDS.map((id) => ADAPTERS[id].descriptor);

export function descriptorOf(id: ExchangeId): ExchangeDescriptor {
  return ADAPTERS[id].descriptor;
}

export interface SkippedVenue {
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly reason: string;
}

/** Nordic venues checked and left out (`skipped`). */
export const SKIPPED_VENUES: readonly SkippedVenue[] = [
  {
    id: 'safello',
    name: 'Safello',
    country: 'SE',
    reason:
      'Its documented API is for partners and asks for an access token on every call; no public, ' +
      'keyless ticker with bid, ask or last price was found.',
  },
  {
    id: 'coinify',
    name: 'Coinify',
    country: 'DK',
    reason:
      'Its trade API gives price quotes for a requested amount to authenticated partners and users; ' +
      'it publishes no public ticker with bid, ask or last price.',
  },
];
