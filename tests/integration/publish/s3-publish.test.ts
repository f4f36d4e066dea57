import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientFromEnv } from '@/lib/publish/node/s3-client';
import { publishS3 } from '@/lib/publish/node/s3-publish';
import { startS3Server, type S3Server } from '@/fakes/s3/s3-server';
import { runScript } from '../markets/helpers';
import { bucketKeys, buildFolder, marketFiles, removeTempDirs, tempDir, writeUnder } from './helpers';

/**
 * `npm run publish -- --target s3://BUCKET` against a real S3-compatible server (s3rver) on
 * loopback: first publish, unchanged, one new story, a deleted story, a failed upload and a rerun.
 * One bucket for the whole file, in that order: each step starts from what the last one left.
 */

const BIG = `${'{"title":"a long list","items":['.padEnd(70 * 1024, ' ')}]}\n`;
const SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><script src="/_next/static/chunks/app-1.js"></script>',
  'news/index.html': '<!doctype html><title>News</title>',
  'news/a-story/index.html': '<!doctype html><title>A story</title>',
  'news/b-story/index.html': '<!doctype html><title>B story</title>',
  '_next/static/chunks/app-1.js': 'console.log(1);\n',
  'api/v1/news.json': BIG,
  'api/v1/news.json.gz': '', // replaced below by real gzip bytes
  'api/v1/news.json.br': 'brotli bytes, never uploaded',
  'api/v1/news/a-story.json': '{"id":"a-story"}\n',
  'api/v1/news/b-story.json': '{"id":"b-story"}\n',
  '.well-known/api-catalog': '{"linkset":[]}\n',
  _headers: [
    '/*',
    '  X-Content-Type-Options: nosniff',
    '/api/v1/*',
    '  Cache-Control: public, max-age=300',
    '/.well-known/api-catalog',
    '  Content-Type: application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    '',
  ].join('\n'),
  '404.html': '<!doctype html><title>Not found</title>',
  ...marketFiles({ generatedAt: '2026-11-20T10:00:00Z', tag: 'build-1' }),
};

let server: S3Server;
let client: S3Client;
let out: string;
/** The publish's file-hash cache (BUILD_CACHE_DIR), kept out of the checkout. */
let cacheDir: string;

const write = (relative: string, content: string | Buffer): void => writeUnder(out, relative, content);
/** The bucket's keys; `site`: without the publisher's record (.publish/). */
const keys = (site = true): Promise<string[]> => bucketKeys(client, server.bucket, site);

async function text(key: string): Promise<string> {
  const answer = await client.send(new GetObjectCommand({ Bucket: server.bucket, Key: key }));
  return (await answer.Body?.transformToString('utf8')) ?? '';
}

function publishCli(env: Record<string, string> = {}) {
  return runScript('publish', ['--target', `s3://${server.bucket}`, '--out', out], { ...server.env, BUILD_CACHE_DIR: cacheDir, ...env });
}

function publishLib(onPut?: (key: string) => void) {
  const puts: string[] = [];
  return publishS3({
    outDir: out,
    bucket: server.bucket,
    client: s3ClientFromEnv({ ...process.env, ...server.env }),
    concurrency: 4,
    hashCacheDir: cacheDir,
    log: () => undefined,
    hooks: {
      beforePut: async (key) => {
        puts.push(key);
        onPut?.(key);
      },
    },
  }).then((outcome) => ({ ...outcome, puts }));
}

beforeAll(async () => {
  server = await startS3Server();
  client = server.client();
  out = buildFolder(SITE);
  cacheDir = tempDir('publish-cache');
  write('api/v1/news.json.gz', gzipSync(BIG));
});

afterAll(async () => {
  await server?.stop();
  removeTempDirs();
});

