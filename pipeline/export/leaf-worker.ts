// One leaf page worker, forked by leaf-workers.ts: writes its share of the pages and sends the result back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_CACHE_DIR } from '@/lib/build/cache-dir';
import { LEAF_KEYS_PREVIOUS_DIR, readLeafKeys, writeLeafKeys } from '@/lib/build/node/leaf-keys';
import { writeLeafPages, type LeafKeyOptions } from './leaf-pages';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'out' },
    cache: { type: 'string' },
    'next-list': { type: 'string' },
    'code-version': { type: 'string' },
    part: { type: 'string', default: '0' },
    parts: { type: 'string', default: '1' },
  },
  strict: true,
  allowPositionals: false,
});
const part = Number(args.part);
const nextList = args['next-list'];
const nextFiles = new Set(nextList ? readFileSync(nextList, 'utf8').split('\n').filter(Boolean) : []);
const cache = args.cache ?? BUILD_CACHE_DIR;
const codeVersion = args['code-version'];
const keys: LeafKeyOptions | undefined = codeVersion
  ? {
      previous: readLeafKeys(path.join(cache, LEAF_KEYS_PREVIOUS_DIR)),
      codeVersion,
      save: (entries) => writeLeafKeys(cache, part, entries),
    }
  : undefined;
try {
  process.send?.(writeLeafPages(path.resolve(args.out), part, Number(args.parts), nextFiles, keys));
} catch (error) {
  console.error(`export-pages failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
