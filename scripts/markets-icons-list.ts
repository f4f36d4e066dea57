/**
 * Regenerates lib/markets/icons-data.json from the installed cryptocurrency-icons package:
 * the exact list of colour SVG files and the asset names of its manifest. The list is data, read
 * by lib/markets/icons.ts, so the pure builders (also used in the browser) know which icons exist
 * without a file system.
 * Run after upgrading the package:  npx tsx scripts/markets-icons-list.ts
 * (tests/unit/markets/icons.test.ts fails when the list and the package disagree).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconPackageDir } from '@/lib/markets/node/icon-files';

const dir = iconPackageDir();
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
const symbols = readdirSync(path.join(dir, 'svg', 'color'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => file.slice(0, -'.svg'.length))
  .sort();
const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { symbol: string; name: string }[];
const names: Record<string, string> = {};
for (const entry of manifest) {
  if (entry.name && !(entry.symbol in names)) names[entry.symbol] = entry.name;
}

// Data, not code: one JSON object (the generator's name and the package version say where it came from).
const out = `${JSON.stringify({ generated_by: 'scripts/markets-icons-list.ts', version: pkg.version, files: symbols, names }, null, 2)}\n`;
const target = path.join(process.cwd(), 'lib', 'markets', 'icons-data.json');
writeFileSync(target, out);
console.log(`wrote ${target}: ${symbols.length} icons, ${Object.keys(names).length} names`);
