import { promises as fsp, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { T } from './contentlayer.mjs';

/**
 * contentlayer2 0.5.8 removes and rewrites every generated file on every run (rmBeforeWrite), about
 * 8 s at 10,000 stories (bench/README.md): for the length of the generation its removes under `dir`
 * are held back and a write of unchanged bytes is skipped. The package it writes stays the same.
 */
// contentlayer2 starts every generated file's write at once; past the open-file limit (20,000 here,
// reached at 30,000 stories) the generation stalls with every descriptor held, so writes queue.
const MAX_OPEN_WRITES = 64;

export function keepingUnchangedFiles(dir, effect) {
  const inside = (file) => typeof file === 'string' && path.resolve(file).startsWith(dir + path.sep);
  const { rm, writeFile } = fsp;
  // Synchronous checks: through the promise API, 12,000 reads and stats cost seconds of thread-pool
  // round trips, more than the writes they save.
  const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  let open = 0;
  const waiting = [];
  const queued = (write) =>
    new Promise((resolve, reject) => {
      const start = () => {
        open += 1;
        write()
          .then(resolve, reject)
          .finally(() => {
            open -= 1;
            waiting.shift()?.();
          });
      };
      if (open < MAX_OPEN_WRITES) start();
      else waiting.push(start);
    });
  const install = T.succeedWith(() => {
    // contentlayer2 removes (recursively, by default) each file just before writing it again.
    fsp.rm = (file, options) => (inside(file) && isFile(file) ? Promise.resolve() : rm(file, options));
    fsp.writeFile = (file, data, options) => {
      if (!inside(file) || typeof data !== 'string') return writeFile(file, data, options);
      const now = Buffer.from(data, 'utf8');
      return isFile(file) && readFileSync(file).equals(now) ? Promise.resolve() : queued(() => writeFile(file, now));
    };
  });
  const restore = T.succeedWith(() => {
    fsp.rm = rm;
    fsp.writeFile = writeFile;
  });
  return T.bracket_(
    install,
    () => effect,
    () => restore,
  );
}
