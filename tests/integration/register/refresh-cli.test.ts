import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caspCountrySchema, caspListSchema, registerChangesSchema } from '@/lib/schemas/register';
import { resume } from '@/tests/helpers/faults';
import { readTree, removeTempDirs, runCommand, runScript, startScript, tempDir } from '../markets/helpers';
import { recount } from '../../fixtures/register/recount';
import { cutLastRow, drop, JUNE, realFile } from '../../fixtures/register/variants';

/**
 * The register job on the real command (`tsx scripts/register-refresh.ts`) against a loopback
 * server: the real copy of ESMA's file, an edited copy (a firm gone, one added, one changed), and
 * each way a fetch goes wrong. A failed run exits non-zero with the reason and leaves the last
 * good set byte for byte; two runs at once never interleave (the market lock).
 */

const real = readFileSync('tests/fixtures/register/CASPS-2026-04-07.csv');
const text = real.toString('utf8');
const lines = text.split('\r\n');
const safello = lines.find((line) => line.includes('Safello AB'))!;
const coinmotion = lines.find((line) => line.includes('Coinmotion Oy'))!;
/** A later file: Safello withdrawn from the file, a new Norwegian firm, Coinmotion passporting into Denmark too. */
const edited = text
  .replace(`${safello}\r\n`, '')
  .replace(coinmotion, coinmotion.replace(',FI | SE,', ',FI | SE | DK,'))
  .replace(
    `${lines[1]}\r\n`,
    `${lines[1]}\r\nFinanstilsynet,NO,Testfirma Norge AS,,NO,Testfirma,"Storgata 1, Oslo",https://testfirma.example,,01/06/2026,,c. exchange of crypto-assets for funds,NO,,01/06/2026\r\n`,
  );

let server: Server;
let base = '';
const pending: Array<() => void> = [];

beforeAll(async () => {
  expect(edited).not.toBe(text);
  server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/real.csv') return response.end(real);
    if (url === '/edited.csv') return response.end(edited);
    if (url === '/truncated.csv') return response.end(text.slice(0, text.indexOf('Donau-City') + 5));
    if (url === '/cut.csv') return response.end(cutLastRow(text));
    if (url === '/drop30.csv') return response.end(drop(0.3, text));
    if (url === '/june.csv') return response.end(realFile(JUNE));
    if (url === '/empty.csv') return response.end('');
    if (url === '/html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!DOCTYPE html><html><body><h1>Maintenance</h1></body></html>');
    }
    if (url === '/slow.csv') return pending.push(() => response.destroy());
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const end of pending.splice(0)) end();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  removeTempDirs();
});

// No healthy download races a timer on a loaded machine; only the stalled one waits out a short limit.
const ENV = { REGISTER_FETCH_TIMEOUT_MS: '30000', REGISTER_RETRY_DELAY_MS: '10' };
const STALLED = { REGISTER_FETCH_TIMEOUT_MS: '1500' };

/** In process unless a test needs the command as its own process (its exit code and streams). */
function refresh(out: string, url: string, extra: string[] = [], env: Record<string, string> = {}, run = runCommand) {
  return run('register-refresh', ['--out', out, '--url', url, '--snapshot', `${out}-snapshot.json`, ...extra], { ...ENV, ...env });
}

