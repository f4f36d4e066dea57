import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientFromEnv } from '@/lib/publish/node/s3-client';
import { publishS3 } from '@/lib/publish/node/s3-publish';
import { startS3Server, type S3Server } from '@/fakes/s3/s3-server';
import { runCommand } from '../markets/helpers';
import {
  bareRepository,
  branchFiles,
  buildFolder,
  commitCount,
  git,
  marketFiles,
  nameStatus,
  removeTempDirs,
  SITE,
  SITE_URL,
  tempDir,
  writeUnder,
} from './helpers';

/**
 * The daily register job as the workflow runs it (register-refresh.yml): the job rewrites the
 * register set in a checkout of the published branch (with its own `.git`), then
 * `npm run publish -- --only register` carries that set alone, to a local bare repository and to
 * a real S3-compatible server (s3rver) on loopback; a day with no change publishes nothing.
 */

const real = readFileSync('tests/fixtures/register/CASPS-2026-04-07.csv');
const text = real.toString('utf8');
const safello = text.split('\r\n').find((line) => line.includes('Safello AB'))!;
/** The next day's file: Safello is gone from it. */
const edited = text.replace(`${safello}\r\n`, '');

let csv: Server;
let base = '';
let s3: S3Server;
let client: S3Client;
let out = '';
let checkout = '';
const repo = bareRepository();

const refresh = (dir: string, file: string) =>
  runCommand('register-refresh', ['--out', dir, '--url', `${base}/${file}`, '--snapshot', `${dir}-snapshot.json`], {
    REGISTER_FETCH_TIMEOUT_MS: '5000',
    REGISTER_RETRY_DELAY_MS: '10',
  });

async function objectText(key: string): Promise<string> {
  const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return (await answer.Body?.transformToString('utf8')) ?? '';
}

beforeAll(async () => {
  expect(edited).not.toBe(text);
  csv = createServer((request, response) => {
    if (request.url === '/real.csv') return response.end(real);
    if (request.url === '/edited.csv') return response.end(edited);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => csv.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(csv.address() as AddressInfo).port}`;
  s3 = await startS3Server();
  client = s3.client();
  // The deployed site: pages, market files and the register set of the first day.
  out = buildFolder({ ...SITE, ...marketFiles({ generatedAt: '2026-11-20T10:00:00Z', tag: 'build' }) });
  const first = await refresh(out, 'real.csv');
  expect(first.code, first.stderr).toBe(0);
});

afterAll(async () => {
  await new Promise<void>((resolve) => csv.close(() => resolve()));
  await s3?.stop();
  removeTempDirs();
});

// Each step starts tsx (seconds on a busy machine); no assertion depends on time.
describe('publish --only register', () => {
  it('gh-pages: the job in a checkout of the branch publishes the register set and nothing else; an unchanged day commits nothing', async () => {
    const deployed = await runCommand('publish', ['--target', 'gh-pages', '--out', out, '--repo', repo], { SITE_URL });
    expect(deployed.code, deployed.stderr).toBe(0);
    checkout = path.join(tempDir('register-checkout'), 'published');
    git(path.dirname(checkout), 'clone', '-q', '--branch', 'gh-pages', repo, checkout);
    const daily = await refresh(checkout, 'edited.csv');
    expect(daily.code, daily.stderr).toBe(0);
    // Edits in the checkout outside the set, which the register's publish must not carry.
    writeUnder(checkout, 'news/index.html', '<!doctype html><title>News, unpublished edit</title>');
    writeUnder(checkout, 'api/v1/markets/firi.json', '{"tag":"local"}\n');

    const commits = commitCount(repo);
    const args = ['--target', 'gh-pages', '--only', 'register', '--out', checkout, '--repo', repo];
    const published = await runCommand('publish', args, { SITE_URL });
    expect(published.code, published.stderr).toBe(0);
    expect(commitCount(repo)).toBe(commits + 1);
    const changed = nameStatus(repo);
    expect(changed).toContain('M\tapi/v1/rules/casps.json');
    expect(changed).toContain('M\tapi/v1/rules/changes.json');
    expect(changed.filter((line) => !line.includes('\tapi/v1/rules/'))).toEqual([]);
    expect(git(repo, 'log', '-1', '--format=%s', 'gh-pages')).toBe("Refresh the register set from ESMA's interim MiCA register");
    const files = branchFiles(repo);
    expect(files.get('api/v1/rules/casps.json')).toBe(readFileSync(path.join(checkout, 'api/v1/rules/casps.json'), 'utf8').trimEnd());
    expect(files.get('api/v1/rules/casps.json')).not.toContain('Safello AB');
    expect(files.get('news/index.html')).toBe(SITE['news/index.html']);
    expect(files.get('api/v1/markets/firi.json')).toBe('{"tag":"build"}');
    expect(files.has('CNAME')).toBe(true);

    const again = await runCommand('publish', args, { SITE_URL });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toMatch(/^uploaded 0, deleted 0, unchanged [1-9]\d*$/);
    expect(commitCount(repo)).toBe(commits + 1);
  });

  it('s3: the same checkout uploads the changed register files alone; an unchanged day uploads nothing', async () => {
    expect(checkout).not.toBe('');
    const cacheDir = tempDir('register-publish-cache');
    const deployed = await publishS3({
      outDir: out,
      bucket: s3.bucket,
      client: s3ClientFromEnv({ ...process.env, ...s3.env }),
      hashCacheDir: cacheDir,
      log: () => undefined,
    });
    expect(deployed.uploaded).toBeGreaterThan(10);
    expect(await objectText('api/v1/rules/casps.json')).toContain('Safello AB');

    const args = ['--target', `s3://${s3.bucket}`, '--only', 'register', '--out', checkout];
    const env = { ...s3.env, BUILD_CACHE_DIR: cacheDir };
    const published = await runCommand('publish', args, env);
    expect(published.code, published.stderr).toBe(0);
    const [, uploaded] = /^uploaded (\d+), deleted 0, unchanged (\d+)$/.exec(published.stdout.trim()) ?? [];
    expect(Number(uploaded)).toBeGreaterThanOrEqual(2);
    expect(await objectText('api/v1/rules/casps.json')).toBe(readFileSync(path.join(checkout, 'api/v1/rules/casps.json'), 'utf8'));
    expect(await objectText('news/index.html')).toBe(SITE['news/index.html']);
    expect(await objectText('api/v1/markets/firi.json')).toBe('{"tag":"build"}\n');

    const again = await runCommand('publish', args, env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toMatch(/^uploaded 0, deleted 0, unchanged [1-9]\d*$/);
  });
});
