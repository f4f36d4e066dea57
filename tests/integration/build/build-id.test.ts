import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeBuildId } from '@/pipeline/build/build-id.mjs';

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Desk', '-c', 'user.email=desk@localhost', ...args], { cwd: dir, encoding: 'utf8' });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-id-'));
  git('init', '-q', '--initial-branch=main');
  write('app/page.tsx', 'export default function Page() {}\n');
  write('content/news/a.md', '---\ntitle: A\n---\n');
  commit('first');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("Next's build id: the code's digest (pipeline/build/build-id.mjs)", () => {
  it('stays the same for a commit that changes only content/, and for uncommitted content', () => {
    const first = codeBuildId(dir);
    expect(first).toMatch(/^t-[0-9a-f]{20}$/);
    write('content/news/b.md', '---\ntitle: B\n---\n');
    commit('one more story');
    expect(codeBuildId(dir)).toBe(first);
    write('content/news/a.md', '---\ntitle: A, edited\n---\n');
    expect(codeBuildId(dir)).toBe(first);
  });

  it('changes with a committed change of the code, even beside a content change', () => {
    const first = codeBuildId(dir);
    write('app/page.tsx', 'export default function Page() { return null; }\n');
    write('content/news/b.md', '---\ntitle: B\n---\n');
    commit('code and a story');
    expect(codeBuildId(dir)).not.toBe(first);
    expect(codeBuildId(dir)).toMatch(/^t-[0-9a-f]{20}$/);
  });

  it("is none (Next's random id) with uncommitted code, or outside git", () => {
    write('app/page.tsx', 'export default function Page() { return 1; }\n');
    expect(codeBuildId(dir)).toBeNull();
    rmSync(path.join(dir, '.git'), { recursive: true });
    expect(codeBuildId(dir)).toBeNull();
  });

  it('does not take a folder named like content/ deeper in the tree for content/', () => {
    const first = codeBuildId(dir);
    write('lib/content/read.ts', 'export const read = 1;\n');
    commit('code in lib/content');
    expect(codeBuildId(dir)).not.toBe(first);
  });
});
