// `npm test` (scripts/test-all.mjs): every test, in the order they need each other. Lint and types
// first (they need the generated content types), then the build (out/, with one clock: BUILD_NOW),
// then vitest and the browser tests, which run against `npm start` serving that out/ and a plain
// static server.
import { spawnSync } from 'node:child_process';
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

const STEPS = [
  ['Test market data (.test-markets/)', 'npx', ['tsx', 'tests/fixtures/markets/site-markets.ts', '--dir', TEST_MARKETS]],
  ['Content types (contentlayer2)', 'npm', ['run', 'content:build']],
  ['Lint, format and types (eslint, prettier, tsc)', 'npm', ['run', 'lint']],
  ['Build (out/)', 'npm', ['run', 'build']],
  ['Unit, contract and integration tests (vitest)', 'npx', ['vitest', 'run']],
  ['Browser tests (Playwright, Debian Chromium)', 'npx', ['playwright', 'test']],
];

/** Runs every step in order, its output as it comes; returns 0, or the exit status of the step that failed. */
export function runTestSteps() {
  const buildNow = process.env.BUILD_NOW || new Date().toISOString();
  for (const [title, command, args] of STEPS) {
    console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      // GEO_ENDPOINT for every step: `npm start` under Playwright builds again with the same
      // settings should it find out/ older than the sources.
      env: { ...process.env, BUILD_NOW: buildNow, GEO_ENDPOINT: TEST_GEO_ENDPOINT, ...MARKETS_ENV },
    });
    if (result.status !== 0) {
      console.error(`\n${title} failed (exit ${result.status}).`);
      return result.status ?? 1;
    }
  }
  console.log('\nAll test steps passed.');
  return 0;
}
