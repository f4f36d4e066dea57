import type { ExchangeId } from '@/lib/markets/constants';
import type { ExchangeResult } from '@/lib/markets/types';
import type { Separators } from '@/lib/pages/format';
import type { PrintedTable, TableInput } from './live-table';

/**
 * The messages between the markets page and its worker (live-worker.ts). The worker parses the
 * exchanges' answers, computes the table and prints its rows, so decimal.js, the lossless JSON
 * parser, the aggregation and React's printer never run on the page's main thread. It makes no
 * request itself: each HTTP request is asked of the page (`fetch`), which sends it, so the page's
 * connect policy, the browser's view of the network and the tests' routing all see it as before.
 */

/** Page → worker: a job. */
export type Job =
  | {
      readonly kind: 'read';
      readonly job: number;
      readonly exchange: ExchangeId;
      readonly timeoutMs: number;
      readonly baseUrls: Partial<Record<ExchangeId, string>>;
    }
  | { readonly kind: 'table'; readonly job: number; readonly input: TableInput; readonly separators: Separators };

/** Worker → page: a job's result, or why it has none (data it could not compute from). */
export type Done =
  | { readonly kind: 'read'; readonly job: number; readonly result: ExchangeResult }
  | { readonly kind: 'table'; readonly job: number; readonly table: PrintedTable }
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
