import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEAF_PAGES } from '@/components/pages/leaf-pages';
import { guardedEnv, LeafInputError } from '@/lib/build/leaf-inputs';
import type { LeafKeyEntry } from '@/lib/build/node/leaf-keys';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { LOCALES } from '@/lib/i18n/locales';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { writeLeafPages, type LeafKeyOptions } from '@/pipeline/export/leaf-pages';

/**
 * Leaf pages' input keys on the site's own content (the build's .contentlayer/): a
 * keyed page renders the same bytes as an unkeyed one, an unchanged key skips the render, a
 * changed code version or a damaged file renders again, and a keyed page cannot read what its
 * key leaves out.
 */
const out = mkdtempSync(path.join(tmpdir(), 'leaf-keys-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function keyStore(codeVersion: string, previous: ReadonlyMap<string, LeafKeyEntry>) {
  let saved = new Map<string, LeafKeyEntry>();
  const options: LeafKeyOptions = { previous, codeVersion, save: (keys) => (saved = new Map(keys)) };
  return { options, saved: () => saved };
}

describe('leaf page input keys', () => {
  it('renders keyed pages byte for byte like unkeyed ones, in every language', () => {
    const data = loadSiteData();
    const ctx = currentContext();
    const keyed = LEAF_PAGES.filter((page) => page.prepare);
    expect(keyed.map((page) => page.pattern)).toContain('news/{id}');
    for (const lang of LOCALES) {
      const env = pageEnvFrom(data, ctx, lang);
      for (const page of keyed) {
        for (const key of page.keys(data)) expect(page.prepare!(env, key)!.render(), `${lang} ${key}`).toBe(page.render(env, key));
      }
    }
  });

  // A quarter of the leaf pages (the build's round-robin share 0 of 4: every kind, every language)
  // holds the same rules at a quarter of the rendering.
  const write = (options: LeafKeyOptions) => writeLeafPages(out, 0, 4, new Set(), options);

  it('skips an unchanged page, renders a damaged one and every page of a new code version', () => {
    const first = keyStore('v1', new Map());
    const one = write(first.options);
    expect(one.skipped).toBe(0);
    expect(first.saved().size).toBeGreaterThan(50);
    for (const lang of LOCALES.filter((code) => code !== 'en')) {
      expect(
        [...first.saved().keys()].some((file) => file.startsWith(`${lang}/`)),
        lang,
      ).toBe(true);
    }

    const second = keyStore('v1', first.saved());
    const two = write(second.options);
    expect(two.skipped).toBe(first.saved().size);
    expect(two.written).toBe(0);

    const [damagedPath] = [...first.saved().keys()];
    const damaged = path.join(out, damagedPath!);
    writeFileSync(damaged, 'damaged');
    const third = keyStore('v1', second.saved());
    const three = write(third.options);
    expect(three.skipped).toBe(first.saved().size - 1);
    expect(three.written).toBe(1);
    expect(readFileSync(damaged, 'utf8')).toContain('<!DOCTYPE html>');

    const fourth = keyStore('v2', third.saved());
    const four = write(fourth.options);
    expect(four.skipped).toBe(0);
    expect(four.written).toBe(0);
  });

  it('stops a keyed page that reads other stories, the clock or the market data', () => {
    const env = guardedEnv(pageEnvFrom(loadSiteData(), currentContext(), 'en'));
    expect(() => env.data.content.news).toThrow(LeafInputError);
    expect(() => env.data.newsNewestFirst).toThrow(LeafInputError);
    expect(() => env.data.markets).toThrow(LeafInputError);
    expect(() => env.ctx.now.getTime()).toThrow(LeafInputError);
    expect(() => env.ctx.generatedAt).toThrow(LeafInputError);
    expect(env.ctx.now.getUTCFullYear()).toBe(currentContext().now.getUTCFullYear());
    expect(env.data.outletById.size).toBeGreaterThan(0);
  });
});
