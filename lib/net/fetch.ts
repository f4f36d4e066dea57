/** HTTP within every limit a hostile server could test: one time limit, a byte cap as it arrives, each redirect checked, and the caller's retry policy. */

export interface FetchLimits {
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
}

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 20_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

export type FetchOutcome =
  | {
      readonly status: 'ok';
      readonly body: Uint8Array;
      readonly contentType: string | null;
      readonly etag: string | null;
      readonly lastModified: string | null;
      readonly httpStatus: number;
      readonly finalUrl: string;
    }
  | { readonly status: 'not-modified'; readonly etag: string | null; readonly lastModified: string | null; readonly httpStatus: 304 }
  | { readonly status: 'failed'; readonly error: string; readonly httpStatus?: number };

export interface Conditional {
  readonly etag: string | null;
  readonly lastModified: string | null;
}

const USER_AGENT = 'NordicCryptoDeskIntake/1 (reads public feeds; one request per feed and run)';

/**
 * A caller's retry policy: `wait` sees each outcome and how many tries were made, and answers the
 * pause before the next try, or undefined when the outcome stands (it may also throw to stop).
 */
export interface RetryPolicy<T> {
  readonly wait: (outcome: T, tries: number) => number | undefined;
  /** Tests pass one that does not sleep. */
  readonly sleep?: (ms: number) => Promise<void>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The one retry loop: every caller's policy (counts, statuses, Retry-After) is its `wait`. */
export async function retrying<T>(once: () => Promise<T>, policy: RetryPolicy<T> | undefined): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    const outcome = await once();
    const wait = policy?.wait(outcome, tries);
    if (wait === undefined) return outcome;
    await (policy?.sleep ?? realSleep)(wait);
  }
}

/** Retry-After as milliseconds from now: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string, now: Date): number | null {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date) || !/[a-z]/i.test(trimmed)) return null;
  return Math.max(0, date - now.getTime());
}

export function fetchFeed(
  url: string,
  conditional: Conditional | undefined,
  limits: FetchLimits = DEFAULT_LIMITS,
  retry?: RetryPolicy<FetchOutcome>,
): Promise<FetchOutcome> {
  return retrying(() => fetchFeedOnce(url, conditional, limits), retry);
}

async function fetchFeedOnce(url: string, conditional: Conditional | undefined, limits: FetchLimits): Promise<FetchOutcome> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const visited = new Set<string>();
  let current = url;
  try {
    for (let hop = 0; ; hop += 1) {
      visited.add(current);
      const headers: Record<string, string> = {
        'user-agent': USER_AGENT,
        accept:
          'application/rss+xml, application/atom+xml, application/feed+json, text/calendar, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      };
      // Validators belong to the address they came from; a redirect starts without them.
      if (hop === 0 && conditional?.etag) headers['if-none-match'] = conditional.etag;
      if (hop === 0 && conditional?.lastModified) headers['if-modified-since'] = conditional.lastModified;
      const response = await fetch(current, { redirect: 'manual', signal, headers });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) return { status: 'failed', error: `redirect ${response.status} without a Location`, httpStatus: response.status };
        const next = new URL(location, current);
        if (next.protocol !== 'http:' && next.protocol !== 'https:')
          return { status: 'failed', error: `redirect to a ${next.protocol} address refused` };
        if (visited.has(next.href)) return { status: 'failed', error: `redirect loop (${next.href} again)` };
        if (hop + 1 > limits.maxRedirects) return { status: 'failed', error: `more than ${limits.maxRedirects} redirects` };
        current = next.href;
        continue;
      }
      const etag = response.headers.get('etag');
      const lastModified = response.headers.get('last-modified');
      if (response.status === 304) {
        await response.body?.cancel();
        return { status: 'not-modified', etag, lastModified, httpStatus: 304 };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { status: 'failed', error: `HTTP ${response.status}`, httpStatus: response.status };
      }
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        await response.body?.cancel();
        return {
          status: 'failed',
          error: `larger than ${limits.maxBytes} bytes (Content-Length ${declared})`,
          httpStatus: response.status,
        };
      }
      const body = await readCapped(response, limits.maxBytes);
      if (body === null) return { status: 'failed', error: `larger than ${limits.maxBytes} bytes`, httpStatus: response.status };
      return {
        status: 'ok',
        body,
        contentType: response.headers.get('content-type'),
        etag,
        lastModified,
        httpStatus: response.status,
        finalUrl: current,
      };
    }
  } catch (error) {
    if (signal.aborted) return { status: 'failed', error: `no complete answer within ${limits.timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: 'failed', error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}

/** The body, or null as soon as it passes the cap (the rest is never read). Web APIs only: the markets' browser reads use it too. */
export async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export type RequestOutcome =
  | {
      readonly status: 'answered';
      readonly httpStatus: number;
      readonly statusText: string;
      readonly headers: Headers;
      readonly body: string;
      /** Bytes read, before decoding (a paged list counts them against one cap). */
      readonly bytes: number;
    }
  | {
      readonly status: 'failed';
      readonly error: string;
      /** What went wrong, for callers that word their own errors (the markets' texts are part of the API). */
      readonly reason: 'timeout' | 'aborted' | 'too-large' | 'network';
      /** `too-large`: the Content-Length that announced it, when one did. */
      readonly declaredBytes?: number;
      /** `network`: the underlying reason (Node's fetch hides DNS and refused connections in `cause`). */
      readonly cause?: string;
    };

