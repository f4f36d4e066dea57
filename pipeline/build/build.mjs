// `npm run build`: the whole site into out/, every step with the one BUILD_NOW (lib/core/clock.ts),
// each step's wall time printed for bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeMarketSettings } from './market-inputs.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const CACHE = process.env.BUILD_CACHE_DIR || '.build-cache';

const steps = [
  // Three inputs that read none of one another, side by side.
  [
    ['content (contentlayer2 + zod)', npm, ['run', '--silent', 'content:build']],
    ['market prices (prebuild)', npm, ['run', '--silent', 'markets:prebuild']],
    ['assets (stylesheet, inline scripts)', npm, ['run', '--silent', 'build:assets']],
  ],
  // Into the staging folder (next.config.mjs distDir), which Next deletes first; out/ is never deleted.
  ['next build (section pages, API, feeds)', npx, ['next', 'build']],
  ['English at the root, page policies, copy to out/, leaf and 404 pages', npx, ['tsx', 'scripts/export-pages.ts', '--out', 'out']],
  // Side by side: the search index and the precompressed copies read nothing the other writes
  // (the copies come from the export step's lists; Pagefind writes no large text file).
  [
    ['search index (pagefind)', npm, ['run', '--silent', 'build:search', '--', '--site', 'out']],
    ['precompressed copies of large files', npx, ['tsx', 'scripts/precompress.ts', '--out', 'out']],
    ['digest e-mails', npx, ['tsx', 'scripts/build-digests.ts', '--out', 'out']],
  ],
  ['remove files no step produced', npx, ['tsx', 'scripts/prune-out.ts', '--out', 'out']],
];

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

export async function runBuild() {
  // Each build lists its files afresh: a list left by an earlier build must never keep a file alive.
  rmSync(path.join(CACHE, 'produced'), { recursive: true, force: true });
  // The steps may trust their own lists of changes (lib/build/node/change-list.ts) only after a whole
  // build; the mark stays from here until prune-out, so a build stopped half-way leaves it behind.
  const sure = existsSync(path.join(CACHE, 'built')) && !existsSync(path.join(CACHE, 'out-unsure'));
  mkdirSync(path.join(CACHE, 'produced'), { recursive: true });
  writeFileSync(path.join(CACHE, 'out-unsure'), `${new Date().toISOString()}\n`);
  if (sure) writeFileSync(path.join(CACHE, 'produced', 'sure'), '');
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
