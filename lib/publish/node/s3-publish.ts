import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { parseHeadersFile, type HeaderRule } from '@/lib/http/header-rules';
import {
  decideMarkets,
  isHistoryPath,
  isMarketPath,
  MARKET_CATALOGUE,
  marketStamps,
  type MarketDecision,
  type MarketStamps,
} from '../market-rule';
import { bucketObjects, objectHeaders, planSync } from '../s3-objects';
import { NO_S3_HOOKS, type S3PublishHooks } from '../test-hooks';
import { listBuildFiles } from '../tree';

/**
 * Publishes a build folder into an S3-compatible bucket, changed files only. Order is what keeps
 * the bucket serving a complete site: everything but pages first, then pages, then deletes; the
 * first failed upload stops the run before any page that could need it and before any delete,
 * so a rerun (which compares again and uploads what is still different) finishes the job.
 * Market files follow the same rule as the gh-pages publish (market-rule.ts).
 */
export interface S3PublishOptions {
  readonly outDir: string;
  readonly bucket: string;
  readonly client: S3Client;
  /** `markets`: only api/v1/markets.json and api/v1/markets/ (the hourly refresh's set). */
  readonly only?: 'markets';
  /** Uploads in flight at once. */
  readonly concurrency?: number;
  readonly now?: () => Date;
  readonly hooks?: S3PublishHooks;
  readonly log?: (line: string) => void;
}

export interface S3PublishOutcome {
  readonly uploaded: number;
  readonly deleted: number;
  readonly unchanged: number;
  readonly markets: MarketDecision;
}

export class S3PublishError extends Error {
  override name = 'S3PublishError';
}

export const DEFAULT_CONCURRENCY = 16;
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** Every object of the bucket: key → ETag, one ListObjectsV2 page (1,000 keys) per request. */
async function listBucket(client: S3Client, bucket: string): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const entry of page.Contents ?? []) if (entry.Key) objects.set(entry.Key, entry.ETag ?? '');
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

async function publishedStamps(client: S3Client, bucket: string, listed: boolean): Promise<MarketStamps | string | null> {
  if (!listed) return null;
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: MARKET_CATALOGUE }));
    return marketStamps((await answer.Body?.transformToString('utf8')) ?? '');
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    return error instanceof Error ? error.message : String(error);
  }
}

function readBuildStamps(outDir: string): MarketStamps | null {
  const file = path.join(outDir, MARKET_CATALOGUE);
  if (!existsSync(file)) return null;
  try {
    return marketStamps(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new S3PublishError(`${file}: ${error instanceof Error ? error.message : String(error)}; nothing was published`);
  }
}

/** Runs `task` over `items`, `limit` at a time; after the first failure no new task starts, and that failure is thrown. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}

export async function publishS3(options: S3PublishOptions): Promise<S3PublishOutcome> {
  const { client, bucket } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const hooks = options.hooks ?? NO_S3_HOOKS;
  if (!existsSync(options.outDir) || !statSync(options.outDir).isDirectory()) {
    throw new S3PublishError(`--out ${options.outDir}: no such folder (build the site first: npm run build)`);
  }
  const files = listBuildFiles(options.outDir);
  const headersFile = path.join(options.outDir, '_headers');
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  let objects = bucketObjects(files.keys());
  let remote = await listBucket(client, bucket);

  const markets = decideMarkets(
    readBuildStamps(options.outDir),
    await publishedStamps(client, bucket, remote.has(MARKET_CATALOGUE)),
    (options.now ?? (() => new Date()))(),
  );
  log(`publish: market files: ${markets.use === 'build' ? "the build's" : 'kept as published'} (${markets.reason})`);
  if (markets.use === 'published') objects = new Map([...objects].filter(([key]) => !isMarketPath(key)));
  const keep = markets.use === 'published' ? isMarketPath : (key: string) => isHistoryPath(key) && !objects.has(key);
  if (options.only === 'markets') {
    objects = new Map([...objects].filter(([key]) => isMarketPath(key)));
    remote = new Map([...remote].filter(([key]) => isMarketPath(key)));
  }

  const bodyOf = (key: string, gzip: boolean): Buffer => readFileSync(`${files.get(key) as string}${gzip ? '.gz' : ''}`);
  const md5 = new Map<string, string>();
  for (const [key, gzip] of objects) md5.set(key, createHash('md5').update(bodyOf(key, gzip)).digest('hex'));
  const plan = planSync(md5, remote, keep);
  const total = plan.assets.length + plan.pages.length;
  log(`publish: ${total} to upload, ${plan.deletes.length} to delete, ${plan.unchanged} unchanged in s3://${bucket}`);

  let uploaded = 0;
  const upload = async (key: string) => {
    const gzip = objects.get(key) === true;
    const body = bodyOf(key, gzip);
    await hooks.beforePut(key);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentMD5: createHash('md5').update(body).digest('base64'),
        ...objectHeaders(key, rules, gzip),
      }),
    );
    uploaded += 1;
  };
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  try {
    await eachLimited(plan.assets, concurrency, upload);
    // Only once every asset is in: no page can start while one it needs is still missing.
    await eachLimited(plan.pages, concurrency, upload);
  } catch (error) {
    throw new S3PublishError(
      `an upload failed after ${uploaded} of ${total} (${error instanceof Error ? error.message : String(error)}); ` +
        'no page that needs a missing file was uploaded and nothing was deleted: run the publish again',
    );
  }

  let deleted = 0;
  for (let start = 0; start < plan.deletes.length; start += DELETE_BATCH) {
    const batch = plan.deletes.slice(start, start + DELETE_BATCH);
    const answer = await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = answer.Errors ?? [];
    deleted += batch.length - failed.length;
    if (failed.length > 0) {
      throw new S3PublishError(
        `${failed.length} deletes failed (${failed[0]?.Key}: ${failed[0]?.Message ?? failed[0]?.Code}); every upload is done; run the publish again`,
      );
    }
  }
  return { uploaded, deleted, unchanged: plan.unchanged, markets };
}
