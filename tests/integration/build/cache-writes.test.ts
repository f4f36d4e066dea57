import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeLeafKeys } from '@/lib/build/node/leaf-keys';
import { writeProducedList } from '@/lib/build/node/out-sync';
import { cachedPageScripts } from '@/lib/build/node/page-scripts-cache';
import { writeSearchIndex } from '@/lib/search/pagefind-index';
import { writeMarketSettings } from '@/pipeline/build/market-inputs.mjs';
import { TSX_NODE, tsxArgs } from '../../helpers/tsx';

/**
 * Every cache the build carries from one run to the next: a write that fails (a full disk, a
 * read-only folder) stops its step with the file and the reason, so no build goes on from a
 * stale cache. The tests run as root, whom a plain chmod does not stop: as root a folder is made
 * immutable (chattr +i), and each test first proves that a write into it really fails.
 */
const root = process.cwd();
const scratch = mkdtempSync(path.join(tmpdir(), 'desk-cache-writes-'));
const locked: string[] = [];
const REFUSED = /EPERM|EACCES|EROFS|operation not permitted|permission denied/i;

function lock(...targets: string[]): void {
  for (const target of targets) {
    if (process.getuid?.() === 0) {
      const result = spawnSync('chattr', ['+i', target], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`chattr +i ${target}: ${result.stderr || result.error?.message}`);
    } else {
      chmodSync(target, 0o555);
    }
    locked.push(target);
  }
  const probe = path.join(targets[0]!, '.probe');
  expect(() => writeFileSync(probe, 'x'), `${targets[0]} is still writable`).toThrow(REFUSED);
}

function unlockAll(): void {
  for (const target of locked.splice(0)) {
    if (process.getuid?.() === 0) spawnSync('chattr', ['-i', target]);
    else chmodSync(target, 0o755);
  }
}

function lockedDir(name: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  lock(dir);
  return dir;
}

afterEach(unlockAll);
afterAll(() => {
  unlockAll();
  rmSync(scratch, { recursive: true, force: true });
});

function script(name: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(TSX_NODE, tsxArgs(`scripts/${name}.ts`, args), { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('a build cache that cannot be written stops the build, naming the file and the reason', () => {
  describe('the content step', () => {
    const project = path.join(scratch, 'project');
    const run = (command: string, args: string[]) => {
      const result = spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, PWD: project } });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    };
    const contentBuild = () => run('node', ['scripts/content-build.mjs']);
    const check = () => run(TSX_NODE, tsxArgs('scripts/check-content.ts'));

    beforeAll(() => {
      for (const entry of [
        'lib',
        'messages',
        'scripts',
        'pipeline',
        'content',
        'contentlayer.config.ts',
        'tsconfig.json',
        'package.json',
        'package-lock.json',
      ])
        cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
      symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
    });

    it('the content store (one entry per document)', { timeout: 180_000 }, () => {
      expect(contentBuild()).toMatchObject({ status: 0 });
      const store = path.join(project, '.contentlayer', 'store');
      const data = path.join(store, 'data.mdb');
      expect(existsSync(data)).toBe(true);
      // An edit, so the build has a document to write.
      const story = path.join(project, 'content', 'news', 'se-riksbank-speech-stablecoins.yaml');
      writeFileSync(story, readFileSync(story, 'utf8').replace(/^summary: .*$/m, 'summary: "Edited, for a write that fails."'));
      lock(store, data);
      const failed = contentBuild();
      expect(failed.status, failed.output).toBe(1);
      expect(failed.output).toContain(`content layer: could not write its store, ${data}: `);
      expect(failed.output).toMatch(REFUSED);
    });

    it('the prepared copy of the checked content', { timeout: 180_000 }, () => {
      unlockAll();
      expect(contentBuild()).toMatchObject({ status: 0 });
      const prepared = path.join(project, '.contentlayer', 'prepared');
      rmSync(prepared, { recursive: true, force: true });
      mkdirSync(prepared);
      lock(prepared);
      const failed = check();
      expect(failed.status, failed.output).toBe(1);
      expect(failed.output).toContain(`content: could not write the prepared content, ${path.join(prepared, 'content.v8')}: `);
      expect(failed.output).toMatch(REFUSED);
    });
  });

  it("the precompressed copies' record (precompress.json)", () => {
    const out = path.join(scratch, 'precompress-out');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'index.html'), `<!doctype html><p>${'words '.repeat(4000)}</p>`);
    const cache = lockedDir('precompress-cache');
    const result = script('precompress', ['--out', out, '--min-bytes', '1'], { BUILD_CACHE_DIR: cache });
    expect(result.status, result.output).toBe(1);
    expect(result.output).toContain(path.join(cache, 'precompress.json'));
    expect(result.output).toMatch(REFUSED);
  });

  it("the build's mark for npm start (built), after prune-out", () => {
    const out = path.join(scratch, 'prune-out');
    mkdirSync(out, { recursive: true });
    const cache = path.join(scratch, 'prune-cache');
    writeProducedList(path.join(cache, 'produced', 'pages.txt'), []);
    lock(cache);
    const result = script('prune-out', ['--out', out], { BUILD_CACHE_DIR: cache });
    expect(result.status, result.output).toBe(1);
    expect(result.output).toContain(path.join(cache, 'built'));
    expect(result.output).toMatch(REFUSED);
  });

  it("the search index's shard hashes", async () => {
    const cache = lockedDir('search-cache');
    const records = [{ url: '/news/a/', language: 'en', content: 'Bitcoin in Oslo', meta: { title: 'Bitcoin in Oslo' } }];
    const error = await writeSearchIndex(records as never, path.join(scratch, 'pagefind'), { cacheDir: path.join(cache, 'out') }).then(
      () => undefined,
      (reason: unknown) => String(reason),
    );
    expect(error).toContain(path.join(cache, 'out'));
    expect(error).toMatch(REFUSED);
  });

  it("the leaf pages' input keys, the page scripts, the market settings and the produced lists", () => {
    const cache = lockedDir('step-caches');
    const scripts = cachedPageScripts(cache, 'code');
    const writes: [string, () => void][] = [
      [path.join(cache, 'leaf-keys'), () => writeLeafKeys(cache, 0, new Map())],
      [path.join(cache, 'page-scripts.json'), () => scripts.save()],
      [path.join(cache, 'market-settings.json'), () => writeMarketSettings(cache)],
      [path.join(cache, 'produced'), () => writeProducedList(path.join(cache, 'produced', 'next.txt'), ['index.html'])],
    ];
    for (const [file, write] of writes) {
      expect(write, file).toThrow(file);
      expect(write, file).toThrow(REFUSED);
    }
  });
});
