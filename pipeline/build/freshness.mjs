// Whether `npm start` must build first: out/ missing, older than a source or its market data, or
// other market settings (market-inputs.mjs); FORCE_BUILD=1 always builds. "Built" is the cache's
// `built` mark (not _headers' mtime: an incremental build leaves unchanged files untouched).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MARKET_INPUTS, marketSettingsChanged } from './market-inputs.mjs';

const SOURCES = [
  'content',
  'messages',
  'app',
  'components',
  'lib',
  'styles',
  'scripts',
  'pipeline',
  'browser',
  'public',
  'package.json',
  'next.config.mjs',
  'contentlayer.config.ts',
  'tsconfig.json',
];
// Written by the build itself, before out/_headers.
const BUILD_WRITES = [path.join('public', 'pagefind'), path.join('public', 'api')];

function newest(entry) {
  if (BUILD_WRITES.includes(entry)) return 0;
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

function builtAt() {
  try {
    statSync(path.join('out', '_headers'));
    return statSync(path.join(process.env.BUILD_CACHE_DIR || '.build-cache', 'built')).mtimeMs;
  } catch {
    return 0;
  }
}

export function buildReason() {
  const built = builtAt();
  const changed = Math.max(...SOURCES.map(newest));
  const marketsChanged =
    Math.max(...MARKET_INPUTS.map(newest)) > built || marketSettingsChanged(process.env.BUILD_CACHE_DIR || '.build-cache');
  if (built === 0) return 'No build in out/ yet: running npm run build first.';
  if (process.env.FORCE_BUILD === '1') return 'FORCE_BUILD=1: running npm run build first.';
  if (changed > built) return 'Sources changed since the last build: running npm run build first.';
  if (marketsChanged) return 'The market data or settings changed since the last build: running npm run build first.';
  return undefined;
}
