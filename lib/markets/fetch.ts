import { EXCHANGE_IDS, FETCH_TIMEOUT_MS, MAX_BODY_BYTES, MAX_PAGES, type ExchangeId } from './constants';
import { ADAPTERS, type ApiCall } from './exchanges';
import { parseLossless } from './json';
import type { ExchangeResult, MarketsSnapshot } from './types';
import { either, requestCapped, retrying, type RequestOutcome } from '@/lib/net/fetch';

/** Fetches the exchanges in parallel with global `fetch` (browser, Node, Next alike). */
export interface FetchMarketsOptions {
  /** Base URL per exchange; defaults to the public APIs. */
  readonly baseUrls?: Partial<Record<ExchangeId, string>>;
  /** Per-request timeout, body included. */
  readonly timeoutMs?: number;
  /** Pause before the one retry. */
  readonly retryDelayMs?: number;
  /** False: no retry at all (the browser backs off across periods instead, use-markets-data.ts). */
  readonly retry?: boolean;
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
  const baseUrl = (options.baseUrls?.[id] ?? adapter.baseUrl).replace(/\/+$/, '');
  // When one call of an exchange fails, its sibling calls are abandoned rather than awaited.
  const sibling = new AbortController();
  const signal = options.signal ? either(options.signal, sibling.signal) : sibling.signal;
  try {
    const bodies = await Promise.all(
      adapter.calls.map((call) =>
        fetchCall(baseUrl, call, { ...options, signal }).catch((error: unknown) => {
          sibling.abort();
          throw error;
        }),
      ),
    );
    const fetchedAt = now().toISOString();
    const tickers = adapter.reshape(bodies, { baseUrl, fetchedAt });
    if (tickers.length === 0) {
      return failure(id, now, 'The response held no ticker with a last, bid or ask price quoted in NOK, SEK, DKK or EUR');
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

type CallOptions = FetchMarketsOptions & { signal: AbortSignal };

/** How long an attempt may take, and how to say it ran out. */
interface Deadline {
  readonly signal: AbortSignal;
  readonly text: string;
}

interface JsonAnswer {
  readonly body: unknown;
  readonly headers: Headers;
  /** Bytes of the body, counted against the size limit of a paginated list. */
  readonly bytes: number;
}

function fetchCall(baseUrl: string, call: ApiCall, options: CallOptions): Promise<unknown> {
  const url = `${baseUrl}${call.path}`;
  if (!call.nextPageHeader) return getJson(url, options).then((answer) => answer.body);
  return getPages(baseUrl, url, call.nextPageHeader, options);
}

/** One call: one attempt, and one more after a pause when the failure is worth retrying. */
async function getJson(url: string, options: CallOptions, deadline?: Deadline, maxBytes?: number): Promise<JsonAnswer> {
  const fresh = (): Deadline => {
    const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
    return { signal: AbortSignal.timeout(timeoutMs), text: `no complete answer within ${timeoutMs / 1000} s` };
  };
  const retryable = (error: unknown) =>
    options.retry !== false && error instanceof RequestError && error.retryable && !options.signal.aborted && !deadline?.signal.aborted;
  const outcome = await retrying(
    () =>
      attempt(url, options, deadline ?? fresh(), maxBytes).then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error }),
      ),
    {
      wait: (result, tries) => (tries === 1 && 'error' in result && retryable(result.error) ? (options.retryDelayMs ?? 500) : undefined),
      sleep: (ms) => pause(ms, deadline ? either(options.signal, deadline.signal) : options.signal),
    },
  );
  if ('error' in outcome) throw outcome.error;
  return outcome.answer;
}

