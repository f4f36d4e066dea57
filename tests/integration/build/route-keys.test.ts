import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFilesIfChanged } from '@/lib/build/node/out-sync';
import { routeKeys, RouteKeysError } from '@/lib/build/node/route-keys';
import { routeFiles } from '@/lib/build/route-files';
import { currentContext, loadSiteData } from '@/lib/data/load';

/** Sitemap chunks keyed by their inputs (lib/build/node/route-keys.ts): an unchanged chunk is not made again, a damaged one is. */

const root = mkdtempSync(path.join(tmpdir(), 'route-keys-'));
const out = path.join(root, 'out');
const cache = path.join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function build(code: string, cacheDir = cache) {
  const keys = routeKeys(cacheDir, out, code);
  const result = await writeFilesIfChanged(out, routeFiles(loadSiteData(), currentContext(), keys));
  keys.save();
  return { ...result, kept: keys.kept() };
}

describe('route files keyed by their inputs', () => {
  it('a chunk whose entries, config and code are unchanged is kept; a damaged or re-versioned one is made again', async () => {
    const first = await build('code-1');
    const chunks = readdirSync(path.join(out, 'sitemaps')).sort();
    expect(chunks.length).toBeGreaterThan(1);
    expect(first.kept).toBe(0);
    const bytes = new Map(chunks.map((name) => [name, readFileSync(path.join(out, 'sitemaps', name))]));

    const again = await build('code-1');
    expect(again).toMatchObject({ kept: chunks.length, written: 0 });

    // A chunk replaced behind the build's back is made again, with its right bytes.
    writeFileSync(path.join(out, 'sitemaps', chunks[0]!), 'damaged');
    const repaired = await build('code-1');
    expect(repaired).toMatchObject({ kept: chunks.length - 1, written: 1 });
    expect(readFileSync(path.join(out, 'sitemaps', chunks[0]!)).equals(bytes.get(chunks[0]!)!)).toBe(true);

    // Other code: every chunk is made again (the same bytes, so none is written).
    expect(await build('code-2')).toMatchObject({ kept: 0, written: 0 });
  });

  it('a key file that cannot be written stops the build, naming the file and the reason', async () => {
    const blocked = path.join(root, 'not-a-folder');
    writeFileSync(blocked, '');
    await expect(build('code-1', blocked)).rejects.toThrow(RouteKeysError);
    await expect(build('code-1', blocked)).rejects.toThrow(
      /not-a-folder\/route-keys\.json: the route files' input keys could not be written \(E[A-Z]+: /,
    );
  });
});
