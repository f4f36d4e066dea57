import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The markets library runs in the browser, in plain Node and in the Next build, so the modules the
 * page uses (and everything they import at runtime) must not reach Node built-ins, Next, React
 * or server-only code. Node-only code lives in lib/markets/node/.
 */
const BROWSER_ENTRIES = [
  'lib/markets/aggregate.ts',
  'lib/markets/constants.ts',
  'lib/markets/decimal.ts',
  'lib/markets/documents.ts',
  'lib/markets/exchanges/index.ts',
  'lib/markets/fetch.ts',
  'lib/markets/icons.ts',
  'lib/markets/json.ts',
  'lib/markets/live.ts',
  'lib/markets/order.ts',
  'lib/markets/types.ts',
  'lib/schemas/markets.ts',
];
const FORBIDDEN = /^(node:|fs$|path$|child_process$|http$|next($|\/)|react($|-dom|\/)|server-only$)/;
const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

function runtimeImports(entry: string): { file: string; specifier: string }[] {
  const seen = new Set<string>();
  const found: { file: string; specifier: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[2]) continue; // `import type` is erased
      const specifier = match[3]!;
      found.push({ file, specifier });
      const local = resolve(file, specifier);
      if (local) visit(local);
    }
  };
  visit(entry);
  return found;
}

describe('browser-safe markets library', () => {
  it.each(BROWSER_ENTRIES)('%s imports nothing Node-only, Next, React or server-only', (entry) => {
    const bad = runtimeImports(entry).filter(({ specifier }) => FORBIDDEN.test(specifier) || specifier.includes('/node/'));
    expect(bad).toEqual([]);
  });
});
