/**
 * `npm run build:icons`: the app icons from our SVGs to PNG with sharp. The PNGs are committed so a
 * build needs no image library; tests/unit/site/app-icons.test.ts fails when one no longer matches.
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

export async function writeAppIcons(): Promise<void> {
  for (const icon of APP_ICONS) {
    if (!icon.source) continue;
    const file = publishedFile(icon);
    mkdirSync(path.dirname(file), { recursive: true });
    const info = await renderIcon(icon).png({ compressionLevel: 9, palette: false }).toFile(file);
    console.log(`build-icons: ${file} ${info.width}x${info.height} ${info.size} B`);
  }
}
