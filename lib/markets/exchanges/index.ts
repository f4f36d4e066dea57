import type { ExchangeId } from '../constants';
import type { ExchangeDescriptor } from '../types';
import { coinmotion, coinmotionDescriptor } from './coinmotion';
import { firi, firiDescriptor } from './firi';
import { nbx, nbxDescriptor } from './nbx';
import type { ExchangeAdapter } from './shared';

export { PayloadError, type ApiCall, type ExchangeAdapter, type ReshapeContext } from './shared';

/** The included exchanges in display order (exchange N1, N2, F1). */
export const EXCHANGES: readonly ExchangeDescriptor[] = [firiDescriptor, nbxDescriptor, coinmotionDescriptor];

export const ADAPTERS: Readonly<Record<ExchangeId, ExchangeAdapter>> = { firi, nbx, coinmotion };

/** Default API base URLs; the node side lets `FIRI_API_URL` etc. override them. */
export const DEFAULT_BASE_URLS: Readonly<Record<ExchangeId, string>> = {
  firi: 'https://api.firi.com',
  nbx: 'https://api.nbx.com',
  coinmotion: 'https://api.coinmotion.com',
};

export function descriptorOf(id: ExchangeId): ExchangeDescriptor {
  return ADAPTERS[id].descriptor;
}

export interface SkippedVenue {
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly reason: string;
}

/** Nordic venues checked and left out (spec §2.7.1 `skipped`). */
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
