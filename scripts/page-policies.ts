// The section pages' policies and out/_headers of an export (pipeline/page-policies.ts):
//   npx tsx scripts/page-policies.ts [--out out]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writePagePolicies } from '@/pipeline/page-policies';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((word) => word !== '--'),
  options: { out: { type: 'string', default: 'out' } },
  strict: true,
  allowPositionals: false,
});
try {
  const { pages, rules } = writePagePolicies(path.resolve(values.out));
  console.log(`page-policies: hashed the inline scripts of ${pages} Next pages; _headers has ${rules} rules`);
} catch (error) {
  console.error(`page-policies failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
