import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientFromEnv } from '@/lib/publish/node/s3-client';
import { publishS3, S3PublishError } from '@/lib/publish/node/s3-publish';
import { MANIFEST_KEY, parseManifest } from '@/lib/publish/s3-manifest';
import { bucketObjects } from '@/lib/publish/s3-objects';
import { listBuildFiles } from '@/lib/publish/tree';
import { startS3Server, type S3Server } from '@/fakes/s3/s3-server';
import { runScript } from '../markets/helpers';
import { bucketKeys, buildFolder, objectBytes, removeTempDirs, tempDir, writeUnder } from './helpers';

/**
 * The publisher's record in the bucket (.publish/manifest.json, lib/publish/s3-manifest.ts),
 * against a real S3-compatible server (s3rver) on loopback: what a publish reads and writes,
 * counted per request; a missing or foreign record; a publish killed half way and its rerun; an
 * object changed in the bucket behind the record's back. One bucket, steps in order.
 */

const SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><script src="/_next/static/chunks/app-1.js"></script>',
  'news/index.html': '<!doctype html><title>News: A</title>',
  'news/a-story/index.html': '<!doctype html><title>A story</title>',
  '_next/static/chunks/app-1.js': 'console.log(1);\n',
  'api/v1/news.json': '{"items":["a"]}\n',
  'api/v1/news/a-story.json': '{"id":"a-story"}\n',
  _headers: ['/api/v1/*', '  Cache-Control: public, max-age=300', ''].join('\n'),
};

let server: S3Server;
let client: S3Client;
let out: string;
let cacheDir: string;

const write = (relative: string, content: string | Buffer): void => writeUnder(out, relative, content);
const bytes = (key: string): Promise<Buffer> => objectBytes(client, server.bucket, key);
const siteKeys = (): Promise<string[]> => bucketKeys(client, server.bucket);

/** The bucket's site objects equal out/: the same keys, each holding its file's bytes (its `.gz` copy when it has one). */
async function expectBucketEqualsOut(): Promise<void> {
  const wanted = bucketObjects(listBuildFiles(out).keys());
  expect((await siteKeys()).sort()).toEqual([...wanted.keys()].sort());
  for (const [key, gzip] of wanted) {
    expect((await bytes(key)).equals(readFileSync(path.join(out, `${key}${gzip ? '.gz' : ''}`))), key).toBe(true);
  }
}

async function recordText(): Promise<string> {
  const body = await bytes(MANIFEST_KEY);
  return (body[0] === 0x1f ? gunzipSync(body) : body).toString('utf8');
}

/** A publish through the library, with every S3 request it makes recorded as `Command key`. */
async function publishLib(options: { full?: boolean; outDir?: string; hashCacheDir?: string | null } = {}) {
  const requests: string[] = [];
  const counted = s3ClientFromEnv({ ...process.env, ...server.env });
  counted.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: string };
      requests.push(`${context.commandName}${input.Key ? ` ${input.Key}` : ''}`);
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  const outcome = await publishS3({
    outDir: options.outDir ?? out,
    bucket: server.bucket,
    client: counted,
    concurrency: 2,
    hashCacheDir: options.hashCacheDir === undefined ? cacheDir : options.hashCacheDir,
    full: options.full,
    log: () => undefined,
  });
  return { ...outcome, requests };
}

function publishCli(args: string[] = [], env: Record<string, string> = {}) {
  return runScript('publish', ['--target', `s3://${server.bucket}`, '--out', out, ...args], {
    ...server.env,
    BUILD_CACHE_DIR: cacheDir,
    ...env,
  });
}

beforeAll(async () => {
  server = await startS3Server('manifest-bucket');
  client = server.client();
  out = buildFolder(SITE);
  cacheDir = tempDir('publish-cache');
});

afterAll(async () => {
  await server?.stop();
  removeTempDirs();
});

