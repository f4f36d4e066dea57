import { describe, expect, it } from 'vitest';
import { parseFlags } from '@/lib/node/cli-args';

describe('parseFlags (the market commands)', () => {
  const known = ['out', 'snapshot'];

  it.each([
    [['--out', 'x'], { out: 'x' }],
    [['--out=x', '--snapshot', 's.json'], { out: 'x', snapshot: 's.json' }],
    [['--', '--out', 'y'], { out: 'y' }],
    [[], {}],
  ])('reads %j', (argv, flags) => {
    expect(parseFlags(argv, known)).toEqual(flags);
  });

  it.each([
    [['--bad', '1'], /--bad.*known: --out, --snapshot/],
    [['--out'], /--out/],
    [['--out', '--snapshot'], /--out/],
    [['stray'], /stray/],
  ])('refuses %j, naming the flags it knows', (argv, message) => {
    expect(() => parseFlags(argv, known)).toThrow(message);
  });
});
