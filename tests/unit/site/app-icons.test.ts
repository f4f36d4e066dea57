import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, APPLE_TOUCH_ICON } from '@/lib/pages/app-icons';
import { isRootResource } from '@/lib/pages/routes';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { webManifest } from '@/lib/pages/web-manifest';
import { publishedFile, renderIcon } from '@/pipeline/app-icons';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/**
 * The web app manifest and its icons: what a browser needs to offer installing the site (a name,
 * a start URL, a display mode, a 192- and a 512-pixel PNG, one of them maskable), and committed
 * PNGs that still show what their SVG sources draw (pipeline/app-icons.ts).
 */
const manifest = webManifest(pageEnvFrom(fixtureSiteData(), contextAt(), 'en'));

describe('web app manifest', () => {
  it('has what an installable site needs', () => {
    expect(manifest.name).toBe('Test Desk');
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    const png = (size: number, purpose: string) =>
      manifest.icons.some((icon) => icon.type === 'image/png' && icon.sizes === `${size}x${size}` && icon.purpose === purpose);
    expect(png(192, 'any')).toBe(true);
    expect(png(512, 'any')).toBe(true);
    expect(png(512, 'maskable')).toBe(true);
  });

  it('every icon is a published file outside the English page tree', () => {
    for (const icon of manifest.icons) {
      expect(existsSync(path.join('public', icon.src)), icon.src).toBe(true);
      expect(isRootResource(icon.src), icon.src).toBe(true);
    }
  });
});

describe('app icon files', () => {
  for (const icon of APP_ICONS.filter((entry) => entry.source)) {
    it(`${icon.path} is a ${icon.sizes} PNG that matches its source`, async () => {
      const file = publishedFile(icon);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      // Same pixels as a fresh render of the SVG (a tiny tolerance for encoder rounding).
      const [committed, fresh] = await Promise.all([
        sharp(file).ensureAlpha().raw().toBuffer(),
        renderIcon(icon).ensureAlpha().raw().toBuffer(),
      ]);
      expect(committed.length).toBe(fresh.length);
      let difference = 0;
      for (let i = 0; i < fresh.length; i++) difference += Math.abs(fresh[i]! - committed[i]!);
      expect(difference / fresh.length).toBeLessThan(1);
    });
  }

  it('the maskable and home-screen icons are opaque: no corner a launcher would fill with black', async () => {
    for (const icon of APP_ICONS.filter((entry) => entry.purpose === 'maskable').concat(APPLE_TOUCH_ICON)) {
      const stats = await sharp(publishedFile(icon)).stats();
      expect(stats.isOpaque, icon.path).toBe(true);
    }
  });
});
