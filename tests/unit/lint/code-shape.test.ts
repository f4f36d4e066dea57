import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Limits from issue 34 that no linter checks: they keep comments saying why, and style files small.
const MAX_COMMENT_SHARE = 0.08;
const MAX_STYLE_LINES = 400;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

function filesUnder(dir: string, suffixes: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => suffixes.some((suffix) => name.endsWith(suffix)))
    .map((name) => path.join(dir, name));
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

  it(`keeps every style file at ${MAX_STYLE_LINES} lines or fewer`, () => {
    const files = [...filesUnder('styles', ['.css']), ...filesUnder('app', ['.css'])];
    expect(files.length).toBeGreaterThan(0);
    const long = files.filter((file) => lines(file).length > MAX_STYLE_LINES);
    expect(long).toEqual([]);
  });
});
