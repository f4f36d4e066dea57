// `npm test`: every test, in the order they need each other. Lint and types first (they need the
// generated content types), then both builds with one clock (BUILD_NOW), so the static export and
// `next start` serve byte-identical leaf pages; then vitest and the browser tests.
import { spawnSync } from 'node:child_process';

// The export's first-visit language script asks this geo endpoint; the browser tests answer it
// themselves (page.route), so no test depends on a real geo service.
const TEST_GEO_ENDPOINT = 'http://127.0.0.1:4173/__geo';
const BUILD_NOW = process.env.BUILD_NOW || new Date().toISOString();

const steps = [
  ['Content types (contentlayer2)', 'npm', ['run', 'content:build'], {}],
  ['Lint, format and types (eslint, prettier, tsc)', 'npm', ['run', 'lint'], {}],
  ['Static export (out/)', 'npm', ['run', 'build'], { GEO_ENDPOINT: TEST_GEO_ENDPOINT }],
  ['Server build (.next/)', 'npm', ['run', 'build:server'], {}],
  ['Unit, contract and integration tests (vitest)', 'npx', ['vitest', 'run'], {}],
  ['Browser tests (Playwright, Debian Chromium)', 'npx', ['playwright', 'test'], {}],
];

for (const [title, command, args, env] of steps) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, REQUIRE_EXPORT: '1', BUILD_NOW, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll test steps passed.');
