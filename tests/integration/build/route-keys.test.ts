import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildContext } from '@/lib/core/context';
import type { RawContent } from '@/lib/content/types';
import type { SiteData } from '@/lib/data/site-data';
import { isRefreshOwned, writeFilesIfChanged, type OutFile } from '@/lib/build/node/out-sync';
import { ROUTE_KEYS_FILE, routeKeys, RouteKeysError } from '@/lib/build/node/route-keys';
import { readJsonLines } from '@/lib/node/json-lines';
import { KEPT, routeFiles } from '@/lib/build/route-files';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/**
 * Route files keyed by their recorded inputs (lib/build/route-inputs.ts, lib/build/node/route-keys.ts):
 * after every kind of change the keyed out/ is byte for byte a fresh build's, and only the files
 * that read what changed are made again.
 */

type Raw = { News: Array<{ file: string; data: Record<string, unknown> }> };

const root = mkdtempSync(path.join(tmpdir(), 'route-keys-'));
const out = path.join(root, 'out');
const cache = path.join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const original = fixtureSiteData();
const ctx = contextAt();

function edited(change: (raw: Raw) => void): SiteData {
  const raw = cloneRaw(fixtureRawContent()) as unknown as Raw;
  change(raw);
  return fixtureSiteData(raw as unknown as RawContent);
}

/** A keyed build into out/: the paths made (not kept), and the files written; `killAfter` throws after that many files, before the keys are saved. */
async function build(data: SiteData, at: BuildContext, code: string, killAfter?: number) {
  const keys = routeKeys(cache, out, code);
  const made: string[] = [];
  let seen = 0;
  async function* watched(): AsyncGenerator<OutFile> {
    for await (const file of routeFiles(data, at, keys)) {
      if (killAfter !== undefined && seen++ >= killAfter) throw new Error('killed');
      if (file.content !== KEPT && !isRefreshOwned(file.path)) made.push(file.path);
      yield file;
    }
  }
  const result = await writeFilesIfChanged(out, watched());
  keys.save();
  return { made: made.sort(), written: result.written, files: result.files.filter((file) => !isRefreshOwned(file)) };
}

/** What a build without keys makes: path → bytes (the refresh's files left out: the market set writes those). */
async function fresh(data: SiteData, at: BuildContext): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const file of routeFiles(data, at)) {
    if (isRefreshOwned(file.path)) continue;
    const content = file.content;
    const bytes =
      typeof content === 'string'
        ? Buffer.from(content, 'utf8')
        : 'chunks' in content
          ? Buffer.from([...content.chunks()].join(''), 'utf8')
          : Buffer.from(content as Uint8Array);
    files.set(file.path, bytes);
  }
  return files;
}

async function expectOutAsFresh(data: SiteData, at: BuildContext) {
  const expected = await fresh(data, at);
  const differing = [...expected].filter(([file, bytes]) => !readFileSync(path.join(out, file)).equals(bytes)).map(([file]) => file);
  expect(differing).toEqual([]);
  return expected;
}

function changedBetween(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  return [...after].filter(([file, bytes]) => !before.get(file)?.equals(bytes)).map(([file]) => file);
}

const older = (raw: Raw) => raw.News.find((doc) => doc.file === 'news/older-story.yaml')!;

