import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '@/lib/api/load';
import { ROOT_FILE_TYPES } from '@/lib/site/file-types';

/**
 * The standalone server of `npm run build:server` (.next/standalone/, completed by
 * scripts/finish-standalone.ts), run the way a deployment runs it: the folder copied away from the
 * repository (so nothing resolves from the project's own node_modules or files), started with
 * plain `node server.js` and an almost empty environment, and asked over real HTTP for a section
 * page, a leaf page, API documents, the feeds and the discovery files.
 *
 * HOSTNAME is `localhost`, never a loopback IP: with 127.0.0.1 Next 16 proxies the proxy's
 * internal English rewrite to itself (vercel/next.js#94745; README, Deploying).
 */
const STANDALONE = path.resolve('.next', 'standalone');
const haveBuild = existsSync(path.join(STANDALONE, 'server.js'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let dir = '';
let server: ChildProcess | undefined;
let origin = '';
let output = '';

async function waitUntilReady(): Promise<void> {
  // Bounded: at most 300 tries a tenth of a second apart, then the server's own output is shown.
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) break;
    try {
      if ((await fetch(`${origin}/api/v1/index.json`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the standalone server did not answer:\n${output}`);
}

function parse(html: string): Root {
  return unified().use(rehypeParse).parse(html) as Root;
}

function elements(tree: Root, tagName: string): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
}

describe.skipIf(!haveBuild && !process.env.REQUIRE_EXPORT)('standalone server (plain node, outside the repository)', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
    cpSync(STANDALONE, dir, { recursive: true });
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = spawn(process.execPath, [path.join(dir, 'server.js')], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), HOSTNAME: 'localhost' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady();
  });

  afterAll(() => {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('holds the server and what it reads, not a copy of the project', () => {
    // A path computed at run time once made Next trace the whole project into this folder: the
    // export (1.3 GB at 10,000 stories), the tests, the content sources.
    for (const name of ['out', 'tests', 'bench', 'content', 'app', 'scripts'])
      expect(existsSync(path.join(STANDALONE, name)), name).toBe(false);
    expect(existsSync(path.join(STANDALONE, '.contentlayer', 'generated', 'News', '_index.json'))).toBe(true);
  });

  it('serves a section page with its framework assets and stylesheet', async () => {
    const response = await fetch(`${origin}/news/`, { headers: { 'cf-ipcountry': 'US' } });
    expect(response.status).toBe(200);
    const tree = parse(await response.text());
    expect(elements(tree, 'h1').length).toBeGreaterThan(0);
    const scripts = elements(tree, 'script')
      .map((script) => script.properties.src)
      .filter((src): src is string => typeof src === 'string' && src.startsWith('/_next/static/'));
    const stylesheet = elements(tree, 'link').find((link) => String(link.properties.rel) === 'stylesheet')?.properties.href;
    expect(scripts.length).toBeGreaterThan(0);
    for (const asset of [scripts[0]!, String(stylesheet)]) expect((await fetch(`${origin}${asset}`)).status, asset).toBe(200);
  });

  it('serves a leaf page rendered by react-dom/server, English at the root', async () => {
    const story = loadSiteData().newsNewestFirst[0]!;
    const response = await fetch(`${origin}/news/${story.id}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).not.toContain('/_next/');
    const canonical = elements(parse(html), 'link').find((link) => String(link.properties.rel) === 'canonical');
    expect(canonical?.properties.href).toMatch(new RegExp(`/news/${story.id}/$`));
    const redirect = await fetch(`${origin}/en/news/${story.id}/`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(new URL(redirect.headers.get('location')!, origin).pathname).toBe(`/news/${story.id}/`);
  });

  it('serves API documents with CORS, and a JSON 404 for an unknown one', async () => {
    const response = await fetch(`${origin}/api/v1/news.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const news = (await response.json()) as { api_version: string; count: number };
    expect(news.api_version).toBe('1');
    expect(news.count).toBe(loadSiteData().newsNewestFirst.length);
    const missing = await fetch(`${origin}/api/v1/no-such-document.json`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves the JSON Feed, llms.txt and the api-catalog with their types', async () => {
    const feed = await fetch(`${origin}/feed.json`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const body = (await feed.json()) as { version: string; items: Array<{ id: string }> };
    expect(body.version).toBe('https://jsonfeed.org/version/1.1');
    expect(body.items[0]?.id).toMatch(new RegExp(`/news/${loadSiteData().newsNewestFirst[0]!.id}/$`));
    for (const file of Object.values(ROOT_FILE_TYPES)) {
      const response = await fetch(`${origin}${file.path}`);
      expect(response.status, file.path).toBe(200);
      expect(response.headers.get('content-type'), file.path).toBe(file.contentType);
    }
  });
});
