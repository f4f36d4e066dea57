// `npm test`: Chromium, lint and types, the build (one BUILD_NOW), vitest, then the browser tests
// against `npm start` and a plain static server serving that out/.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

// The browser tests answer the first-visit geo lookup themselves (page.route).
const TEST_GEO_ENDPOINT = 'http://127.0.0.1:4173/__geo';

// A fixed market snapshot and history from the fixture payloads, and every exchange's URL at a
// closed port: the prebuild fails at once and keeps the fixture, so no test reaches an exchange.
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

export function runTestSteps() {
  // Before any step: a machine without the browser stops now, not after the unit tests.
  const chromium = ensureChromium();
  if (chromium !== 0) return chromium;
  const buildNow = process.env.BUILD_NOW || new Date().toISOString();
  for (const [index, [title, command, args]] of STEPS.entries()) {
    console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      // For every step after the first: `npm start` may rebuild a stale out/ with the same settings.
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
