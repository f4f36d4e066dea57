// The two builds, each as its steps with one clock for all of them:
//   node scripts/build.mjs export   (npm run build)        → out/, the static site
//   node scripts/build.mjs server   (npm run build:server) → .next/, for `next start`, and
//                                                           .next/standalone/, for `node server.js`
// BUILD_NOW is read once here (unless the caller set it) and passed to every step, so the content
// check, Next's workers and the leaf page export all agree on `now` (lib/api/clock.ts). Each step's
// wall time is printed, for bench/README.md.
import { spawnSync } from 'node:child_process';

const mode = process.argv[2];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const PREPARE = [
  ['content (contentlayer2 + zod)', npm, ['run', '--silent', 'content:build']],
  ['market prices (prebuild)', npm, ['run', '--silent', 'markets:prebuild']],
  ['assets (stylesheet, inline scripts)', npm, ['run', '--silent', 'build:assets']],
  // Into public/pagefind/, before `next build`, so the export and `next start` serve the same index.
  ['search index (pagefind)', npm, ['run', '--silent', 'build:search']],
];

const STEPS = {
  export: [
    ...PREPARE,
    ['next build (export)', npx, ['next', 'build'], { NEXT_OUTPUT: 'export' }],
    ['leaf pages and English at the root', npx, ['tsx', 'scripts/export-pages.ts', '--out', 'out']],
    ['security headers (page policies, _headers)', npx, ['tsx', 'scripts/page-policies.ts', '--out', 'out']],
  ],
  // A server build is also a standalone server (.next/standalone/, `node server.js`); the last
  // step copies in the static files and data Next leaves out (scripts/finish-standalone.ts).
  server: [
    ...PREPARE,
    ['next build (server, standalone)', npx, ['next', 'build'], { NEXT_OUTPUT: 'standalone' }],
    ['standalone server folder', npx, ['tsx', 'scripts/finish-standalone.ts']],
  ],
};

const steps = STEPS[mode];
if (!steps) {
  console.error('usage: node scripts/build.mjs export|server');
  process.exit(2);
}

const env = { ...process.env, BUILD_NOW: process.env.BUILD_NOW || new Date().toISOString() };
const timings = [];
for (const [title, command, args, extra = {}] of steps) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extra } });
  timings.push([title, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\nbuild (${mode}): step "${title}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nbuild (${mode}) at ${env.BUILD_NOW}:`);
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`);
console.log(
  `  ${timings
    .reduce((sum, [, s]) => sum + s, 0)
    .toFixed(1)
    .padStart(7)} s  in all`,
);