describe('route files keyed by their inputs', () => {
  it('nothing changed: nothing is made again; one story edited: exactly the files that read it', async () => {
    const first = await build(original, ctx, 'code-1');
    expect(first.made).toEqual(first.files.slice().sort());
    expect(first.files.length).toBeGreaterThan(300);
    expect(await build(original, ctx, 'code-1')).toMatchObject({ made: [], written: 0 });

    const story = edited((raw) => {
      older(raw).data.summary = 'Older story, edited.';
    });
    const before = await fresh(original, ctx);
    const edit = await build(story, ctx, 'code-1');
    const after = await expectOutAsFresh(story, ctx);
    const changed = changedBetween(before, after);
    expect(changed).toContain('api/v1/news/older-story.json');
    // Every changed file was made; besides them only the files that read the story and print nothing of its summary.
    expect(edit.made).toEqual(
      [
        ...changed,
        'api/v1/archive/articles.json',
        'api/v1/archive/articles/older-story.json',
        'api/v1/index.json',
        'api/v1/news/by-topic/central-banks.json',
        'api/v1/sources.json',
      ].sort(),
    );
    expect(edit.made).not.toContain('api/v1/news/shared-story.json');
    expect(edit.made).not.toContain('api/v1/news/by-country/NO.json');
  });

  it("one more story, a later clock, other code, a torn key file: out/ is a fresh build's", async () => {
    await build(original, ctx, 'code-1');
    const more = edited((raw) => {
      raw.News.push({ file: 'news/one-more.yaml', data: { ...structuredClone(older(raw).data), published: '2026-11-21T10:00:00+01:00' } });
    });
    const added = await build(more, ctx, 'code-1');
    await expectOutAsFresh(more, ctx);
    expect(added.made).toContain('api/v1/news/one-more.json');
    expect(added.made).toContain('api/v1/news/by-country/SE.json');
    expect(added.made).not.toContain('api/v1/news/by-country/NO.json');
    expect(added.made).not.toContain('api/v1/news/older-story.json');

    // The clock: the files that print it are made again, the stories' own documents are not.
    const later = contextAt(new Date('2026-11-23T12:00:00Z'));
    const clock = await build(more, later, 'code-1');
    await expectOutAsFresh(more, later);
    expect(clock.made).toContain('api/v1/news.json');
    expect(clock.made).not.toContain('api/v1/news/one-more.json');

    const code = await build(more, later, 'code-2');
    expect(code.made).toEqual(code.files.slice().sort());

    writeFileSync(path.join(cache, ROUTE_KEYS_FILE), '{"format":3}\n["api/v1/news.json",{"k":"');
    const torn = await build(more, later, 'code-2');
    expect(torn).toMatchObject({ made: torn.files.slice().sort(), written: 0 });
  });

  it("a file edited behind the build's back, its size and mtime kept, is made again", async () => {
    await build(original, ctx, 'code-1');
    const file = path.join(out, 'api/v1/news/older-story.json');
    const bytes = readFileSync(file);
    const stat = statSync(file);
    writeFileSync(file, Buffer.from(bytes.toString('utf8').replace('Older', 'Elder'), 'utf8'));
    utimesSync(file, stat.atime, stat.mtime);
    expect(statSync(file).size).toBe(stat.size);
    const repaired = await build(original, ctx, 'code-1');
    expect(repaired).toMatchObject({ made: ['api/v1/news/older-story.json'], written: 1 });
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('killed mid-build (files written, keys not saved), the next build makes what is unsure', async () => {
    await build(original, ctx, 'code-1');
    const story = edited((raw) => {
      older(raw).data.summary = 'Older story, killed mid-build.';
    });
    const files = (await fresh(story, ctx)).size;
    await expect(build(story, ctx, 'code-1', Math.floor(files / 2))).rejects.toThrow('killed');
    // Half of the files are as the edit makes them, the rest as before; the key file is the last build's, whole.
    expect(readJsonLines(path.join(cache, ROUTE_KEYS_FILE)).header).toEqual({ format: 3 });
    await build(story, ctx, 'code-1');
    await expectOutAsFresh(story, ctx);
    expect(await build(story, ctx, 'code-1')).toMatchObject({ made: [], written: 0 });
  });

  it('a key file that cannot be written stops the build, naming the file and the reason', async () => {
    const blocked = path.join(root, 'not-a-folder');
    writeFileSync(blocked, '');
    const keys = routeKeys(blocked, out, 'code-1');
    await writeFilesIfChanged(out, routeFiles(original, ctx, keys));
    expect(() => keys.save()).toThrow(RouteKeysError);
    expect(() => keys.save()).toThrow(/not-a-folder\/route-keys\.jsonl: the route files' input keys could not be written \(E[A-Z]+: /);
  });
});
