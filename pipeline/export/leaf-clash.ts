import type { OutPath } from '@/lib/build/node/out-sync';

/** The leaf pages' clash check, once all writers are done: they run at once, so none can stop another first. */
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
