import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedPageScripts, PAGE_SCRIPTS_CACHE } from '@/lib/build/node/page-scripts-cache';
import { PagePolicyError, readPageScripts } from '@/lib/http/page-scripts';

const dir = mkdtempSync(path.join(tmpdir(), 'page-scripts-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (script: string) => `<!DOCTYPE html><html><head><title>t</title><script>${script}</script></head><body></body></html>`;
const broken = '<!DOCTYPE html><html><head></head><body onload="x()"></body></html>';

describe('section pages\u2019 inline scripts across builds', () => {
  it('reads a page with the same bytes from the cache, and any other page with the parser', () => {
    const first = cachedPageScripts(dir, 'code-1');
    expect(first.read(page('a()'), 'a.html')).toEqual(readPageScripts(page('a()'), 'a.html'));
    expect(first.read(page('b()'), 'b.html')).toEqual(readPageScripts(page('b()'), 'b.html'));
    expect(first.reused()).toBe(0);
    first.save();

    const second = cachedPageScripts(dir, 'code-1');
    expect(second.read(page('a()'), 'a.html')).toEqual(readPageScripts(page('a()'), 'a.html'));
    expect(second.read(page('c()'), 'b.html')).toEqual(readPageScripts(page('c()'), 'b.html'));
    expect(second.reused()).toBe(1);
    second.save();
    // Only this build's pages are kept: b()'s page is gone from the cache.
    expect(Object.keys(JSON.parse(readFileSync(path.join(dir, PAGE_SCRIPTS_CACHE), 'utf8')).pages)).toHaveLength(2);
  });

  it('parses everything again under another code version', () => {
    const other = cachedPageScripts(dir, 'code-2');
    other.read(page('a()'), 'a.html');
    expect(other.reused()).toBe(0);
  });

  it('never caches a page that fails, so it fails again naming itself', () => {
    const first = cachedPageScripts(dir, 'code-3');
    expect(() => first.read(broken, 'broken.html')).toThrow(PagePolicyError);
    first.save();
    expect(() => cachedPageScripts(dir, 'code-3').read(broken, 'broken.html')).toThrow(/broken\.html/);
  });
});
