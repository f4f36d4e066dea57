import type { ExchangeId } from '@/lib/markets/constants';
import type { ExchangeResult } from '@/lib/markets/types';
import type { Separators } from '@/lib/pages/format';
import type { FetchAsk, FromWorker, Job, ToWorker } from './live-protocol';
import type { PrintedTable, TableInput } from './live-table';

/**
 * The markets page's side of its worker (live-worker.ts): reading an exchange and printing the
 * table are jobs for the worker, and the requests the worker asks for are sent from here. If the
 * browser cannot run the worker (no Worker, or its script fails to load), the same jobs run here
 * with the same code (local-jobs.ts), loaded when first needed and computed in short slices.
 */
export interface LiveJobs {
  /** One direct read of a CORS exchange: one request per call, no retry (use-markets-data.ts backs off). */
  read(exchange: ExchangeId, timeoutMs: number, baseUrls: Partial<Record<ExchangeId, string>>): Promise<ExchangeResult>;
  /** The table from the file's tickers with the successful live reads laid over them, printed. */
  table(input: TableInput, separators: Separators): Promise<PrintedTable>;
}

/** Jobs for a worker started now from `workerUrl` (the page's script keeps one and starts it at its first job). */
export function liveJobs(workerUrl: string): LiveJobs {
  return typeof Worker === 'undefined' ? inThread() : inWorker(workerUrl);
}

type JobInput =
  | { kind: 'read'; exchange: ExchangeId; timeoutMs: number; baseUrls: Partial<Record<ExchangeId, string>> }
  | { kind: 'table'; input: TableInput; separators: Separators };

function inWorker(workerUrl: string): LiveJobs {
  const fallback = inThread();
  const pending = new Map<
    number,
    { input: JobInput; settle: (value: ExchangeResult | PrintedTable) => void; fail: (error: Error) => void }
  >();
  const requests = new Map<number, AbortController>();
  let jobs = 0;
  let worker: Worker | undefined;
  try {
    worker = new Worker(workerUrl, { type: 'module' });
  } catch {
    worker = undefined;
  }
  const post = (message: ToWorker, transfer: Transferable[] = []) => worker?.postMessage(message, transfer);
  const runHere = (input: JobInput) =>
    input.kind === 'read' ? fallback.read(input.exchange, input.timeoutMs, input.baseUrls) : fallback.table(input.input, input.separators);

  worker?.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.kind === 'fetch') return void send(message);
    if (message.kind === 'abort') {
      requests.get(message.request)?.abort();
      requests.delete(message.request);
      return;
    }
    const job = pending.get(message.job);
    pending.delete(message.job);
    if (message.kind === 'failed-job') job?.fail(new Error(message.message));
    else job?.settle(message.kind === 'read' ? message.result : message.table);
  });
  // The worker's script did not load or the worker died: its jobs, and every later one, run here.
  worker?.addEventListener('error', (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = undefined;
    for (const job of pending.values()) runHere(job.input).then(job.settle, job.fail);
    pending.clear();
  });

  /** A request the worker asked for, sent from the page; the body is read up to one byte past the limit. */
  async function send(ask: Extract<FetchAsk, { kind: 'fetch' }>) {
    const controller = new AbortController();
    requests.set(ask.request, controller);
    try {
      const response = await fetch(ask.url, {
        signal: controller.signal,
        headers: ask.headers.map(([name, value]): [string, string] => [name, value]),
      });
      const body = response.ok ? await readAtMost(response, ask.maxBytes + 1) : new ArrayBuffer(0);
      if (!response.ok) await response.body?.cancel().catch(() => undefined);
      const headers = [...response.headers.entries()];
      post({ kind: 'fetched', request: ask.request, status: response.status, statusText: response.statusText, headers, body }, [body]);
    } catch (error) {
      post({ kind: 'failed', request: ask.request, message: error instanceof Error ? error.message : String(error) });
    } finally {
      requests.delete(ask.request);
    }
  }

  const run = (input: JobInput) =>
    new Promise<ExchangeResult | PrintedTable>((settle, fail) => {
      if (!worker) return void runHere(input).then(settle, fail);
      const job = ++jobs;
      pending.set(job, { input, settle, fail });
      post({ ...input, job } as Job);
    });

  return {
    read: (exchange, timeoutMs, baseUrls) => run({ kind: 'read', exchange, timeoutMs, baseUrls }) as Promise<ExchangeResult>,
    table: (input, separators) => run({ kind: 'table', input, separators }) as Promise<PrintedTable>,
  };
}

async function readAtMost(response: Response, limit: number): Promise<ArrayBuffer> {
  if (!response.body) return new ArrayBuffer(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  if (total >= limit) await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(Math.min(total, limit));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.length;
  }
  return bytes.buffer;
}

/** The same jobs on the page's main thread, their code loaded at the first job (local-jobs.ts). */
function inThread(): LiveJobs {
  const local = () => import('./local-jobs');
  return {
    read: async (exchange, timeoutMs, baseUrls) => (await local()).readHere(exchange, timeoutMs, baseUrls),
    table: async (input, separators) => (await local()).printHere(input, separators),
  };
}
