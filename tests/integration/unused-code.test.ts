import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` runs knip (knip.jsonc), which fails on a file, an export or a dependency that
 * nothing uses. Checked on a copy of the tracked files: as it is, knip passes; with one of each
 * planted, it fails and names all three.
 */
const root = process.cwd();
const scratch = mkdtempSync(path.join(tmpdir(), 'desk-unused-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function copyProject(name: string): string {
  const dir = path.join(scratch, name);
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of tracked) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function knip(dir: string) {
  const script = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  expect(script.lint).toContain('npm run lint:unused');
  const [command, ...args] = script['lint:unused']!.split(' ');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', command!), args, { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('knip in npm run lint', () => {
  it('passes on the project as it is, and fails on an unused file, export and dependency, naming each', () => {
    const clean = knip(copyProject('clean'));
    expect(clean.status, clean.output).toBe(0);

    const planted = copyProject('planted');
    writeFileSync(path.join(planted, 'lib', 'core', 'planted-orphan.ts'), 'export const ORPHAN = 1;\n');
    const slug = path.join(planted, 'lib', 'core', 'slug.ts');
    writeFileSync(slug, `${readFileSync(slug, 'utf8')}\nexport const PLANTED_UNUSED_EXPORT = 'nobody imports this';\n`);
    const manifest = path.join(planted, 'package.json');
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
    pkg.dependencies.ms = '2.1.3';
    writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);

    const result = knip(planted);
    expect(result.status, result.output).toBe(1);
    expect(result.output).toMatch(/Unused files[\s\S]*lib\/core\/planted-orphan\.ts/);
    expect(result.output).toMatch(/Unused exports[\s\S]*PLANTED_UNUSED_EXPORT/);
    expect(result.output).toMatch(/Unused dependencies[\s\S]*\bms\b/);
  });
});
