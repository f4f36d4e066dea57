import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '@/lib/http/node/site-server';
import { TSX_NODE, tsxArgs } from '@/tests/helpers/tsx';

/**
 * Request targets that no client library would send: overlong UTF-8 and `%u` escapes,
 * NUL, `;`, `..`, backslashes, invalid escapes, raw bytes, very long paths. Sent as raw bytes by a
 * client that half-closes once it has sent them, alone and right behind a request for a file on the
 * same connection (as a kept-alive or pipelining client does). Node's defaults left both unanswered
 * at times: a refused request dropped the connection with the file's answer, and the half-close ended
 * it before a streamed file was sent (lib/http/node/every-request.ts).
 */
const PIECES = [
  '%c0%ae%c0%ae',
  '%c0%af',
  '%e0%80%ae',
  '%c1%9c',
  '%f0%80%80%ae',
  '%ed%a0%80',
  '%ff',
  '%u2215',
  '%u002e%u002e',
  '%u',
  '%00',
  '%00.json',
  '%0d%0a',
  '%7f',
  ';',
  ';.json',
  '..;/',
  '..',
  '%2e%2e%2f',
  '%252e%252e',
  '..%5c',
  '..\\',
  '\\',
  '%5c',
  '//',
  '%',
  '%zz',
  '%g1',
  '%%31',
  'news.json',
  'index.html',
  '.env',
  '?q=%00',
  '#x',
  ' ',
  '"',
  '<script>',
  '|',
  '…',
  '\u0000',
];
const PREFIXES = ['/', '/api/v1/', '/en/', '/_next/static/', ''];

/** A few hundred hostile targets, the same on every run (a fixed linear congruential sequence). */
function hostileTargets(count: number): string[] {
  let seed = 34;
  const next = (n: number) => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % n;
  const targets = new Set(['/api/v1/%c0%ae%c0%ae/..%u2215..%00/…/news.json;.json', `/${'a'.repeat(20_000)}`, `/${'%c0%ae/'.repeat(3000)}`]);
  while (targets.size < count) {
    let target = PREFIXES[next(PREFIXES.length)]!;
    for (let i = 0, parts = 1 + next(5); i < parts; i++) target += PIECES[next(PIECES.length)]! + (next(2) ? '/' : '');
    targets.add(target);
  }
  return [...targets];
}

const TARGETS = hostileTargets(300);
const get = (target: string, close = false) =>
  Buffer.concat([
    Buffer.from('GET '),
    Buffer.from(target, 'utf8'),
    Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\n${close ? 'Connection: close\r\n' : ''}\r\n`),
  ]);

/** Writes the bytes on a new connection, half-closes it, and returns the status of each answer read until the server closes it. */
async function exchange(port: number, bytes: Buffer): Promise<number[]> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  await once(socket, 'connect');
  socket.end(bytes);
  await once(socket, 'close');
  return [
    ...Buffer.concat(chunks)
      .toString('latin1')
      .matchAll(/HTTP\/1\.1 (\d{3}) /g),
  ].map((match) => Number(match[1]));
}

/** Every target is answered below 500, alone and behind a request for a file (streamed: over 256 kB); the file is answered too. */
async function expectAllAnswered(port: number, file: string) {
  const seen = new Set<number>();
  for (let i = 0; i < TARGETS.length; i += 25) {
    await Promise.all(
      TARGETS.slice(i, i + 25).map(async (target) => {
        const name = target.slice(0, 80);
        const alone = await exchange(port, get(target, true));
        expect(alone, name).toHaveLength(1);
        expect(alone[0], name).toBeLessThan(500);
        const behind = await exchange(port, Buffer.concat([get(file), get(target, true)]));
        expect(behind, name).toEqual([200, alone[0]]);
        seen.add(alone[0]!);
      }),
    );
  }
  // The set reached the parser's refusals and the server's own answers, not one kind only.
  expect([...seen]).toEqual(expect.arrayContaining([400, 404, 431]));
}

let out: string;

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'unparseable-'));
  for (const [file, body] of [
    ['index.html', `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body>${'home '.repeat(70_000)}</body></html>`],
    ['404.html', '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body>Not found</body></html>'],
    ['api/v1/news.json', JSON.stringify({ items: [] })],
  ]) {
    mkdirSync(path.dirname(path.join(out, file!)), { recursive: true });
    writeFileSync(path.join(out, file!), body!);
  }
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('requests the HTTP parser refuses are answered, never dropped', () => {
  it('by npm start’s server', async () => {
    const server: Server = createSiteServer({ dir: out });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      await expectAllAnswered((server.address() as AddressInfo).port, '/index.html');
    } finally {
      server.close();
    }
  });

  it('by `npm run serve:static`', async () => {
    const probe = createNetServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    probe.close();
    const child: ChildProcess = spawn(TSX_NODE, tsxArgs('scripts/serve-static.ts', ['--dir', out, '--port', String(port)]), {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let started = '';
      for await (const chunk of child.stdout!) if ((started += String(chunk)).includes('Serving')) break;
      expect(started).toContain('Serving');
      await expectAllAnswered(port, '/index.html');
    } finally {
      child.kill();
    }
  });
});
