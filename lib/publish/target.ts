/** Where `npm run publish -- --target <target>` sends a build: `gh-pages` or `s3://BUCKET`. Pure: reads only the argument. */
export type PublishTarget = { readonly kind: 'gh-pages' } | { readonly kind: 's3'; readonly bucket: string };

export class TargetError extends Error {
  override name = 'TargetError';
}

/** S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens, letter or digit at both ends). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseTarget(text: string): PublishTarget {
  if (text === 'gh-pages') return { kind: 'gh-pages' };
  const match = /^s3:\/\/([^/]+)\/?$/.exec(text);
  if (match?.[1]) {
    if (!BUCKET_NAME.test(match[1]) || match[1].includes('..')) {
      throw new TargetError(`--target ${text}: ${JSON.stringify(match[1])} is not a valid bucket name`);
    }
    return { kind: 's3', bucket: match[1] };
  }
  throw new TargetError(`--target ${text}: use gh-pages or s3://BUCKET (the site is the bucket's root; no key prefix)`);
}
