import { createRequire } from 'node:module';
import path from 'node:path';

/** Folder of the installed cryptocurrency-icons package. */
export function iconPackageDir(): string {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  return path.dirname(require.resolve('cryptocurrency-icons/package.json'));
}

/** Path of the colour SVG for a lower-case icon name. */
export function iconFile(lowerName: string): string {
  return path.join(iconPackageDir(), 'svg', 'color', `${lowerName}.svg`);
}
