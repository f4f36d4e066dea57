import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
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
import {
  headersId,
  isMarkerOf,
  MANIFEST_KEY,
  manifestText,
  markerText,
  parseManifest,
  PUBLISHER_PREFIX,
  UNKNOWN_HASH,
  type ManifestState,
  type RemoteObject,
} from '../s3-manifest';
import {
  assetWaves,
  bucketObjects,
  normaliseEtag,
  objectHeaders,
  objectRules,
  planSync,
  type LocalObject,
  type ObjectHeaders,
} from '../s3-objects';
import type { PublishRun, S3Outcome } from '../outcome';
import { carriesMarkets, inSet, PUBLISH_SETS } from '../sets';
import { NO_S3_HOOKS, type S3PublishHooks } from '../test-hooks';
import { listBuildFiles, readBuildStamps } from '../tree';
import { hashFiles, PUBLISH_CACHE_DIR } from './file-hashes';
import { BUILD_CACHE_DIR } from '@/lib/build/cache-dir';
import { readPublishChanges, resetPublishChanges } from '@/lib/build/node/change-list';
import { isRefreshOwned } from '@/lib/build/node/out-sync';

/** Publishes a build into an S3-compatible bucket, changed files only; a failed upload stops before any delete, so a rerun finishes. */
export interface S3PublishOptions extends PublishRun<S3PublishHooks> {
  readonly bucket: string;
  readonly client: S3Client;
  /** Uploads in flight at once. */
  readonly concurrency?: number;
  /** List the bucket and compare ETags instead of reading the publisher's record. */
  readonly full?: boolean;
  /** Where file hashes are kept between publishes (file-hashes.ts); null: nowhere. */
  readonly hashCacheDir?: string | null;
  /** Where the builds' log of changes since the last publish is (the build cache); null: every file is stat'ed. */
  readonly changesDir?: string | null;
}

export class S3PublishError extends Error {
  override name = 'S3PublishError';
}

