import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ExportError } from './export-error';
import type { LeafExportResult } from './leaf-pages';
import { childEnv } from '@/lib/config';

/** The worker's own entry (same loader as this process: fork passes its execArgv on). */
const LEAF_WORKER = fileURLToPath(new URL('./leaf-worker.ts', import.meta.url));

/** Worker processes writing leaf pages: their summed result, and a way to stop them. */
export interface LeafWorkers {
  readonly result: Promise<LeafExportResult>;
  stop(): void;
}

/** Starts `parts` leaf page workers (production React); sums their results when all are done. */
export function writeInWorkers(outDir: string, parts: number, keyArgs: string[]): LeafWorkers {
  const children: ChildProcess[] = [];
  const runs = Array.from(
    { length: parts },
    (_, part) =>
      new Promise<LeafExportResult>((resolve, reject) => {
        const args = ['--out', outDir, '--part', String(part), '--parts', String(parts), ...keyArgs];
        const child = fork(LEAF_WORKER, args, {
          env: childEnv({ NODE_ENV: 'production' }),
          stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        });
        children.push(child);
        let result: LeafExportResult | undefined;
        child.on('message', (message) => (result = message as LeafExportResult));
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 && result ? resolve(result) : reject(new ExportError(`leaf page worker ${part + 1}/${parts} failed (exit ${code})`)),
        );
      }),
  );
  const result = Promise.all(runs).then((results) => ({
    pages: results.reduce((sum, r) => sum + r.pages, 0),
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    written: results.reduce((sum, r) => sum + r.written, 0),
    skipped: results.reduce((sum, r) => sum + r.skipped, 0),
    files: results.flatMap((r) => r.files),
    writtenFiles: results.flatMap((r) => r.writtenFiles),
  }));
  // Awaited only once this process's own share is done; a worker failing before then is reported then.
  result.catch(() => undefined);
  return { result, stop: () => children.forEach((child) => child.kill()) };
}
