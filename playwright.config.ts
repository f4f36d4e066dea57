import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium (Playwright's own browser download cannot work on these
 * machines) against `npm start` serving the built out/ (the one matrix), and against a plain
 * static server on the same files for what only a plain host shows (the home page's own language
 * script). `npm test` builds out/ first; `npm start` would build it if it were missing or stale.
 */
// Overridable so that two checkouts on one machine can run their browser tests side by side.
export const STATIC_PORT = Number(process.env.E2E_STATIC_PORT || 4173);
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT || 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two files at a time: the specs only read from the two servers, and a test waits on the
  // browser and the server more than it computes.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Bounds for a hung test or a wait that never ends, not measurements: on two cores at a load
  // of 30 a page's first paint and script can take several seconds (bench/README.md, "CI").
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // node --import tsx: one process, no npx lookup nor tsx CLI in front of it.
      command: `node --import tsx scripts/serve-static.ts --dir out --port ${STATIC_PORT}`,
      url: `http://127.0.0.1:${STATIC_PORT}/api/v1/index.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npm start -- --port ${SERVER_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${SERVER_PORT}/api/v1/index.json`,
      reuseExistingServer: false,
      // Enough for a build, should `npm start` find out/ older than the sources.
      timeout: 600_000,
    },
  ],
});