describe('publish --target s3://BUCKET', () => {
  it('first publish: every object, pages after everything else, with their headers', async () => {
    const order: string[] = [];
    const first = await publishLib((key) => order.push(key));
    const objects = 14; // SITE without _headers and the .gz and .br copies
    expect(first).toMatchObject({ uploaded: objects, deleted: 0, unchanged: 0 });
    const firstPage = order.findIndex((key) => key.endsWith('.html'));
    expect(order.slice(firstPage).every((key) => key.endsWith('.html'))).toBe(true);
    expect(order.slice(0, firstPage).some((key) => key.endsWith('.html'))).toBe(false);

    const listed = await keys();
    expect(listed).toHaveLength(objects);
    expect(await keys(false)).toEqual(['.publish/manifest.json', ...listed].sort());
    expect(listed).not.toContain('_headers');
    expect(listed).not.toContain('api/v1/news.json.gz');
    expect(listed).not.toContain('api/v1/news.json.br');

    const news = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: 'api/v1/news.json' }));
    expect(news.ContentEncoding).toBe('gzip');
    expect(news.ContentType).toBe('application/json; charset=utf-8');
    expect(news.CacheControl).toBe('public, max-age=300');
    expect(news.ContentLength).toBe(gzipSync(BIG).length);
    const catalog = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: '.well-known/api-catalog' }));
    expect(catalog.ContentType).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
    const page = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: 'news/index.html' }));
    expect(page).toMatchObject({ ContentType: 'text/html; charset=utf-8', CacheControl: 'public, max-age=0, must-revalidate' });
    expect(page.ContentEncoding).toBeUndefined();
    const script = await client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: '_next/static/chunks/app-1.js' }));
    expect(script.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('unchanged publish: uploads 0 and prints the summary line', async () => {
    const result = await publishCli();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('uploaded 0, deleted 0, unchanged 14');
  });

  it('one new story: uploads only its files', async () => {
    write('news/c-story/index.html', '<!doctype html><title>C story</title>');
    write('api/v1/news/c-story.json', '{"id":"c-story"}\n');
    write('news/index.html', '<!doctype html><title>News: C, B, A</title>');
    const result = await publishLib();
    expect(result).toMatchObject({ uploaded: 3, deleted: 0, unchanged: 13 });
    expect(result.puts).toEqual(['api/v1/news/c-story.json', 'news/c-story/index.html', 'news/index.html']);
    expect(await text('news/index.html')).toBe('<!doctype html><title>News: C, B, A</title>');
  });

  it('a deleted story: its objects are deleted, nothing uploaded but the list', async () => {
    rmSync(path.join(out, 'news/b-story'), { recursive: true });
    rmSync(path.join(out, 'api/v1/news/b-story.json'));
    write('news/index.html', '<!doctype html><title>News: C, A</title>');
    const result = await publishLib();
    expect(result).toMatchObject({ uploaded: 1, deleted: 2, unchanged: 13 });
    const listed = await keys();
    expect(listed).not.toContain('news/b-story/index.html');
    expect(listed).not.toContain('api/v1/news/b-story.json');
  });

  it('a failed upload halfway: exits 1, no new page, nothing deleted; a rerun finishes', async () => {
    // A new story whose data document fails to upload, and a story removed at the same time.
    write('news/d-story/index.html', '<!doctype html><title>D story</title>');
    write('api/v1/news/d-story.json', '{"id":"d-story"}\n');
    write('api/v1/news/e-story.json', '{"id":"e-story"}\n');
    write('news/index.html', '<!doctype html><title>News: D, C</title>');
    rmSync(path.join(out, 'news/a-story'), { recursive: true });
    rmSync(path.join(out, 'api/v1/news/a-story.json'));

    const failed = await publishCli({ DESK_FAULT: 'publish:put:throw:api/v1/news/d-story.json' });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/an upload failed .*run the publish again/);
    expect(failed.stdout).not.toMatch(/uploaded/);
    const afterFailure = await keys();
    expect(afterFailure).not.toContain('api/v1/news/d-story.json');
    expect(afterFailure).not.toContain('news/d-story/index.html');
    expect(afterFailure).toContain('news/a-story/index.html');
    expect(afterFailure).toContain('api/v1/news/a-story.json');
    expect(await text('news/index.html')).toBe('<!doctype html><title>News: C, A</title>');

    const rerun = await publishCli();
    expect(rerun.code, rerun.stderr).toBe(0);
    // The failed run wrote a record with the failed key marked unknown, so the rerun need not list the bucket.
    expect(rerun.stderr).toMatch(/read the publisher's record/);
    // e-story.json went in before the failure, so the rerun has the two pages and d's document left.
    expect(rerun.stdout.trim()).toBe('uploaded 3, deleted 2, unchanged 12');
    const listed = await keys();
    expect(listed).toContain('news/d-story/index.html');
    expect(listed).not.toContain('news/a-story/index.html');
    expect(await text('news/index.html')).toBe('<!doctype html><title>News: D, C</title>');
  });

  it('keeps newer published market files over an older build', async () => {
    for (const [relative, content] of Object.entries(marketFiles({ generatedAt: '2026-11-20T12:00:00Z', tag: 'refresh' }))) {
      write(relative, content);
    }
    expect((await publishLib()).uploaded).toBe(4);
    for (const [relative, content] of Object.entries(marketFiles({ generatedAt: '2026-11-20T09:00:00Z', tag: 'old-build' }))) {
      write(relative, content);
    }
    const result = await publishLib();
    expect(result).toMatchObject({ uploaded: 0, deleted: 0, markets: { use: 'published' } });
    expect(await text('api/v1/markets/firi.json')).toContain('refresh');
  });

  it('the hourly refresh (--only markets): uploads the new market set and nothing else, deletes nothing', async () => {
    for (const [relative, content] of Object.entries(marketFiles({ generatedAt: '2026-11-20T13:00:00Z', tag: 'hourly' }))) {
      write(relative, content);
    }
    // A page edited and a page gone since the last full publish: not the refresh's business.
    write('news/index.html', '<!doctype html><title>News, unpublished edit</title>');
    rmSync(path.join(out, 'news/c-story'), { recursive: true });
    const result = await runScript('publish', ['--target', `s3://${server.bucket}`, '--out', out, '--only', 'markets'], {
      ...server.env,
      BUILD_CACHE_DIR: cacheDir,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('uploaded 4, deleted 0, unchanged 0');
    expect(await text('api/v1/markets/aggregated.json')).toContain('hourly');
    expect(await text('news/index.html')).toBe('<!doctype html><title>News: D, C</title>');
    expect(await keys()).toContain('news/c-story/index.html');
  });
});
