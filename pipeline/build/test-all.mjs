// `npm test` (scripts/test-all.mjs): every test, in the order they need each other. Debian's
// Chromium first (chromium.mjs: installed when missing, where it can be), lint and types next (they
// need the generated content types), then the build (out/, with one clock: BUILD_NOW),
// then vitest and the browser tests, which run against `npm start` serving that out/ and a plain
// static server.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

// The export's first-visit language script asks this geo endpoint; the browser tests answer it
// themselves (page.route), so no test depends on a real geo service.
const TEST_GEO_ENDPOINT = 'http://127.0.0.1:4173/__geo';

// Market data: every step reads a fixed snapshot and price history written from the fixture
// payloads (tests/fixtures/markets/site-markets.ts), outside .markets/ (which stays yours), with
// every exchange's URL pointing at a closed loopback port (offline-env.json, written beside them
// from the exchanges' own setting names): the prebuild fails at once and keeps the fixture
// snapshot, so no test depends on (or reaches) a real exchange.
const TEST_MARKETS = path.resolve('.test-markets');
function marketsEnv() {
  const offline = JSON.parse(readFileSync(path.join(TEST_MARKETS, 'offline-env.json'), 'utf8'));
  return { MARKETS_SNAPSHOT: path.join(TEST_MARKETS, 'snapshot.json'), ...offline };
}

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
  // Before any step: a machine without the browser stops now, not after the unit tests.
  const chromium = ensureChromium();
  if (chromium !== 0) return chromium;
  const buildNow = process.env.BUILD_NOW || new Date().toISOString();
  for (const [index, [title, command, args]] of STEPS.entries()) {
    console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      // GEO_ENDPOINT and the market data for every step after the first (which writes the latter):
      // `npm start` under Playwright builds again with the same settings should it find out/ older
      // than the sources.
      env: { ...process.env, BUILD_NOW: buildNow, GEO_ENDPOINT: TEST_GEO_ENDPOINT, ...(index > 0 && marketsEnv()) },
    });
    if (result.status !== 0) {
      console.error(`\n${title} failed (exit ${result.status}).`);
      return result.status ?? 1;
    }
  }
  console.log('\nAll test steps passed.');
  return 0;
}
