// Whether `npm start` (scripts/start.mjs) must build first: out/ is missing or older than any source
// it is built from, or than its market data (the snapshot and history at MARKETS_SNAPSHOT, default
// .markets/), or the market settings differ from the last build's (market-inputs.mjs); FORCE_BUILD=1
// always builds.
// "Built" is the build cache's `built` mark, touched by the build's last step (pipeline/prune-out.ts),
// and out/_headers must exist; a build that failed midway leaves the mark older than the sources,
// so the next start builds again. (Not out/_headers' own mtime: an incremental build leaves a file
// whose bytes did not change untouched.)
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

/** Why out/ must be built before it is served, or undefined when it is current. */
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
