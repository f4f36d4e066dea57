/// <reference lib="webworker" />
import { MAX_BODY_BYTES } from '@/lib/markets/constants';
import { fetchExchange } from '@/lib/markets/fetch';
import { knownSeparators } from '@/lib/pages/format';
import { renderToStaticMarkup } from 'react-dom/server';
import { printTable } from './live-table';
import type { FetchAnswer, FromWorker, ToWorker } from './live-protocol';

/**
 * The markets page's worker (started by live-jobs.ts): reads an exchange through the page's
 * network and parses it, computes the table from the file and the live reads with the same
 * lib/markets code as the build, and prints its rows and parts with React's server printer and
 * the same components as the build (live-table.ts). Off the main thread, these take no time from
 * the reader's taps and scrolls however long they run, so the table is computed in one go, not
 * in slices.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

const waiting = new Map<number, (answer: FetchAnswer) => void>();
let requests = 0;

/** `fetch` for lib/markets/fetch.ts: the page sends the request and hands back the answer. */
function pageFetch(maxBytes: number): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = ++requests;
      const signal = init?.signal ?? undefined;
      const abort = () => {
        waiting.delete(request);
        post({ kind: 'abort', request });
        reject(signal?.reason ?? new DOMException('The request was aborted', 'AbortError'));
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      waiting.set(request, (answer) => {
        signal?.removeEventListener('abort', abort);
        if (answer.kind === 'failed') return reject(new TypeError(answer.message));
        // A status that may carry no body (204, 304…) is passed without one.
        const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
        resolve(
          new Response(empty ? null : answer.body, {
            status: answer.status,
            statusText: answer.statusText,
            headers: answer.headers.map(([name, value]): [string, string] => [name, value]),
          }),
        );
      });
      const url = input instanceof Request ? input.url : String(input);
      post({ kind: 'fetch', request, url, headers: [...new Headers(init?.headers).entries()], maxBytes });
    });
}

scope.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.kind) {
    case 'fetched':
    case 'failed': {
      const settle = waiting.get(message.request);
      waiting.delete(message.request);
      settle?.(message);
      return;
    }
    case 'read':
      void fetchExchange(message.exchange, {
        timeoutMs: message.timeoutMs,
        retry: false,
        baseUrls: message.baseUrls,
        fetch: pageFetch(MAX_BODY_BYTES),
      }).then(
        (result) => post({ kind: 'read', job: message.job, result }),
        (error: unknown) => post({ kind: 'failed-job', job: message.job, message: String(error) }),
      );
      return;
    case 'table':
      // A file the table cannot be computed from fails this job, not the worker.
      try {
        knownSeparators(message.input.context.locale, message.separators);
        post({ kind: 'table', job: message.job, table: printTable(message.input, renderToStaticMarkup) });
      } catch (error) {
        post({ kind: 'failed-job', job: message.job, message: String(error) });
      }
      return;
  }
});
