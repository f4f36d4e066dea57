// `npm start`: serve the built site (out/) on $PORT (default 3000) with scripts/serve.ts, after
// building it (npm run build) when out/ is missing or older than any source it is built from, or
// than its market data (the snapshot and history at MARKETS_SNAPSHOT, default .markets/), or when
// the market settings differ from the last build's (scripts/market-inputs.mjs); FORCE_BUILD=1
// always builds.
// "Built" is the build cache's `built` mark, touched by the build's last step (scripts/prune-out.ts),
// and out/_headers must exist; a build that failed midway leaves the mark older than the sources,
// so the next start builds again. (Not out/_headers' own mtime: an incremental build leaves a file
// whose bytes did not change untouched.)
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MARKET_INPUTS, marketSettingsChanged } from './market-inputs.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Node flags of the server process (bench/serve-throughput.ts starts it the same way). */
const SERVER_NODE_FLAGS = ['--initial-old-space-size=64'];

const SOURCES = [
  'content',
  'messages',
  'app',
  'components',
  'lib',
  'styles',
  'scripts',
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

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const built = builtAt();
const changed = Math.max(...SOURCES.map(newest));
const marketsChanged =
  Math.max(...MARKET_INPUTS.map(newest)) > built || marketSettingsChanged(process.env.BUILD_CACHE_DIR || '.build-cache');
if (built === 0 || changed > built || marketsChanged || process.env.FORCE_BUILD === '1') {
  console.log(
    built === 0
      ? 'No build in out/ yet: running npm run build first.'
      : process.env.FORCE_BUILD === '1'
        ? 'FORCE_BUILD=1: running npm run build first.'
        : changed > built
          ? 'Sources changed since the last build: running npm run build first.'
          : 'The market data or settings changed since the last build: running npm run build first.',
  );
  run(npm, ['run', 'build']);
}
// A larger first old generation: without it the server's modules keep V8 collecting its whole
// heap under load, which halves the throughput (bench/README.md, "`npm start` beside a bare static
// file server"). The heap still grows and shrinks as V8 decides.
run(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'scripts/serve.ts', '--dir', 'out', ...process.argv.slice(2)]);
