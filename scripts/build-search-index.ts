// The site search index (pipeline/search-index.ts):
//   npm run build:search [-- --site out | --out DIR (default public/pagefind)]
import { parseArgs } from 'node:util';
import { buildSearchIndex, searchIndexDir } from '@/pipeline/search-index';

const USAGE = 'usage: tsx scripts/build-search-index.ts [--site OUT | --out DIR]';
let values: { out?: string; site?: string };
try {
  values = parseArgs({ options: { out: { type: 'string' }, site: { type: 'string' } }, strict: true }).values;
  if (values.out !== undefined && values.site !== undefined) throw new Error('--site and --out exclude each other');
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

buildSearchIndex(values.site, searchIndexDir(values.site, values.out)).catch((error: unknown) => {
  console.error(`search index: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
