import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Limits no linter checks: they keep comments saying why, and style files small.
const MAX_COMMENT_SHARE = 0.08;
const MAX_PIPELINE_COMMENT_SHARE = 0.1;
// A reader of the repository can open neither the interface specification's sections nor the
// tracker's issues: a reference names a file here (docs/, bench/README.md) or goes. RFC sections stay.
const SECTION_REFERENCE = /§\s?\d/;
const RFC_SECTION = /RFC \d+ §[\d.]+/g;
const ISSUE_REFERENCE = /\bissues? #?\d+/i;
const CODE_DIRS = ['lib', 'pipeline', 'components', 'app', 'scripts', 'tests', 'browser', 'fakes', 'bench'];
const CODE_SUFFIXES = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'];
const MAX_STYLE_LINES = 400;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

function filesUnder(dir: string, suffixes: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => suffixes.some((suffix) => name.endsWith(suffix)))
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

function commentShare(files: readonly string[]): { lines: number; share: number } {
  const all = files.flatMap(lines);
  return { lines: all.length, share: all.filter((line) => COMMENT_LINE.test(line)).length / all.length };
}

function lines(file: string): string[] {
  return readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');
}

describe('the shape of the code', () => {
  it(`keeps comments under ${MAX_COMMENT_SHARE * 100} % of the lines in lib/`, () => {
    const all = filesUnder('lib', ['.ts', '.tsx']).flatMap(lines);
    const comments = all.filter((line) => COMMENT_LINE.test(line)).length;
    expect(all.length).toBeGreaterThan(1000);
    expect(comments / all.length).toBeLessThan(MAX_COMMENT_SHARE);
  });

  it(`keeps comments at ${MAX_PIPELINE_COMMENT_SHARE * 100} % of the lines in pipeline/ or fewer`, () => {
    const { lines: count, share } = commentShare(filesUnder('pipeline', CODE_SUFFIXES));
    expect(count).toBeGreaterThan(1000);
    expect(share).toBeLessThanOrEqual(MAX_PIPELINE_COMMENT_SHARE);
  });

  it('refers to no section of the interface specification and no tracker issue, in code or tests', () => {
    const files = [
      ...CODE_DIRS.flatMap((dir) => filesUnder(dir, CODE_SUFFIXES)),
      ...readdirSync('.').filter((name) => CODE_SUFFIXES.some((suffix) => name.endsWith(suffix))),
    ];
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      lines(file).flatMap((line, index) => {
        const bare = line.replace(RFC_SECTION, '');
        return SECTION_REFERENCE.test(bare) || ISSUE_REFERENCE.test(bare) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it(`keeps every style file at ${MAX_STYLE_LINES} lines or fewer`, () => {
    const files = [...filesUnder('styles', ['.css']), ...filesUnder('app', ['.css'])];
    expect(files.length).toBeGreaterThan(0);
    const long = files.filter((file) => lines(file).length > MAX_STYLE_LINES);
    expect(long).toEqual([]);
  });
});
