import { positiveInt } from '@/lib/node/numbers';
import type { ExchangeId } from '../constants';
import type { FetchMarketsOptions } from '../fetch';
import { readEnv } from '@/lib/config';

type Env = Record<string, string | undefined>;

/** Fetch settings from the environment, read at call time so tests can point the exchanges at a loopback fake. */
export function fetchOptionsFromEnv(env: Env = readEnv()): FetchMarketsOptions {
  const baseUrls: Partial<Record<ExchangeId, string>> = {};
  if (env.FIRI_API_URL) baseUrls.firi = env.FIRI_API_URL;
  if (env.NBX_API_URL) baseUrls.nbx = env.NBX_API_URL;
  if (env.COINMOTION_API_URL) baseUrls.coinmotion = env.COINMOTION_API_URL;
  const timeoutMs = positiveInt(env.MARKETS_FETCH_TIMEOUT_MS);
  const retryDelayMs = positiveInt(env.MARKETS_RETRY_DELAY_MS);
  return {
    baseUrls,
    ...(timeoutMs !== undefined && { timeoutMs }),
    ...(retryDelayMs !== undefined && { retryDelayMs }),
  };
}
