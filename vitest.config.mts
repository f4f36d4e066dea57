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
    testTimeout: 60_000,
    hookTimeout: 120_000,
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