describe('the publisher record in the bucket', () => {
  it('first publish: lists once, marks the bucket, uploads, and writes the record last', async () => {
    const first = await publishLib();
    expect(first).toMatchObject({ uploaded: 6, deleted: 0, unchanged: 0, compared: 'listing' });
    const puts = first.requests.filter((request) => request.startsWith('PutObjectCommand'));
    // The marker first, then the six objects, then the complete record.
    expect(puts[0]).toBe(`PutObjectCommand ${MANIFEST_KEY}`);
    expect(puts.at(-1)).toBe(`PutObjectCommand ${MANIFEST_KEY}`);
    expect(puts).toHaveLength(8);
    expect(first.requests.filter((request) => request.startsWith('ListObjectsV2Command'))).toHaveLength(1);

    const record = parseManifest(await recordText());
    expect(record.kind).toBe('complete');
    if (record.kind !== 'complete') return;
    expect([...record.objects.keys()].sort()).toEqual((await siteKeys()).sort());
    expect(record.objects.get('api/v1/news.json')?.headers).toBe(
      JSON.stringify(['application/json; charset=utf-8', 'public, max-age=300', null]),
    );
    const head = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: MANIFEST_KEY }));
    expect(head).toMatchObject({ ContentEncoding: 'gzip', CacheControl: 'no-store' });
    await expectBucketEqualsOut();
  });

  it('an unchanged publish reads the record and makes no other request', async () => {
    const again = await publishLib();
    expect(again).toMatchObject({ uploaded: 0, deleted: 0, unchanged: 6, compared: 'record' });
    expect(again.requests).toEqual([`GetObjectCommand ${MANIFEST_KEY}`]);
  });

  it('one changed file: the record, the marker, one upload, the marker check and the new record', async () => {
    write('news/index.html', '<!doctype html><title>News: A, again</title>');
    const changed = await publishLib();
    expect(changed).toMatchObject({ uploaded: 1, unchanged: 5, compared: 'record' });
    expect(changed.requests).toEqual([
      `GetObjectCommand ${MANIFEST_KEY}`,
      `PutObjectCommand ${MANIFEST_KEY}`,
      'PutObjectCommand news/index.html',
      `GetObjectCommand ${MANIFEST_KEY}`,
      `PutObjectCommand ${MANIFEST_KEY}`,
    ]);
    await expectBucketEqualsOut();
  });

  it('no record: the bucket is listed, the comparison is still right, and the record is written again', async () => {
    await client.send(new DeleteObjectCommand({ Bucket: server.bucket, Key: MANIFEST_KEY }));
    write('api/v1/news/a-story.json', '{"id":"a-story","edited":true}\n');
    const listed = await publishLib();
    expect(listed).toMatchObject({ uploaded: 1, deleted: 0, unchanged: 5, compared: 'listing' });
    expect(listed.requests).toContain('ListObjectsV2Command');
    expect(parseManifest(await recordText()).kind).toBe('complete');
    // With nothing to upload, a listing publish still writes the record, so the next one is cheap.
    await client.send(new DeleteObjectCommand({ Bucket: server.bucket, Key: MANIFEST_KEY }));
    expect(await publishLib()).toMatchObject({ uploaded: 0, compared: 'listing' });
    expect((await publishLib()).requests).toEqual([`GetObjectCommand ${MANIFEST_KEY}`]);
  });

  it('a record of another format, or unreadable, is not trusted: the bucket is listed', async () => {
    for (const body of ['{"format":2,"state":"complete","run":"x","headers":[],"objects":[]}', 'not json']) {
      await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: MANIFEST_KEY, Body: body }));
      const outcome = await publishLib();
      expect(outcome).toMatchObject({ uploaded: 0, deleted: 0, unchanged: 6, compared: 'listing' });
      expect(parseManifest(await recordText()).kind).toBe('complete');
    }
  });

  it('a changed Cache-Control rule re-uploads the objects it covers, with the new header', async () => {
    write('_headers', ['/api/v1/*', '  Cache-Control: public, max-age=60', ''].join('\n'));
    const outcome = await publishLib();
    expect(outcome).toMatchObject({ uploaded: 2, unchanged: 4, compared: 'record' });
    const head = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: 'api/v1/news.json' }));
    expect(head.CacheControl).toBe('public, max-age=60');
  });

  it('killed half way: the marker stays, the rerun lists and makes the bucket equal out/', async () => {
    const oldScript = readFileSync(path.join(out, '_next/static/chunks/app-1.js'));
    // An asset changes, a story is added and one removed; the run dies at its only page, after every asset.
    write('_next/static/chunks/app-1.js', 'console.log(2);\n');
    write('news/b-story/index.html', '<!doctype html><title>B story</title>');
    write('api/v1/news/b-story.json', '{"id":"b-story"}\n');
    write('api/v1/news.json', '{"items":["b"]}\n');
    rmSync(path.join(out, 'news/a-story'), { recursive: true });
    rmSync(path.join(out, 'api/v1/news/a-story.json'));
    const killed = await publishCli([], { DESK_FAULT: 'publish:put:kill:news/b-story/index.html' });
    expect(killed.code).not.toBe(0);
    expect(killed.stdout).not.toMatch(/uploaded/);
    expect((await bytes('_next/static/chunks/app-1.js')).toString()).toBe('console.log(2);\n');
    expect(await recordText()).toMatch(/"state":"publishing"/);
    expect(await siteKeys()).toContain('news/a-story/index.html');

    // The asset goes back to its old bytes: the old record would call it unchanged, but the bucket holds the new ones.
    writeFileSync(path.join(out, '_next/static/chunks/app-1.js'), oldScript);
    const rerun = await publishCli();
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stderr).toMatch(/did not finish\); listing the bucket/);
    // The script (the bucket holds the killed run's bytes) and the new page; news.json and b-story.json went in before the kill.
    expect(rerun.stdout.trim()).toBe('uploaded 2, deleted 2, unchanged 4');
    await expectBucketEqualsOut();
    const after = await publishCli();
    expect(after.stdout.trim()).toBe('uploaded 0, deleted 0, unchanged 6');
    expect(after.stderr).toMatch(/read the publisher's record/);
  });

  it('an object changed behind the record: kept until its file changes or a publish runs with --full', async () => {
    await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: 'news/index.html', Body: 'edited by hand' }));
    expect(await publishLib()).toMatchObject({ uploaded: 0, compared: 'record' });
    expect((await bytes('news/index.html')).toString()).toBe('edited by hand');
    const full = await publishCli(['--full']);
    expect(full.code, full.stderr).toBe(0);
    expect(full.stdout.trim()).toBe('uploaded 1, deleted 0, unchanged 5');
    await expectBucketEqualsOut();
  });

  it('a build file under .publish/ is refused, nothing published', async () => {
    write('.publish/manifest.json', '{}');
    await expect(publishLib()).rejects.toThrow(S3PublishError);
    await expect(publishLib()).rejects.toThrow(/\.publish\/ is the publisher's folder/);
    rmSync(path.join(out, '.publish'), { recursive: true });
  });

  it('a runner with no cache (a fresh out/, no hash cache): the record in the bucket keeps the deploy incremental', async () => {
    // A fresh runner builds into a new folder: new inodes and times, no file-hash cache, only the bucket's record.
    const fresh = path.join(tempDir('publish-fresh-runner'), 'out');
    cpSync(out, fresh, { recursive: true });
    writeUnder(fresh, 'news/c-story/index.html', '<!doctype html><title>C story</title>');
    const outcome = await publishLib({ outDir: fresh, hashCacheDir: null });
    expect(outcome).toMatchObject({ uploaded: 1, deleted: 0, unchanged: 6, compared: 'record', hashed: 7 });
    expect(outcome.requests.filter((request) => request.startsWith('ListObjectsV2Command'))).toEqual([]);
    expect(outcome.requests.filter((request) => request.startsWith('PutObjectCommand')).sort()).toEqual(
      [`PutObjectCommand ${MANIFEST_KEY}`, `PutObjectCommand ${MANIFEST_KEY}`, 'PutObjectCommand news/c-story/index.html'].sort(),
    );
    const again = await publishLib({ outDir: fresh, hashCacheDir: null });
    expect(again).toMatchObject({ uploaded: 0, unchanged: 7, compared: 'record' });
    expect(again.requests).toEqual([`GetObjectCommand ${MANIFEST_KEY}`]);
  });
});
