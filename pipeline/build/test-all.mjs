// `npm test` (scripts/test-all.mjs): every test, in the order they need each other. The content
// types first (lint and the build both read them); then ESLint and Prettier beside the build (they
// read no file the build writes, and each leaves a core idle most of its time); then the types,
// after the build, since tsc also reads the route types the build writes in .next/types; then
// vitest and the browser tests, which run against `npm start` serving that out/ and a plain static
// server.
import { spawn } from 'node:child_process';
import path from 'node:path';

// The export's first-visit language script asks this geo endpoint; the browser tests answer it
// themselves (page.route), so no test depends on a real geo service.
const TEST_GEO_ENDPOINT = 'http://127.0.0.1:4173/__geo';

// Market data: every step reads a fixed snapshot and price history written from the fixture
// payloads (tests/fixtures/markets/site-markets.ts), outside .markets/ (which stays yours). The
// exchanges' URLs point at a closed loopback port: the prebuild fails at once and keeps the
// fixture snapshot, so no test depends on (or reaches) a real exchange.
const TEST_MARKETS = path.resolve('.test-markets');
const CLOSED = 'http://127.0.0.1:9';
const MARKETS_ENV = {
  MARKETS_SNAPSHOT: path.join(TEST_MARKETS, 'snapshot.json'),
  FIRI_API_URL: CLOSED,
  NBX_API_URL: CLOSED,
  COINMOTION_API_URL: CLOSED,
};

/** Each stage's steps run at the same time; a stage starts when the one before has passed. */
const STAGES = [
  [['Test market data (.test-markets/)', 'npx', ['tsx', 'tests/fixtures/markets/site-markets.ts', '--dir', TEST_MARKETS]]],
  [['Content types (contentlayer2)', 'npm', ['run', 'content:build']]],
  [
    ['Lint and format (eslint, prettier)', 'npm', ['run', 'lint:style']],
    ['Build (out/)', 'npm', ['run', 'build']],
  ],
  [['Types (tsc) and the OpenAPI document (redocly)', 'npm', ['run', 'lint:types']]],
  [['Unit, contract and integration tests (vitest)', 'npx', ['vitest', 'run']]],
  [['Browser tests (Playwright, Debian Chromium)', 'npx', ['playwright', 'test']]],
];

/**
 * One step. Alone in its stage, its output streams as it comes; beside others, it is held and
 * printed whole when the step ends, so two steps' lines never interleave.
 */
function runStep([title, command, args], env, alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const finish = (status) => {
      if (!alone) {
        console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(held));
      }
      console.log(`=== ${title}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(status);
    };
    child.on('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Runs every stage in order; returns 0, or the exit status of the first step that failed. */
export async function runTestSteps() {
  const buildNow = process.env.BUILD_NOW || new Date().toISOString();
  // GEO_ENDPOINT for every step: `npm start` under Playwright builds again with the same
  // settings should it find out/ older than the sources.
  const env = { ...process.env, BUILD_NOW: buildNow, GEO_ENDPOINT: TEST_GEO_ENDPOINT, ...MARKETS_ENV };
  for (const stage of STAGES) {
    const statuses = await Promise.all(stage.map((step) => runStep(step, env, stage.length === 1)));
    const failed = statuses.findIndex((status) => status !== 0);
    if (failed !== -1) {
      console.error(`\n${stage[failed][0]} failed (exit ${statuses[failed]}).`);
      return statuses[failed];
    }
  }
  console.log('\nAll test steps passed.');
  return 0;
}
