import type { OutPath } from '@/lib/build/node/out-sync';

/**
 * The leaf pages' clash check, after the workers and the route files and Next's export are all in
 * out/: they run at the same time, so a clash cannot stop a worker before it writes (the build
 * fails here instead, naming the file and both producers, and the next build writes it again).
 */
export function leafClash(
  leafFiles: readonly OutPath[],
  nextFiles: ReadonlySet<OutPath>,
  routeFiles: ReadonlySet<OutPath>,
): string | undefined {
  for (const file of leafFiles) {
    if (nextFiles.has(file)) return `${file}: a leaf page (components/pages/leaf-pages.ts) and Next's export both produce it`;
    if (routeFiles.has(file))
      return `${file}: a leaf page (components/pages/leaf-pages.ts) and the route files (lib/build/route-files.ts) both produce it`;
  }
  return undefined;
}
