// `npm run publish -- --target s3://BUCKET` against a real S3-compatible server (s3rver) on
// loopback, timed. Two ways:
//   npx tsx bench/s3-publish.ts --synthetic /tmp/s3-bench-out [--concurrency 16] [--scale 0.01]
//     writes a synthetic out/ of the 10,000-story shape (bench/s3-synthetic-out.ts), publishes it,
//     adds one more story in place (as the incremental build does), publishes again, then with
//     nothing changed: reading the publisher's record, with --full (listing the bucket, as
//     before the record), and with the file-hash cache removed (a runner whose restored out/ has
//     new inodes);
//   npx tsx bench/s3-publish.ts --out <built site> [--out <the same site, rebuilt> …]
//     publishes each folder in turn into one bucket, then the last once more (nothing changed).
//     The file-hash cache is per folder, so a second folder is hashed in full: to time one more
//     story with the cache, rebuild in place between publishes (use --synthetic for that).
// The file-hash cache goes to a temporary BUILD_CACHE_DIR, not the checkout's. s3rver keeps
// objects as files in a temporary folder, so its speed is the disk's, not a data centre's; a real
// bucket adds a network round trip per changed object and one per 1,000 listed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startS3Server, type S3Server } from '@/fakes/s3/s3-server';
import { oneMoreStory, writeSyntheticOut } from './s3-synthetic-out';

const { values } = parseArgs({
  options: {
    out: { type: 'string', multiple: true },
    synthetic: { type: 'string' },
    concurrency: { type: 'string', default: '16' },
    scale: { type: 'string', default: '1' },
  },
});
const folders = values.out ?? [];
if (folders.length === 0 && !values.synthetic) {
  console.error('usage: npx tsx bench/s3-publish.ts --synthetic <new folder> | --out <built site> [--out <the same site, rebuilt> …]');
  process.exit(2);
}
const cacheDir = mkdtempSync(path.join(tmpdir(), 's3-bench-cache-'));

function fileCount(folder: string): number {
  return Number(execFileSync('sh', ['-c', `find "${folder}" -type f | wc -l`], { encoding: 'utf8' }).trim());
}

function seconds(started: bigint): string {
  return (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
}

function publish(server: S3Server, what: string, folder: string, extra: string[] = []): void {
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
      ...extra,
    ],
    { env: { ...process.env, ...server.env, BUILD_CACHE_DIR: cacheDir }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const took = seconds(started);
  if (result.status !== 0) throw new Error(`publish of ${folder} failed (exit ${result.status}):\n${result.stderr}`);
  // The publish's own phase lines (record or listing, hashing, record written), for the README.
  const phases = result.stderr
    .split('\n')
    .filter((line) => /\(\d+\.\d s\)$/.test(line))
    .map((line) => line.replace(/^publish: /, ''))
    .join('; ');
  console.log(`| ${what} | ${fileCount(folder).toLocaleString('en')} | ${took} | ${result.stdout.trim()} | ${phases} |`);
}

async function main(): Promise<void> {
  const server = await startS3Server('bench-site');
  try {
    console.log('| publish | files | seconds | summary | phases (seconds since the start) |\n|---|---|---|---|---|');
    if (values.synthetic) {
      const folder = values.synthetic;
      if (existsSync(folder)) throw new Error(`--synthetic ${folder}: already exists (give a new folder)`);
      let started = process.hrtime.bigint();
      const written = writeSyntheticOut(folder, Number(values.scale));
      console.error(`wrote ${written.files} files, ${(written.bytes / 1e9).toFixed(2)} GB in ${seconds(started)} s`);
      // The cache leaves out files written in the last 2 s (file-hashes.ts); a real out/'s unchanged files are older.
      await sleep(2_100);
      publish(server, 'first, into an empty bucket', folder);
      started = process.hrtime.bigint();
      const changed = oneMoreStory(folder, Number(values.scale));
      console.error(`one more story: ${changed} files written in ${seconds(started)} s`);
      publish(server, 'one more story', folder);
      publish(server, 'nothing changed', folder);
      publish(server, 'nothing changed, --full (listing the bucket)', folder, ['--full']);
      rmSync(cacheDir, { recursive: true, force: true });
      publish(server, 'nothing changed, no file-hash cache', folder);
    } else {
      const runs: [string, string][] = folders.map((folder, i) => [i === 0 ? 'first' : 'after a rebuild', folder]);
      runs.push(['nothing changed', folders[folders.length - 1] as string]);
      for (const [what, folder] of runs) publish(server, what, folder);
    }
  } finally {
    await server.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
