import { promises as fsp, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { T } from './contentlayer.mjs';

/**
 * Runs contentlayer2's generation with its file writes under `dir` kept to the files whose bytes
 * change. contentlayer2 0.5.8 removes and rewrites every file of the generated package on every
 * run (generate-dotpkg.js, writeFileWithWrittenFilesCache: `rmBeforeWrite` is true unless the
 * caller says otherwise, and no caller does): about 8 s of a rebuild at 10,000 stories, nearly all
 * of it waiting on the file system (bench/README.md). Its writes go through `fs.promises`
 * (@contentlayer2/utils/node), so for the length of the generation a remove of a file under `dir`
 * is held back and a write whose bytes equal the file's is skipped. Only the calls it makes are
 * changed (the version is pinned in contentlayer.mjs); the package it writes is the same, and
 * tests/integration/content-build.test.ts compares it with `contentlayer2 build`'s.
 */
export function keepingUnchangedFiles(dir, effect) {
  const inside = (file) => typeof file === 'string' && path.resolve(file).startsWith(dir + path.sep);
  const { rm, writeFile } = fsp;
  // Synchronous checks: through the promise API, 12,000 reads and stats cost seconds of thread-pool
  // round trips, more than the writes they save.
  const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  const install = T.succeedWith(() => {
    // contentlayer2 removes (recursively, by default) each file just before writing it again.
    fsp.rm = (file, options) => (inside(file) && isFile(file) ? Promise.resolve() : rm(file, options));
    fsp.writeFile = (file, data, options) => {
      if (!inside(file) || typeof data !== 'string') return writeFile(file, data, options);
      const now = Buffer.from(data, 'utf8');
      return isFile(file) && readFileSync(file).equals(now) ? Promise.resolve() : writeFile(file, now);
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
