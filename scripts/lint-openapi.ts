// `npm run lint:openapi`: Redocly's recommended rules, strict (every warning is an error), over the
// OpenAPI description the site publishes, built by the same function as api/v1/openapi.json. The
// description does not depend on content or prices, so no build is needed. No network: Redocly's
// telemetry and update check are switched off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApi } from '../lib/api/openapi';
import { FAMILIES } from '../lib/api/registry';
import { makeContext } from '../lib/core/context';
import { getConfig } from '../lib/config';

const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
const file = path.join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(buildOpenApi(FAMILIES, makeContext(new Date(0), getConfig())), null, 2));
  const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', '--extends=recommended-strict', file], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