function registerFiles(dir: string): Map<string, Buffer> {
  return new Map([...readTree(dir)].filter(([relative]) => relative.startsWith('api/')));
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

// Each run starts tsx (seconds on a busy machine); no assertion depends on time.
describe('register:refresh', () => {
  let out = '';

  it('publishes the register set from the real copy, valid against its schemas, with the counts of the file', async () => {
    out = tempDir('register');
    const result = await refresh(out, `${base}/real.csv`);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/line 10: ac_authorisationNotificationDate is empty \(row skipped\)/);
    const casps = caspListSchema.parse(readJson(path.join(out, 'api/v1/rules/casps.json')));
    expect(casps.source.rows).toBe(177);
    expect(casps.source.rows_skipped).toBe(1);
    expect(casps.source.file_date).toBe('2026-03-26');
    const counts = { NO: [0, 71], SE: [1, 85], DK: [3, 83], FI: [5, 83], IS: [0, 65] } as const;
    for (const [country, [home, passporting]] of Object.entries(counts)) {
      const document = caspCountrySchema.parse(readJson(path.join(out, `api/v1/rules/casps/${country}.json`)));
      expect([document.home_count, document.passporting_count], country).toEqual([home, passporting]);
    }
    const changes = registerChangesSchema.parse(readJson(path.join(out, 'api/v1/rules/changes.json')));
    expect(changes.changes).toEqual([]);
    for (const lang of ['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is']) {
      expect(parseFeed(readFileSync(path.join(out, `api/v1/rules/changes-${lang}.xml`), 'utf8')).format).toBe('rss');
    }
    expect(existsSync(`${out}-snapshot.json`)).toBe(true);
  });

  it('appends what changed in a later file to the history and the feeds, keeping earlier rows', async () => {
    const result = await refresh(out, `${base}/edited.csv`);
    expect(result.code, result.stderr).toBe(0);
    const changes = registerChangesSchema.parse(readJson(path.join(out, 'api/v1/rules/changes.json')));
    const summary = changes.changes.map((change) => [change.kind, change.legal_name, change.fields]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['added', 'Testfirma Norge AS', []],
        ['withdrawn', 'Safello AB', []],
        ['changed', 'Coinmotion Oy', ['countries', 'nordic']],
      ]),
    );
    expect(changes.changes).toHaveLength(3);
    const no = caspCountrySchema.parse(readJson(path.join(out, 'api/v1/rules/casps/NO.json')));
    expect(no.home.map((firm) => firm.legal_name)).toEqual(['Testfirma Norge AS']);
    expect(no.home[0]!.lei).toBeNull();
    const feed = readFileSync(path.join(out, 'api/v1/rules/changes-sv.xml'), 'utf8');
    expect(feed).toContain('Struket: Safello AB');
    expect(feed).toContain('Tillagt: Testfirma Norge AS');
    // The same file again: nothing new, the history stays as it was.
    const again = await refresh(out, `${base}/edited.csv`);
    expect(again.code, again.stderr).toBe(0);
    expect(registerChangesSchema.parse(readJson(path.join(out, 'api/v1/rules/changes.json'))).changes).toEqual(changes.changes);
  });

  it('keeps the last good set and exits 1 with the reason for each bad answer', async () => {
    const before = registerFiles(out);
    const cases: Array<[string, RegExp]> = [
      [`${base}/missing.csv`, /HTTP 404/],
      [`${base}/html`, /HTML page, not the register CSV/],
      [`${base}/truncated.csv`, /not valid CSV/],
      [`${base}/cut.csv`, /the last row \(line 179\) is cut: the file ends without a line end after 4 of 15 cells/],
      [`${base}/empty.csv`, /the file is empty/],
      [`${base}/slow.csv`, /no complete answer within 1500 ms/],
    ];
    for (const [i, [url, reason]] of cases.entries()) {
      // One at a time: the in-process runs share this process's console. The first is spawned,
      // for the exit code and stderr as the process ends with them.
      const result = await refresh(out, url, [], url.endsWith('/slow.csv') ? STALLED : {}, i === 0 ? runScript : runCommand);
      expect(result.code, url).toBe(1);
      expect(result.stderr, url).toMatch(reason);
      expect(result.stderr, url).toMatch(/last good set is unchanged/);
      const after = registerFiles(out);
      expect([...after.keys()].sort(), url).toEqual([...before.keys()].sort());
      for (const [relative, bytes] of before) expect(after.get(relative)!.equals(bytes), `${url}: ${relative}`).toBe(true);
    }
  });

  it('refuses a file whose firms in Nordic scope fell by 30 %, keeping the set and the snapshot byte for byte; --accept-shrink takes it', async () => {
    const dir = tempDir('register-shrink');
    expect((await refresh(dir, `${base}/real.csv`)).code).toBe(0);
    const before = registerFiles(dir);
    const snapshot = readFileSync(`${dir}-snapshot.json`);
    const refused = await refresh(dir, `${base}/drop30.csv`);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /the firms in Nordic scope fell from 92 to \d+ \(−3\d(\.\d)? %\) against the last good set, more than 20 %/,
    );
    expect(refused.stderr).toMatch(/--accept-shrink/);
    const after = registerFiles(dir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [relative, bytes] of before) expect(after.get(relative)!.equals(bytes), relative).toBe(true);
    expect(readFileSync(`${dir}-snapshot.json`).equals(snapshot)).toBe(true);
    const taken = await refresh(dir, `${base}/drop30.csv`, ['--accept-shrink']);
    expect(taken.code, taken.stderr).toBe(0);
    expect(caspListSchema.parse(readJson(path.join(dir, 'api/v1/rules/casps.json'))).count).toBeLessThan(92 * 0.8);
  });

  it('publishes the June file as published: every LEI kept with its verdict, websites as links, the counts of a plain re-count', async () => {
    const dir = tempDir('register-june');
    const result = await refresh(dir, `${base}/june.csv`);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/line 110: ac_serviceCode lists its 4 services on separate lines; each read \(repaired: services\)/);
    expect(result.stdout).toMatch(/repair\(s\) \(.*services 4.*\), each named above with its line/);
    expect(result.stdout).toMatch(/exchange firi: found by its LEI 9845003B8462B18FHE35/);
    expect(result.stdout).toMatch(/exchange nbx \(Norwegian Block Exchange AS\): not in the register/);
    const casps = caspListSchema.parse(readJson(path.join(dir, 'api/v1/rules/casps.json')));
    expect(casps.casps.filter((firm) => firm.lei === null)).toEqual([]);
    expect(casps.casps.filter((firm) => !firm.lei_valid && firm.lei).length).toBeGreaterThanOrEqual(3);
    expect(casps.source.repairs).toMatchObject({ services: 4, lei: 1 });
    const coinmotion = casps.casps.find((firm) => firm.legal_name === 'Coinmotion Oy')!;
    expect(coinmotion.services.map((service) => service.code)).toEqual(['a', 'c', 'e', 'j']);
    const amdax = casps.casps.find((firm) => firm.legal_name === 'Amdax B.V.')!;
    expect(amdax.websites.map((site) => site.url)).toEqual(['https://www.amdax.com/nl', 'https://www.getnovelist.nl/en']);
    const independent = recount(realFile(JUNE));
    for (const country of ['NO', 'SE', 'DK', 'FI', 'IS'] as const) {
      const document = caspCountrySchema.parse(readJson(path.join(dir, `api/v1/rules/casps/${country}.json`)));
      expect([document.home_count, document.passporting_count], country).toEqual(independent[country]);
    }
  });

  it('lets one of two runs at once write, and the other give up without touching the folder', async () => {
    const first = startScript('register-refresh', ['--out', out, '--url', `${base}/real.csv`, '--snapshot', `${out}-snapshot.json`], {
      ...ENV,
      DESK_FAULT: 'register:write:pause:1',
    });
    const [, pid] = await first.waitFor(/fault: register:write:pause n=1 total=\d+ pid=(\d+) /);
    const held = registerFiles(out);
    const second = await refresh(out, `${base}/edited.csv`, ['--lock-wait-ms', '0']);
    expect(second.code, second.stderr).toBe(75);
    expect(second.stderr).toMatch(/register refresh|lock/);
    const during = registerFiles(out);
    for (const [relative, bytes] of held) expect(during.get(relative)!.equals(bytes), relative).toBe(true);
    await resume(pid!);
    const done = await first.exit;
    expect(done.code, done.stderr).toBe(0);
    // The first run's file (the real copy) is in place: Safello is back, as an added firm.
    const changes = registerChangesSchema.parse(readJson(path.join(out, 'api/v1/rules/changes.json')));
    expect(changes.changes[0]).toMatchObject({ legal_name: expect.any(String) });
    expect(changes.changes.some((change) => change.kind === 'added' && change.legal_name === 'Safello AB')).toBe(true);
  });
});
