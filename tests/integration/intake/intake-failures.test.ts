import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startFakeFeeds, type FakeFeeds } from '@/tests/fixtures/feeds/server';
import { draftFolders, makeScratch, pointFeeds, runIntakeCommand } from './scratch';

/** The intake when most feeds fail, and when it is killed halfway through its writes. */
let feeds: FakeFeeds;
const scratches: string[] = [];

beforeAll(async () => {
  feeds = await startFakeFeeds();
});

afterAll(async () => {
  await feeds?.close();
  for (const scratch of scratches) rmSync(scratch, { recursive: true, force: true });
});

function scratchWith(outlets: Record<string, string[]>): string {
  const scratch = makeScratch('desk-intake-fail-');
  scratches.push(scratch);
  pointFeeds(scratch, outlets);
  return scratch;
}

describe('npm run intake when feeds fail', () => {
  it('exits 3 naming the feeds when 80 % of them failed (4 of 5), and still writes what the fifth gave', async () => {
    const url = (p: string) => `${feeds.base}${p}`;
    const scratch = scratchWith({
      di: [url('/malformed.xml')],
      breakit: [url('/page.html')],
      ruv: [url('/500')],
      kauppalehti: [url('/loop-a')],
      svt: [url('/svt.rss')],
    });
    const run = await runIntakeCommand(scratch);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('4 of 5 feeds failed (80 % or more)');
    for (const p of ['/malformed.xml', '/page.html', '/500', '/loop-a']) expect(run.stderr).toContain(url(p));
    expect(run.stderr).not.toContain(`${url('/svt.rss')},`);
    expect(readdirSync(path.join(scratch, 'content', 'news'))).toContain('se-finansinspektionen-varnar-for-nya-bolag.yaml');
  });

  it('exits 0 when fewer than 80 % failed (3 of 5)', async () => {
    const url = (p: string) => `${feeds.base}${p}`;
    const scratch = scratchWith({
      di: [url('/malformed.xml')],
      breakit: [url('/page.html')],
      ruv: [url('/500')],
      svt: [url('/svt.rss')],
      bt: [url('/bt.rss')],
    });
    const run = await runIntakeCommand(scratch);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('intake: 5 feeds, 3 failed');
  });
});

describe('npm run intake killed halfway', () => {
  it('leaves every file whole, and the next run finishes with the same result as an uninterrupted one', async () => {
    const url = (p: string) => `${feeds.base}${p}`;
    const outlets = { e24: [url('/e24.rss')], dn: [url('/dn.atom')], bt: [url('/bt.rss')], svt: [url('/svt.rss')] };
    const clean = scratchWith(outlets);
    const cleanRun = await runIntakeCommand(clean);
    expect(cleanRun.status).toBe(0);

    const crashed = scratchWith(outlets);
    const killed = await runIntakeCommand(crashed, { DESK_FAULT: 'intake:write:kill:2' });
    // tsx runs the script in a child process and reports its SIGKILL as exit 137 (128 + 9).
    expect(killed.signal === 'SIGKILL' || killed.status === 137, `${killed.status} ${killed.signal}`).toBe(true);
    expect(killed.stderr).toMatch(/fault: intake:write:kill n=2 pid=\d+ at=news\//);
    const partial = draftFolders(crashed);
    // Every file there parses: the two written are whole, and no temporary file is left beside them.
    for (const [file, text] of partial) {
      expect(file).not.toMatch(/\.tmp$/);
      expect(() => parse(text), file).not.toThrow();
    }
    expect([...partial.keys()].length).toBe([...draftFolders(clean).keys()].length - 3);

    // The next run takes over the dead run's lock and finishes the rest, proposing nothing twice.
    const resumed = await runIntakeCommand(crashed);
    expect(resumed.status).toBe(0);
    expect(draftFolders(crashed)).toEqual(draftFolders(clean));
    const state = JSON.parse(readFileSync(path.join(crashed, 'content', 'intake', 'state.json'), 'utf8'));
    expect(Object.keys(state.feeds)).toHaveLength(4);
  });
});
