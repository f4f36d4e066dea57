/**
 * Renders the app icons (lib/pages/app-icons.ts) from our own SVGs to PNG with sharp (libvips):
 *   npm run build:icons (scripts/build-icons.ts)
 * Run it after changing public/favicon.svg or public/assets/icons/maskable.svg and commit the
 * PNGs: they are committed so that a build needs no image library. The unit test
 * tests/unit/site/app-icons.test.ts fails when a PNG no longer matches its source.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { APP_ICONS, type AppIcon } from '@/lib/pages/app-icons';

/** The viewBox width of an SVG, to render it at the density that gives `px` pixels directly. */
function viewBoxWidth(svg: string): number {
  const match = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  if (!match) throw new Error('icon source has no viewBox');
  return Number(match[1]);
}

/** The icon's pixels, rendered from its source: what the PNG must show. */
export function renderIcon(icon: AppIcon): Sharp {
  if (!icon.source || !icon.px) throw new Error(`${icon.path} is not rendered from a source`);
  const svg = readFileSync(icon.source);
  const density = (72 * icon.px) / viewBoxWidth(svg.toString('utf8'));
  return sharp(svg, { density }).resize(icon.px, icon.px, { fit: 'fill' });
}

export function publishedFile(icon: AppIcon): string {
  return path.join('public', icon.path);
}

/** Renders every icon that has a source to its PNG under public/; prints each. */
export async function writeAppIcons(): Promise<void> {
  for (const icon of APP_ICONS) {
    if (!icon.source) continue;
    const file = publishedFile(icon);
    mkdirSync(path.dirname(file), { recursive: true });
    const info = await renderIcon(icon).png({ compressionLevel: 9, palette: false }).toFile(file);
    console.log(`build-icons: ${file} ${info.width}x${info.height} ${info.size} B`);
  }
}