export interface RequestInit {
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The caller's own budget (a refresh, sibling calls); aborting it fails the request as `aborted`. */
  readonly signal?: AbortSignal;
  /** Browsers cannot read a manual redirect (an opaque answer), so browser callers follow them. */
  readonly redirect?: 'manual' | 'follow';
  /** False: a non-2xx answer's body is dropped unread (its status is all the caller uses). */
  readonly errorBody?: boolean;
  /** Tests and the markets pass their own; the global one otherwise. */
  readonly fetch?: typeof fetch;
}

/** One request to an API (exchanges, GitHub, translation providers, Telegram) on the same limits as a feed, tried again as `retry` says. Web APIs only: the markets' browser runtime bundles it. */
export function requestCapped(
  url: string,
  init: RequestInit,
  limits: Pick<FetchLimits, 'timeoutMs' | 'maxBytes'>,
  retry?: RetryPolicy<RequestOutcome>,
): Promise<RequestOutcome> {
  return retrying(() => requestOnce(url, init, limits), retry);
}

/** Ends when either ends. By hand where `AbortSignal.any` is missing: Safari before 17.4, where the markets' live reads also run. */
export function either(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const joined = new AbortController();
  for (const one of [a, b]) {
    if (one.aborted) joined.abort(one.reason);
    else one.addEventListener('abort', () => joined.abort(one.reason), { once: true });
  }
  return joined.signal;
}

async function requestOnce(url: string, init: RequestInit, limits: Pick<FetchLimits, 'timeoutMs' | 'maxBytes'>): Promise<RequestOutcome> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = init.signal ? either(init.signal, timeout) : timeout;
  const failed = (
    reason: 'timeout' | 'aborted' | 'too-large' | 'network',
    error: string,
    extra: { declaredBytes?: number; cause?: string } = {},
  ) => ({ status: 'failed', error, reason, ...extra }) as const;
  try {
    const response = await (init.fetch ?? fetch)(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      redirect: init.redirect ?? 'manual',
      signal,
    });
    const answered = (body: Uint8Array) =>
      ({
        status: 'answered',
        httpStatus: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body: new TextDecoder().decode(body),
        bytes: body.byteLength,
      }) as const;
    if (!response.ok && init.errorBody === false) {
      await response.body?.cancel().catch(() => undefined);
      return answered(new Uint8Array());
    }
    const declared = Number(response.headers.get('content-length'));
    if (response.headers.has('content-length') && Number.isFinite(declared) && declared > limits.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return failed('too-large', `answer larger than ${limits.maxBytes} bytes (Content-Length ${declared})`, { declaredBytes: declared });
    }
    const body = await readCapped(response, limits.maxBytes);
    if (body === null) return failed('too-large', `answer larger than ${limits.maxBytes} bytes`);
    return answered(body);
  } catch (error) {
    if (timeout.aborted) return failed('timeout', `no complete answer within ${limits.timeoutMs} ms`);
    if (init.signal?.aborted) return failed('aborted', 'abandoned by the caller');
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const message = error instanceof Error ? error.message : String(error);
    return failed('network', `${message}${cause ? `: ${cause}` : ''}`, { cause: cause || message });
  }
}
