import { promises as fsp, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { T } from '@contentlayer2/utils/effect';
import { keepingUnchangedFiles } from '@/pipeline/content/keep-unchanged-files.mjs';

// The runner comes from @effect-ts/core, whose types this project does not resolve.
const { runPromise } = T as unknown as { runPromise: (effect: unknown) => Promise<unknown> };

describe('keepingUnchangedFiles', () => {
  const realWriteFile = fsp.writeFile;
  let dir = '';
  afterEach(() => {
    fsp.writeFile = realWriteFile;
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps at most 64 generated files open for writing, however many the generator starts at once', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'keep-unchanged-'));
    let open = 0;
    let most = 0;
    // Counts the writes under way beneath the wrapper, as the open descriptors would be.
    fsp.writeFile = (async (...args: Parameters<typeof realWriteFile>) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 1));
      try {
        return await realWriteFile(...args);
      } finally {
        open -= 1;
      }
    }) as typeof realWriteFile;
    const files = Array.from({ length: 500 }, (_, i) => path.join(dir, `doc-${i}.json`));
    const writeAll = T.tryPromiseOrDie(() => Promise.all(files.map((file, i) => fsp.writeFile(file, `{"n":${i}}`, 'utf8'))));
    await runPromise(keepingUnchangedFiles(dir, writeAll));
    expect(most).toBe(64);
    expect(files.map((file) => readFileSync(file, 'utf8'))).toEqual(files.map((_, i) => `{"n":${i}}`));
  });
});
