import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonLines, writeJsonLinesAtomic } from '@/lib/node/json-lines';

const dir = mkdtempSync(path.join(tmpdir(), 'json-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a cache as JSON lines', () => {
  it("gives back the header and every entry, across the writer's pieces, with no temporary file left", () => {
    const file = path.join(dir, 'keys.jsonl');
    // More than one piece of about a megabyte, with text that needs escaping.
    const entries = Array.from({ length: 20_000 }, (_, i) => [`api/v1/news/ø-${i}.json`, { k: `"key"\n${'x'.repeat(60)}`, n: i }] as const);
    writeJsonLinesAtomic(file, { format: 3 }, entries);
    const read = readJsonLines<{ k: string; n: number }>(file);
    expect(read.header).toEqual({ format: 3 });
    expect(read.entries.size).toBe(20_000);
    expect(read.entries.get('api/v1/news/ø-19999.json')).toEqual({ k: `"key"\n${'x'.repeat(60)}`, n: 19_999 });
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(20_002);
    expect(readdirSync(dir)).toEqual(['keys.jsonl']);
  });

  it('refuses a file cut in a line, or a line that is no [key, value] pair', () => {
    const cut = path.join(dir, 'cut.jsonl');
    writeFileSync(cut, '{"format":3}\n["a",{"k":"1"}]\n["b",{"k"');
    expect(() => readJsonLines(cut)).toThrow(/cut off after byte 29/);
    writeFileSync(cut, '{"format":3}\n["a",{"k":"1"}]\n["b",{"k"}\n');
    expect(() => readJsonLines(cut)).toThrow(SyntaxError);
    writeFileSync(cut, '{"format":3}\n{"a":1}\n');
    expect(() => readJsonLines(cut)).toThrow(/not a \[key, value\] pair/);
  });

  it('a write that cannot happen throws and leaves the last file whole', () => {
    const file = path.join(dir, 'kept.jsonl');
    writeJsonLinesAtomic(file, { format: 3 }, [['a', 1]]);
    const failing = function* (): Generator<readonly [string, unknown]> {
      yield ['b', 2];
      throw new Error('disk full');
    };
    expect(() => writeJsonLinesAtomic(file, { format: 3 }, failing())).toThrow('disk full');
    expect([...readJsonLines(file).entries]).toEqual([['a', 1]]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
