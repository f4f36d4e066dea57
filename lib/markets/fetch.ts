import { EXCHANGE_IDS, FETCH_TIMEOUT_MS, MAX_BODY_BYTES, type ExchangeId } from './constants';
import { ADAPTERS, DEFAULT_BASE_URLS } from './exchanges';
import { parseLossless } from './json';
import type { ExchangeResult, MarketsSnapshot } from './types';

/**
 * Fetches the exchanges in parallel with global `fetch` (browser, Node, Next alike). One
 * exchange's failure becomes its `error`; this module never throws for it.
 */
export interface FetchMarketsOptions {
  /** Base URL per exchange; defaults to the public APIs. */
  readonly baseUrls?: Partial<Record<ExchangeId, string>>;
  /** Per-request timeout, body included. */
  readonly timeoutMs?: number;
  /** Pause before the one retry. */
  readonly retryDelayMs?: number;
  readonly maxBodyBytes?: number;
  /** Overall budget of the caller; aborting it fails whatever is still running. */
  readonly signal?: AbortSignal;
  readonly exchanges?: readonly ExchangeId[];
  readonly now?: () => Date;
  readonly fetch?: typeof fetch;
}

class RequestError extends Error {
  constructor(
    message: string,
    /** Worth one more try: 429, 5xx or a network failure. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export async function fetchMarkets(options: FetchMarketsOptions = {}): Promise<MarketsSnapshot> {
  const ids = options.exchanges ?? EXCHANGE_IDS;
  const exchanges = await Promise.all(ids.map((id) => fetchExchange(id, options)));
  const now = options.now ?? (() => new Date());
  return { kind: 'markets_snapshot', version: 1, generated_at: now().toISOString(), exchanges };
}

export async function fetchExchange(id: ExchangeId, options: FetchMarketsOptions = {}): Promise<ExchangeResult> {
  const adapter = ADAPTERS[id];
  const now = options.now ?? (() => new Date());
  const baseUrl = (options.baseUrls?.[id] ?? DEFAULT_BASE_URLS[id]).replace(/\/+$/, '');
  // When one call of an exchange fails, its sibling calls are abandoned rather than awaited.
  const sibling = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, sibling.signal]) : sibling.signal;
  try {
    const bodies = await Promise.all(
      adapter.paths.map((path) =>
        getJson(`${baseUrl}${path}`, { ...options, signal }).catch((error: unknown) => {
          sibling.abort();
          throw error;
        }),
      ),
    );
    const fetchedAt = now().toISOString();
    const tickers = adapter.reshape(bodies, { baseUrl, fetchedAt });
    if (tickers.length === 0) {
      return failure(id, now, 'The response held no tickers quoted in NOK, SEK, DKK or EUR');
    }
    return { id, status: 'ok', error: null, fetched_at: fetchedAt, tickers };
  } catch (error) {
    return failure(id, now, errorText(error));
  }
}

function failure(id: ExchangeId, now: () => Date, error: string): ExchangeResult {
  return { id, status: 'error', error, fetched_at: now().toISOString(), tickers: [] };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function getJson(url: string, options: FetchMarketsOptions & { signal: AbortSignal }): Promise<unknown> {
  try {
    return await attempt(url, options);
  } catch (error) {
    if (!(error instanceof RequestError) || !error.retryable || options.signal.aborted) throw error;
    await pause(options.retryDelayMs ?? 500, options.signal);
    return attempt(url, options);
  }
}

async function attempt(url: string, options: FetchMarketsOptions & { signal: AbortSignal }): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([options.signal, timeout]);
  const doFetch = options.fetch ?? fetch;
  const where = `GET ${url}`;
  try {
    const response = await doFetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const retryable = response.status === 429 || response.status >= 500;
      throw new RequestError(`${where}: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, retryable);
    }
    const text = await readCapped(response, maxBytes, where);
    try {
      return parseLossless(text);
    } catch (error) {
      const type = response.headers.get('content-type') ?? 'no content type';
      const looksHtml = /html/i.test(type) || /^\s*</.test(text);
      throw new RequestError(looksHtml ? `${where}: answered ${type}, not JSON` : `${where}: invalid JSON (${errorText(error)})`, false);
    }
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if (timeout.aborted) throw new RequestError(`${where}: no complete answer within ${timeoutMs / 1000} s`, false);
    if (options.signal.aborted) throw new RequestError(`${where}: abandoned (refresh time budget used up or a sibling call failed)`, false);
    throw new RequestError(`${where}: network error (${networkCause(error)})`, true);
  }
}

/** Node's fetch hides the real reason (DNS, refused connection) in `cause`. */
function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  if (cause instanceof Error && cause.message) return cause.message;
  return errorText(error);
}

async function readCapped(response: Response, maxBytes: number, where: string): Promise<string> {
  const limit = `${(maxBytes / 1024 / 1024).toFixed(maxBytes % (1024 * 1024) === 0 ? 0 : 2)} MB`;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new RequestError(`${where}: body of ${declared} bytes is larger than the ${limit} limit`, false);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let text = '';
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RequestError(`${where}: body is larger than the ${limit} limit; not read further`, false);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
