// `npm run publish -- --target s3://BUCKET` against a real S3-compatible server (s3rver) on
// loopback, timed: each --out folder is published in turn into one bucket, then the last one once
// more (nothing changed), so "one more story" is two builds of the same site:
//   cp -a out /tmp/out-before && <add a story> && npm run build
//   npx tsx bench/s3-publish.ts --out /tmp/out-before --out out [--concurrency 16]
// s3rver keeps objects as files in a temporary folder, so its speed is the disk's, not a data
// centre's; a real bucket adds a network round trip per changed object and one per 1,000 listed.
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startS3Server } from '../tests/fixtures/s3/s3-server';

const { values } = parseArgs({
  options: {
    out: { type: 'string', multiple: true },
    concurrency: { type: 'string', default: '16' },
  },
});
const folders = values.out ?? [];
if (folders.length === 0) {
  console.error('usage: npx tsx bench/s3-publish.ts --out <built site> [--out <the same site, rebuilt> …]');
  process.exit(2);
}

function fileCount(folder: string): number {
  return Number(execFileSync('sh', ['-c', `find "${folder}" -type f | wc -l`], { encoding: 'utf8' }).trim());
}

async function main(): Promise<void> {
  const server = await startS3Server('bench-site');
  try {
    console.log('| publish | folder | files | seconds | summary |\n|---|---|---|---|---|');
    const runs: [string, string][] = folders.map((folder, i) => [i === 0 ? 'first' : 'after a rebuild', folder]);
    runs.push(['nothing changed', folders[folders.length - 1]!]);
    for (const [what, folder] of runs) {
      const started = process.hrtime.bigint();
      const result = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/publish.ts',
          '--target',
          `s3://${server.bucket}`,
          '--out',
          folder,
          '--concurrency',
          values.concurrency,
        ],
        { env: { ...process.env, ...server.env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (result.status !== 0) throw new Error(`publish of ${folder} failed (exit ${result.status}):\n${result.stderr}`);
      console.log(`| ${what} | ${folder} | ${fileCount(folder).toLocaleString('en')} | ${seconds.toFixed(1)} | ${result.stdout.trim()} |`);
    }
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
