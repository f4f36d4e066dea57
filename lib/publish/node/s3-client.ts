import { S3Client } from '@aws-sdk/client-s3';

/** The S3 client of `npm run publish -- --target s3://BUCKET`, configured from the environment. */
export class S3ConfigError extends Error {
  override name = 'S3ConfigError';
}

export function s3ClientFromEnv(env: Readonly<Record<string, string | undefined>>): S3Client {
  const region = env.AWS_REGION?.trim();
  if (!region) throw new S3ConfigError('AWS_REGION is not set (for example eu-north-1, or auto for Cloudflare R2)');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined && !URL.canParse(endpoint)) throw new S3ConfigError(`S3_ENDPOINT ${endpoint}: not a URL`);
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new S3ConfigError('set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither');
  }
  return new S3Client({
    region,
    endpoint,
    // A custom endpoint (MinIO, a loopback server) seldom has a DNS name per bucket.
    forcePathStyle: endpoint !== undefined,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // The SDK's default extra checksums (CRC32 headers on every request) are not understood by
    // every S3-compatible server; Content-MD5 on each upload does the integrity check instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}
