import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';

/**
 * Tests that read what a build wrote (out/, or the assets in .site/). `npm test` builds first;
 * run alone, they need a build (README, "The two commands"). A missing file fails the suite with
 * that advice: it never skips it.
 */
export function missingBuildMessage(file: string): string {
  return `${file} is missing: these tests read a build. Run \`npm run build\` first (npm test does).`;
}

/** The file, or a failure saying to build first. */
export function requireBuilt(file: string): string {
  if (!existsSync(file)) throw new Error(missingBuildMessage(file));
  return file;
}

/** A describe block over a build: when `file` is missing, one failing test says so instead. */
export function describeBuilt(name: string, file: string, body: () => void): void {
  describe(name, () => {
    if (existsSync(file)) body();
    else
      it(`needs ${file}`, () => {
        throw new Error(missingBuildMessage(file));
      });
  });
}
