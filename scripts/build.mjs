// `npm run build`: the whole site as files in out/, each step with one clock for all of them.
// BUILD_NOW is read once here (unless the caller set it) and passed to every step, so the content
// check, Next's workers and the leaf page export all agree on `now` (lib/core/clock.ts). Each step's
// wall time is printed, for bench/README.md. out/ is the only production output: `npm start`
// serves it (scripts/serve.ts), and any static host can.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The build cache (lib/build/cache-dir.ts). Each build lists its files afresh: a list left by an
// earlier build must never keep a file alive.
const CACHE = process.env.BUILD_CACHE_DIR || '.build-cache';
rmSync(path.join(CACHE, 'produced'), { recursive: true, force: true });

const steps = [
  ['content (contentlayer2 + zod)', npm, ['run', '--silent', 'content:build']],
  ['market prices (prebuild)', npm, ['run', '--silent', 'markets:prebuild']],
  ['assets (stylesheet, inline scripts)', npm, ['run', '--silent', 'build:assets']],
  // Into the build cache's staging folder (next.config.mjs distDir), which Next deletes first; out/
  // itself is never deleted (issue 18: incremental builds, lib/build/node/out-sync.ts).
  ['next build (section pages, API, feeds)', npx, ['next', 'build']],
  [
    'English at the root, page policies, copy to out/, leaf and 404 pages',
    npx,
    ['tsx', 'scripts/export-pages.ts', '--stage', path.join(CACHE, 'next-export'), '--out', 'out'],
  ],
  // Straight into out/pagefind/ (not public/, which Next would copy into its export every time),
  // after the pages its results link to; only changed files are written.
  ['search index (pagefind)', npm, ['run', '--silent', 'build:search', '--', '--site', 'out']],
  ['precompressed copies of large files', npx, ['tsx', 'scripts/precompress.ts', '--out', 'out']],
  ['remove files no step produced', npx, ['tsx', 'scripts/prune-out.ts', '--out', 'out']],
];

const env = { ...process.env, BUILD_CACHE_DIR: CACHE, BUILD_NOW: process.env.BUILD_NOW || new Date().toISOString() };
const timings = [];
for (const [title, command, args, extra = {}] of steps) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extra } });
  timings.push([title, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\nbuild: step "${title}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nbuild at ${env.BUILD_NOW}:`);
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`);
console.log(
  `  ${timings
    .reduce((sum, [, s]) => sum + s, 0)
    .toFixed(1)
    .padStart(7)} s  in all`,
);
