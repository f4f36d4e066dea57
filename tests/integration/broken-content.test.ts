import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchContentBuild } from '@/tests/helpers/content-build';

/**
 * The real pipeline, not a fixture: a copy of the project's content with one file broken goes
 * through `npm run content:build` (contentlayer2, then the zod check) in a scratch project, and
 * must fail naming the file and the field.
 */
const root = process.cwd();
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'desk-content-'));
  for (const entry of ['lib', 'messages', 'scripts', 'pipeline', 'content', 'contentlayer.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function breakFile(file: string, from: RegExp, to: string): () => void {
  const full = path.join(scratch, 'content', file);
  const original = readFileSync(full, 'utf8');
  const broken = original.replace(from, to);
  expect(broken).not.toBe(original);
  writeFileSync(full, broken);
  return () => writeFileSync(full, original);
}

/** `npm run content:build` in the scratch project; `viaNpm`: through npm itself, else its two steps directly. */
function contentBuild(viaNpm = false) {
  const result = viaNpm
    ? spawnSync('npm', ['run', '--silent', 'content:build'], { cwd: scratch, encoding: 'utf8' })
    : scratchContentBuild(scratch);
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('a broken content file fails the content build with file and field named', () => {
  it('passes on the unbroken copy', () => {
    const { status, output } = contentBuild(true);
    expect(output).toMatch(/content:check: \d+ stories/);
    expect(status).toBe(0);
  });

  // Three files broken at once: the zod check lists every problem in one failed build, each
  // with its file and field (one build, not three: each costs a full contentlayer run).
  it('an unknown country code, a date-time without its offset, a bad revision date: all named at once', () => {
    const restores = [
      breakFile('events/oslo-defi-day-2026.yaml', /^country: .*$/m, 'country: "DE"'),
      breakFile('events/aarhus-consensus-public-lecture-2027.yaml', /^start: .*$/m, 'start: "2027-01-14T16:15:00"'),
      breakFile('about/en.md', /^updated: .*$/m, 'updated: "20 November"'),
    ];
    const { status, output } = contentBuild();
    restores.forEach((restore) => restore());
    expect(status).not.toBe(0);
    expect(output).toContain('content/events/oslo-defi-day-2026.yaml: country: must be one of NO, SE, DK, FI, IS, NORDIC, EU');
    expect(output).toContain(
      'content/events/aarhus-consensus-public-lecture-2027.yaml: start: must be an ISO 8601 date-time with an offset',
    );
    expect(output).toContain('content/about/en.md: updated: ');
  });

  // contentlayer2 keeps only the declared keys of an object; the content build names the others
  // (pipeline/content/extra-keys.mjs) before they are dropped, in one report.
  it('a misspelt key inside an object, inside a list item, and a language we do not have in an _i18n map', () => {
    const restores = [
      breakFile('rules/rules.yaml', /^( {2})summary_i18n:/m, '$1summary_i18:'),
      breakFile('sources/outlets.yaml', /^( +)language_code: /m, '$1languge_code: '),
      breakFile('changelog/changelog.yaml', /^( +)fi: /m, '$1de: '),
    ];
    const { status, output } = contentBuild();
    restores.forEach((restore) => restore());
    expect(status).not.toBe(0);
    expect(output).not.toContain('Inconsistent data');
    expect(output).toMatch(/"rules\/rules\.yaml" of type "Rules" has the following extra fields:\n\s*• eu\.summary_i18: /);
    expect(output).toMatch(/"sources\/outlets\.yaml" of type "Outlets" has the following extra fields:\n\s*• outlets\[0\]\.languge_code: /);
    expect(output).toMatch(
      /"changelog\/changelog\.yaml" of type "Changelog" has the following extra fields:\n\s*• entries\[0\]\.title_i18n\.de: /,
    );
  });

  // An unknown field fails in contentlayer2, before the zod check: content-build.test.ts breaks
  // one that way and holds the report to file and field.

  it('a number where a text or null goes (contentlayer types the nullable field and names it)', () => {
    const restore = breakFile('events/oslo-defi-day-2026.yaml', /^city: .*$/m, 'city: 42');
    const { status, output } = contentBuild();
    restore();
    expect(status).not.toBe(0);
    expect(output).toContain('events/oslo-defi-day-2026.yaml');
    expect(output).toMatch(/city\b.*42/);
  });

  // Prices are data: the old free-text `paid`, an amount YAML reads as a number, a price in words.
  it('an event price still written as text, an unquoted amount, a price in words: all named at once', () => {
    const restores = [
      breakFile('events/copenhagen-mica-compliance-day-2026.yaml', /^price: .*$/m, 'paid: "DKK 1,200"'),
      breakFile('events/helsinki-ledger-art-exhibition-2026.yaml', /^price: .*$/m, 'price: { amount: 12.50, currency: EUR }'),
      breakFile('events/oslo-defi-day-2026.yaml', /^price: .*$/m, 'price: "NOK 450"'),
    ];
    const { status, output } = contentBuild();
    restores.forEach((restore) => restore());
    expect(status).not.toBe(0);
    expect(output).toContain('content/events/copenhagen-mica-compliance-day-2026.yaml: paid: is replaced by price: write price: free');
    expect(output).toContain(
      'content/events/helsinki-ledger-art-exhibition-2026.yaml: price.amount: must be a decimal in quotes, like "1200" or "12.50" (got 12.5',
    );
    expect(output).toContain(
      'content/events/oslo-defi-day-2026.yaml: price: must be free, see-organiser, or { amount: "1200", currency: DKK }',
    );
  });

  it('a missing English about text', () => {
    const full = path.join(scratch, 'content', 'about', 'en.md');
    const original = readFileSync(full, 'utf8');
    rmSync(full);
    const missing = contentBuild();
    writeFileSync(full, original);
    expect(missing.status).not.toBe(0);
    expect(missing.output).toContain('content/about/en.md: (file): is missing: the English about text is required');
  });
});