/** A list the exchange documents as paginated: follows the `header` link page by page and joins the pages' arrays. */
async function getPages(baseUrl: string, firstUrl: string, header: string, options: CallOptions): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const deadline: Deadline = {
    signal: AbortSignal.timeout(timeoutMs),
    text: `no complete answer within ${timeoutMs / 1000} s (all pages of the list share that time)`,
  };
  const base = new URL(baseUrl);
  const seen = new Set<string>();
  const rows: unknown[] = [];
  let budget = options.maxBodyBytes ?? MAX_BODY_BYTES;
  let url = new URL(firstUrl).href;
  for (let page = 1; ; page += 1) {
    seen.add(url);
    const where = `GET ${url}`;
    const answer = await getJson(url, options, deadline, budget);
    budget -= answer.bytes;
    const link = answer.headers.get(header)?.trim() ?? '';
    if (page === 1 && link === '') return answer.body; // one page: the adapter checks its shape
    if (!Array.isArray(answer.body)) throw new RequestError(`${where}: page ${page} of the list is not a JSON array`, false);
    rows.push(...answer.body);
    if (link === '') return rows;
    let next: URL;
    try {
      next = new URL(link, url);
    } catch {
      throw new RequestError(`${where}: ${header} ${JSON.stringify(link.slice(0, 200))} is not a URL`, false);
    }
    const inside =
      next.origin === base.origin &&
      next.username === '' &&
      next.password === '' &&
      next.pathname.startsWith(`${base.pathname.replace(/\/+$/, '')}/`);
    if (!inside) {
      throw new RequestError(`${where}: ${header} points outside ${baseUrl} (${next.href.slice(0, 200)}); not followed`, false);
    }
    if (seen.has(next.href)) {
      throw new RequestError(`${where}: ${header} leads back to a page already read (${next.href}) after ${page} pages`, false);
    }
    if (page >= MAX_PAGES) {
      throw new RequestError(`${where}: the list has more than ${MAX_PAGES} pages; it was not read to the end`, false);
    }
    url = next.href;
  }
}

async function attempt(url: string, options: CallOptions, deadline: Deadline, maxBytesLeft?: number): Promise<JsonAnswer> {
  const limitBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const maxBytes = maxBytesLeft ?? limitBytes;
  const where = `GET ${url}`;
  // The deadline (shared by a list's pages) and the caller's budget are the limits; the request's
  // own timer is the same length, so it never ends a call first.
  const outcome = await requestCapped(
    url,
    {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: either(options.signal, deadline.signal),
      redirect: 'follow',
      errorBody: false,
      fetch: options.fetch,
    },
    { timeoutMs: options.timeoutMs ?? FETCH_TIMEOUT_MS, maxBytes },
  );
  if (outcome.status === 'failed')
    throw new RequestError(`${where}: ${failureText(outcome, deadline, options, limitBytes)}`, outcome.reason === 'network');
  if (outcome.httpStatus < 200 || outcome.httpStatus > 299) {
    const retryable = outcome.httpStatus === 429 || outcome.httpStatus >= 500;
    throw new RequestError(`${where}: HTTP ${outcome.httpStatus}${outcome.statusText ? ` ${outcome.statusText}` : ''}`, retryable);
  }
  try {
    return { body: parseLossless(outcome.body), headers: outcome.headers, bytes: outcome.bytes };
  } catch (error) {
    const type = outcome.headers.get('content-type') ?? 'no content type';
    const looksHtml = /html/i.test(type) || /^\s*</.test(outcome.body);
    throw new RequestError(looksHtml ? `${where}: answered ${type}, not JSON` : `${where}: invalid JSON (${errorText(error)})`, false);
  }
}

/** The exchange's error text for a request that got no usable answer (the pages and the API show it). */
function failureText(
  outcome: Extract<RequestOutcome, { status: 'failed' }>,
  deadline: Deadline,
  options: CallOptions,
  limitBytes: number,
): string {
  const limit = `${(limitBytes / 1024 / 1024).toFixed(limitBytes % (1024 * 1024) === 0 ? 0 : 2)} MB`;
  if (outcome.reason === 'too-large') {
    return outcome.declaredBytes === undefined
      ? `body is larger than the ${limit} limit; not read further`
      : `body of ${outcome.declaredBytes} bytes is larger than the ${limit} limit`;
  }
  if (deadline.signal.aborted || outcome.reason === 'timeout') return deadline.text;
  if (options.signal.aborted) return 'abandoned (refresh time budget used up or a sibling call failed)';
  return `network error (${outcome.cause ?? outcome.error})`;
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
