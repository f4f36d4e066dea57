import type { ExchangeId } from '@/lib/markets/constants';
import type { TableSource, TableView } from '@/lib/markets/table-view';
import type { ExchangeResult } from '@/lib/markets/types';

/**
 * The messages between the markets page and its worker (live-worker.ts). The worker parses the
 * exchanges' answers and computes the table, so decimal.js, the lossless JSON parser and the
 * aggregation never run on the page's main thread. It makes no request itself: each HTTP request
 * is asked of the page (`fetch`), which sends it, so the page's connect policy, the browser's
 * view of the network and the tests' routing all see it as before.
 */

/** Page → worker: a job. */
export type Job =
  | { readonly kind: 'read'; readonly job: number; readonly exchange: ExchangeId; readonly timeoutMs: number }
  | { readonly kind: 'view'; readonly job: number; readonly file: TableSource; readonly live: readonly ExchangeResult[] };

/** Worker → page: a job's result, or why it has none (data it could not compute from). */
export type Done =
  | { readonly kind: 'read'; readonly job: number; readonly result: ExchangeResult }
  | { readonly kind: 'view'; readonly job: number; readonly view: TableView }
  | { readonly kind: 'failed-job'; readonly job: number; readonly message: string };

/** Worker → page: send this request (`fetch` inside the worker), or give it up. */
export type FetchAsk =
  | {
      readonly kind: 'fetch';
      readonly request: number;
      readonly url: string;
      readonly headers: ReadonlyArray<readonly [string, string]>;
      /** The page reads at most this many bytes of the body, then stops. */
      readonly maxBytes: number;
    }
  | { readonly kind: 'abort'; readonly request: number };

/** Page → worker: what the request gave. The body is at most `maxBytes + 1` bytes, so the worker's own size check still trips. */
export type FetchAnswer =
  | {
      readonly kind: 'fetched';
      readonly request: number;
      readonly status: number;
      readonly statusText: string;
      readonly headers: ReadonlyArray<readonly [string, string]>;
      readonly body: ArrayBuffer;
    }
  | { readonly kind: 'failed'; readonly request: number; readonly message: string };

export type ToWorker = Job | FetchAnswer;
export type FromWorker = Done | FetchAsk;
