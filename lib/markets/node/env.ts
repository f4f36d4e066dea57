import { positiveInt } from '@/lib/node/numbers';
import { EXCHANGE_IDS, type ExchangeId } from '../constants';
import { ADAPTERS } from '../exchanges';
import type { FetchMarketsOptions } from '../fetch';
import { readEnv } from '@/lib/config';

type Env = Record<string, string | undefined>;

/** Fetch settings from the environment, read at call time so tests can point the exchanges at a loopback fake. */
export function fetchOptionsFromEnv(env: Env = readEnv()): FetchMarketsOptions {
  const baseUrls: Partial<Record<ExchangeId, string>> = {};
  for (const id of EXCHANGE_IDS) {
    const url = env[ADAPTERS[id].settings.apiUrl];
    if (url) baseUrls[id] = url;
  }
  const timeoutMs = positiveInt(env.MARKETS_FETCH_TIMEOUT_MS);
  const retryDelayMs = positiveInt(env.MARKETS_RETRY_DELAY_MS);
  return {
    baseUrls,
    ...(timeoutMs !== undefined && { timeoutMs }),
    ...(retryDelayMs !== undefined && { retryDelayMs }),
  };
}
