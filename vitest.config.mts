import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }],
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/helpers/bundle-scripts.ts'],
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine,
    // idle while a test waits on a command, git or s3rver. The test files share no folder or port.
    maxWorkers: 2,
    // A timeout stops a hung test; it measures nothing. Under a load of 30 on 2 cores an
    // integration test that takes 15 s on a quiet machine took over 60 s (bench/README.md, "CI").
    testTimeout: 600_000,
    // Git in the tests (the publish's clones and pushes, the tests' own repositories) stores
    // objects uncompressed and starts no background gc or maintenance: less CPU for the same
    // commits. GIT_CONFIG_COUNT reaches every git the tests start, the commands' included.
    env: {
      GIT_CONFIG_COUNT: '4',
      GIT_CONFIG_KEY_0: 'core.compression',
      GIT_CONFIG_VALUE_0: '0',
      GIT_CONFIG_KEY_1: 'gc.auto',
      GIT_CONFIG_VALUE_1: '0',
      GIT_CONFIG_KEY_2: 'maintenance.auto',
      GIT_CONFIG_VALUE_2: 'false',
      GIT_CONFIG_KEY_3: 'receive.autogc',
      GIT_CONFIG_VALUE_3: 'false',
    },
    hookTimeout: 600_000,
    projects: [
      {
        extends: true,
        // Pure code: one module graph per worker, not per file. Importing it again for each of
        // ~90 files was most of these files' time (bench/README.md, "Test suite").
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Commands, servers and scratch folders: each file in a process of its own.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] },
      },
    ],
  },
});