export const DEFAULT_CONCURRENCY = 16;
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/** Every object of the bucket but the publisher's own, one ListObjectsV2 page (1,000 keys) per request; headers unknown. */
async function listBucket(client: S3Client, bucket: string): Promise<Map<string, RemoteObject>> {
  const objects = new Map<string, RemoteObject>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const entry of page.Contents ?? []) {
      if (entry.Key && !entry.Key.startsWith(PUBLISHER_PREFIX))
        objects.set(entry.Key, { md5: normaliseEtag(entry.ETag ?? ''), headers: null });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** The record's text, or null when the bucket has none. Stored gzip-encoded; read either way. */
async function readRecordText(client: S3Client, bucket: string): Promise<string | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
    const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

async function readRecord(client: S3Client, bucket: string): Promise<ManifestState> {
  try {
    const text = await readRecordText(client, bucket);
    return text === null ? { kind: 'untrusted', reason: 'the bucket has none' } : parseManifest(text);
  } catch (error) {
    return { kind: 'untrusted', reason: `unreadable (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Puts one object with its MD5, so the server refuses bytes damaged on the way; returns the MD5 (hex) of the bytes sent. */
async function putObject(client: S3Client, bucket: string, key: string, body: Buffer, headers: ObjectHeaders): Promise<string> {
  const md5 = createHash('md5').update(body).digest();
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentMD5: md5.toString('base64'), ...headers }));
  return md5.toString('hex');
}

async function writeRecord(client: S3Client, bucket: string, text: string): Promise<void> {
  await putObject(client, bucket, MANIFEST_KEY, gzipSync(text), {
    ContentType: 'application/json; charset=utf-8',
    ContentEncoding: 'gzip',
    CacheControl: 'no-store',
  });
}

async function publishedStamps(client: S3Client, bucket: string, published: boolean): Promise<MarketStamps | string | null> {
  if (!published) return null;
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: MARKET_CATALOGUE }));
    return marketStamps((await answer.Body?.transformToString('utf8')) ?? '');
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    return error instanceof Error ? error.message : String(error);
  }
}

/** Runs `task` over `items`, `limit` at a time; after the first failure no new task starts, the running ones end, and that failure is thrown. */
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

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The refresh jobs' files and Pagefind's (whose writes the search step does not list): always stat'ed. */
function rewrittenOutsideBuilds(relative: string): boolean {
  return isRefreshOwned(relative) || relative.startsWith('pagefind/');
}

export async function publishS3(options: S3PublishOptions): Promise<S3Outcome> {
  const { client, bucket } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const hooks = options.hooks ?? NO_S3_HOOKS;
  const now = options.now ?? (() => new Date());
  const clock = process.hrtime.bigint();
  const elapsed = () => `${(Number(process.hrtime.bigint() - clock) / 1e9).toFixed(1)} s`;
  if (!existsSync(options.outDir) || !statSync(options.outDir).isDirectory()) {
    throw new S3PublishError(`--out ${options.outDir}: no such folder (build the site first: npm run build)`);
  }
  const only = options.only;
  const files = listBuildFiles(options.outDir, only ? PUBLISH_SETS[only].scope : undefined);
  const reserved = [...files.keys()].find((relative) => relative.startsWith(PUBLISHER_PREFIX));
  if (reserved !== undefined) {
    throw new S3PublishError(
      `${path.join(options.outDir, reserved)}: ${PUBLISHER_PREFIX} is the publisher's folder in the bucket; nothing was published`,
    );
  }
  const headersFile = path.join(options.outDir, '_headers');
  const rules: HeaderRule[] = existsSync(headersFile) ? objectRules(parseHeadersFile(readFileSync(headersFile, 'utf8'))) : [];
  let objects = bucketObjects(files.keys());

  const record: ManifestState = options.full ? { kind: 'untrusted', reason: '--full' } : await readRecord(client, bucket);
  let remote: Map<string, RemoteObject>;
  if (record.kind === 'complete') {
    remote = record.objects;
    log(`publish: read the publisher's record ${MANIFEST_KEY}: ${remote.size} objects (${elapsed()})`);
  } else {
    log(`publish: not using the publisher's record ${MANIFEST_KEY} (${record.reason}); listing the bucket`);
    remote = await listBucket(client, bucket);
    log(`publish: listed ${remote.size} objects (${elapsed()})`);
  }
  // What the bucket holds as far as this run knows, kept up to date as it changes the bucket; written as the new record.
  const ledger = new Map(remote);

  const markets: MarketDecision = carriesMarkets(only)
    ? decideMarkets(
        readBuildStamps(options.outDir, (message) => new S3PublishError(message)),
        await publishedStamps(client, bucket, remote.has(MARKET_CATALOGUE)),
        now(),
      )
    : { use: 'published', reason: `not part of --only ${only}` };
  log(`publish: market files: ${markets.use === 'build' ? "the build's" : 'kept as published'} (${markets.reason})`);
  if (markets.use === 'published') objects = new Map([...objects].filter(([key]) => !isMarketPath(key)));
  const keep = markets.use === 'published' ? isMarketPath : (key: string) => isHistoryPath(key) && !objects.has(key);
  if (only) {
    objects = new Map([...objects].filter(([key]) => inSet(only, key)));
    remote = new Map([...remote].filter(([key]) => inSet(only, key)));
  }

  const sourceOf = (key: string, gzip: boolean) => `${key}${gzip ? '.gz' : ''}`;
  const hashCacheDir = options.hashCacheDir === undefined ? PUBLISH_CACHE_DIR : options.hashCacheDir;
  // The builds' own lists of changes since the last publish (lib/build/node/change-list.ts): a file none names is not stat'ed.
  const changesDir = options.changesDir === undefined ? BUILD_CACHE_DIR : options.changesDir;
  const changes = hashCacheDir !== null && changesDir !== null ? readPublishChanges(changesDir, options.outDir) : undefined;
  const { hashes, read } = hashFiles(
    options.outDir,
    [...objects].map(([key, gzip]) => sourceOf(key, gzip)),
    hashCacheDir,
    only !== undefined,
    changes ? (relative) => !changes.files.has(relative) && !rewrittenOutsideBuilds(relative) : undefined,
  );
  if (changes && only === undefined) resetPublishChanges(changesDir!, changes.length);
  log(
    `publish: hashed ${read} of ${objects.size} files, the others unchanged since the last publish ` +
      `(${changes ? `${changes.files.size} named in the builds' lists of changes` : "each stat'ed"}; ${elapsed()})`,
  );
  const local = new Map<string, LocalObject>();
  for (const [key, gzip] of objects) {
    local.set(key, { md5: hashes.get(sourceOf(key, gzip)) as string, headers: headersId(objectHeaders(key, rules, gzip)) });
  }
  const plan = planSync(local, remote, keep);
  const total = plan.assets.length + plan.pages.length;
  log(`publish: ${total} to upload, ${plan.deletes.length} to delete, ${plan.unchanged} unchanged in s3://${bucket}`);
  const compared = record.kind === 'complete' ? 'record' : 'listing';
  if (compared === 'listing') {
    // A listing gives no headers: an object whose bytes match is taken to hold the headers this publish would set.
    for (const [key, wanted] of local) {
      const held = ledger.get(key);
      if (held?.headers === null && held.md5 === wanted.md5) ledger.set(key, wanted);
    }
  }
  if (total + plan.deletes.length === 0 && record.kind === 'complete') {
    return { target: 's3', bucket, uploaded: 0, deleted: 0, unchanged: plan.unchanged, markets, compared, hashed: read };
  }

  const run = randomUUID();
  if (total + plan.deletes.length > 0) {
    // From here until the new record is written, a run that dies leaves this marker: the next run lists the bucket.
    await writeRecord(client, bucket, markerText(run, now()));
  }
  let uploaded = 0;
  const upload = async (key: string) => {
    const gzip = objects.get(key) === true;
    const body = readFileSync(path.join(options.outDir, sourceOf(key, gzip)));
    const wanted = local.get(key) as LocalObject;
    await hooks.beforePut(key);
    ledger.set(key, { md5: UNKNOWN_HASH, headers: null });
    const md5 = await putObject(client, bucket, key, body, objectHeaders(key, rules, gzip));
    // The bytes read now, not the hash from before: the file may have changed in between.
    ledger.set(key, { md5, headers: wanted.headers });
    uploaded += 1;
  };

  let failure: S3PublishError | null = null;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  try {
    for (const wave of assetWaves(plan.assets)) await eachLimited(wave, concurrency, upload);
    // Only once every asset is in: no page can start while one it needs is still missing.
    await eachLimited(plan.pages, concurrency, upload);
  } catch (error) {
    failure = new S3PublishError(
      `an upload failed after ${uploaded} of ${total} (${message(error)}); ` +
        'no page that needs a missing file was uploaded and nothing was deleted: run the publish again',
    );
  }

  let deleted = 0;
  for (let start = 0; failure === null && start < plan.deletes.length; start += DELETE_BATCH) {
    const batch = plan.deletes.slice(start, start + DELETE_BATCH);
    for (const key of batch) ledger.set(key, { md5: UNKNOWN_HASH, headers: null });
    try {
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors ?? [];
      const refused = new Set(failed.map((entry) => entry.Key));
      for (const key of batch) if (!refused.has(key)) ledger.delete(key);
      deleted += batch.length - failed.length;
      if (failed.length > 0) {
        failure = new S3PublishError(
          `${failed.length} deletes failed (${failed[0]?.Key}: ${failed[0]?.Message ?? failed[0]?.Code}); every upload is done; run the publish again`,
        );
      }
    } catch (error) {
      failure = new S3PublishError(`a delete request failed (${message(error)}); every upload is done; run the publish again`);
    }
  }

  // Last: the record of what the bucket now holds (on a failure too: it marks what is unknown).
  try {
    if (total + plan.deletes.length > 0) {
      const current = await readRecordText(client, bucket);
      if (current === null || !isMarkerOf(current, run)) {
        throw new Error(`${MANIFEST_KEY} was changed by someone else during this publish; the next publish lists the bucket`);
      }
    }
    await writeRecord(client, bucket, manifestText(ledger, run, now()));
    log(`publish: wrote the publisher's record ${MANIFEST_KEY}: ${ledger.size} objects (${elapsed()})`);
  } catch (error) {
    const note = `the publisher's record was not written (${message(error)})`;
    if (failure !== null) throw new S3PublishError(`${failure.message}; ${note}`);
    throw new S3PublishError(`every upload and delete is done, but ${note}; the next publish lists the bucket`);
  }
  if (failure !== null) throw failure;
  return { target: 's3', bucket, uploaded, deleted, unchanged: plan.unchanged, markets, compared, hashed: read };
}
