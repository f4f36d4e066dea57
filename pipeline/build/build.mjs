// `npm run build` (scripts/build.mjs): the whole site as files in out/, each step with one clock for all of them.
// BUILD_NOW is read once here (unless the caller set it) and passed to every step, so the content
// check, Next's workers and the leaf page export all agree on `now` (lib/core/clock.ts). Each step's
// wall time is printed, for bench/README.md. out/ is the only production output: `npm start`
// serves it (scripts/serve.ts), and any static host can. Each step is a command of scripts/.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { writeMarketSettings } from './market-inputs.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The build cache (lib/build/cache-dir.ts).
const CACHE = process.env.BUILD_CACHE_DIR || '.build-cache';

const steps = [
  // Three inputs that do not read one another (content/ into .contentlayer/, the market snapshot
  // into public/api/v1/markets/, styles and inline scripts into .site/), side by side.
  [
    ['content (contentlayer2 + zod)', npm, ['run', '--silent', 'content:build']],
    ['market prices (prebuild)', npm, ['run', '--silent', 'markets:prebuild']],
    ['assets (stylesheet, inline scripts)', npm, ['run', '--silent', 'build:assets']],
  ],
  // Into the build cache's staging folder (next.config.mjs distDir), which Next deletes first; out/
  // itself is never deleted (issue 18: incremental builds, lib/build/node/out-sync.ts).
  ['next build (section pages, API, feeds)', npx, ['next', 'build']],
  [
    'English at the root, page policies, copy to out/, leaf and 404 pages',
    npx,
    ['tsx', 'scripts/export-pages.ts', '--stage', path.join(CACHE, 'next-export'), '--out', 'out'],
  ],
  // Two steps side by side (one process each; the machines that build have two cores or more): the
  // search index goes straight into out/pagefind/ (not public/, which Next would copy into its
  // export every time), after the pages its results link to, writing only changed files; the
  // precompressed copies come from the export step's lists alone, and Pagefind writes no large
  // text file, so neither step reads what the other writes.
  [
    ['search index (pagefind)', npm, ['run', '--silent', 'build:search', '--', '--site', 'out']],
    ['precompressed copies of large files', npx, ['tsx', 'scripts/precompress.ts', '--out', 'out']],
    // The e-mail of each published weekly issue (out/digest/), small and read by no other step.
    ['digest e-mails', npx, ['tsx', 'scripts/build-digests.ts', '--out', 'out']],
  ],
  ['remove files no step produced', npx, ['tsx', 'scripts/prune-out.ts', '--out', 'out']],
];

/** Runs one step, printing its output as it comes; resolves with its exit status and seconds. */
function run([title, command, args], env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const done = (code) => resolve({ title, code, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      console.error(`build: step "${title}" could not start: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => {
      if (code !== 0) console.error(`\nbuild: step "${title}" failed (exit ${code ?? signal}).`);
      done(code ?? 1);
    });
  });
}

/** Runs every step; prints each step's wall time. Resolves with 0, or the exit status of the step that failed. */
export async function runBuild() {
  // Each build lists its files afresh: a list left by an earlier build must never keep a file alive.
  rmSync(path.join(CACHE, 'produced'), { recursive: true, force: true });
  const env = { ...process.env, BUILD_CACHE_DIR: CACHE, BUILD_NOW: process.env.BUILD_NOW || new Date().toISOString() };
  const timings = [];
  const buildStarted = Date.now();
  for (const step of steps) {
    const group = Array.isArray(step[0]) ? step : [step];
    const started = Date.now();
    const results = await Promise.all(group.map((member) => run(member, env)));
    for (const { title, seconds } of results) timings.push([title, seconds]);
    if (group.length > 1) timings.push([`(the ${group.length} steps above, side by side)`, (Date.now() - started) / 1000]);
    const failed = results.find(({ code }) => code !== 0);
    if (failed) return failed.code;
  }
  writeMarketSettings(CACHE);
  console.log(`\nbuild at ${env.BUILD_NOW}:`);
  for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`);
  console.log(`  ${((Date.now() - buildStarted) / 1000).toFixed(1).padStart(7)} s  in all (wall time)`);
  return 0;
}
