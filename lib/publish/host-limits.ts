/** What each static host holds, as its own documentation states it (docs/operations.md, "What each host does"). Pure. */

const MiB = 1024 * 1024;

export interface HostLimits {
  readonly host: string;
  readonly siteBytes?: number;
  readonly fileBytes?: number;
  readonly files?: number;
  readonly folderFiles?: number;
}

export const HOST_LIMITS = {
  // GitHub Pages: "Published GitHub Pages sites may be no larger than 1 GB"; git pushes refuse files over 100 MiB.
  githubPages: { host: 'GitHub Pages', siteBytes: 1_000_000_000, fileBytes: 100 * MiB },
  cloudflarePages: { host: 'Cloudflare Pages', fileBytes: 25 * MiB, files: 100_000 },
  netlify: { host: 'Netlify', folderFiles: 54_000 },
  // S3 + CDN: objects, prefixes and (at 5 TB) object size never bind for this site.
  s3: { host: 'an S3-compatible bucket' },
} as const satisfies Record<string, HostLimits>;

const size = (bytes: number) =>
  bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MiB` : `${bytes} bytes`;

/** Every way a tree (relative path → bytes) passes `limits`, one sentence each, the largest first; empty when it fits. */
export function limitsPassed(limits: HostLimits, files: ReadonlyMap<string, number>): string[] {
  const problems: string[] = [];
  let total = 0;
  const oversized: [string, number][] = [];
  const folders = new Map<string, number>();
  for (const [relative, bytes] of files) {
    total += bytes;
    if (limits.fileBytes !== undefined && bytes > limits.fileBytes) oversized.push([relative, bytes]);
    if (limits.folderFiles !== undefined) {
      const folder = relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/')) : '.';
      folders.set(folder, (folders.get(folder) ?? 0) + 1);
    }
  }
  if (limits.siteBytes !== undefined && total > limits.siteBytes) {
    problems.push(`the site is ${size(total)} in ${files.size} files; ${limits.host} holds ${size(limits.siteBytes)} per site`);
  }
  if (limits.files !== undefined && files.size > limits.files) {
    problems.push(`the site has ${files.size} files; ${limits.host} holds ${limits.files}`);
  }
  oversized.sort((a, b) => b[1] - a[1]);
  for (const [relative, bytes] of oversized.slice(0, 5)) {
    problems.push(`${relative} is ${size(bytes)}; ${limits.host} takes at most ${size(limits.fileBytes as number)} per file`);
  }
  if (oversized.length > 5) problems.push(`and ${oversized.length - 5} more files over ${size(limits.fileBytes as number)}`);
  for (const [folder, count] of folders) {
    if (count > (limits.folderFiles as number)) {
      problems.push(`${folder}/ has ${count} files; ${limits.host} reads at most ${limits.folderFiles} per folder`);
    }
  }
  return problems;
}
