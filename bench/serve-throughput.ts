// `npm start` beside a bare static file server on the same out/: requests per second, and the
// server's memory after 10,000 hostile requests.
//   npm run build
//   npx tsx bench/serve-throughput.ts [--rounds 5] [--seconds 10] [--connections 16] [--hostile 10000]
// Needs wrk (Debian: apt-get install wrk; not part of CI). The bare server is
// scripts/serve-static.ts: the same sirv with no rules, no _headers and no compression, which is
// what `npm start` adds. Both are warmed, then wrk runs alternate (bare, ours, bare, ours …) so both
// see the same machine load, for /api/v1/news.json and one story page. Memory is the resident set
// of `npm start`'s server process (/proc/<pid>/status), read after a warm-up and again after the
// hostile requests (the classes of tests/integration/site/site-server.test.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    hostile: { type: 'string', default: '10000' },
  },
});
const BARE_PORT = 4491;
const OURS_PORT = 4492;

// What `npm start` gives its server process (scripts/start.mjs).
const SERVER_NODE_FLAGS = ['--initial-old-space-size=64'];

function start(args: string[], flags: string[] = []): ChildProcess {
  // node with tsx's loader directly, so the pid is the server's own (for its memory).
  return spawn(process.execPath, [...flags, '--import', 'tsx', ...args], { stdio: 'ignore', detached: true });
}

async function ready(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

interface Run {
  /** Requests per second as wrk saw them: depends on what else the machine runs. */
  readonly rate: number;
  /** CPU time the server process spent per request (user + system): what the server itself costs. */
  readonly cpuMicros: number;
}

/** User + system CPU time of a process so far, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

function wrk(url: string, pid: number, seconds = values.seconds): Run {
  const before = cpuTicks(pid);
  const out = execFileSync('wrk', ['-t2', `-c${values.connections}`, `-d${seconds}s`, url], { encoding: 'utf8' });
  const ticks = cpuTicks(pid) - before;
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const count = /(\d+) requests in/.exec(out)?.[1];
  if (!rate || !count) throw new Error(`wrk printed no rate:\n${out}`);
  return { rate: Number(rate), cpuMicros: ((ticks / TICKS_PER_SECOND) * 1e6) / Number(count) };
}

function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

function hit(port: number, method: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const SEGMENTS = [
  '',
  '\\',
  '..',
  '%2e%2e',
  '%zz',
  '%00',
  '%C0%AE',
  '..%2f..%2fetc%2fpasswd',
  'news.json',
  'news',
  'sv',
  'en',
  'x'.repeat(5000),
  '_headers',
  '.well-known',
];
const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE'];

async function hostile(port: number, count: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let n = 0;
  while (n < count) {
    const batch = Array.from({ length: 50 }, (_, i) => {
      const k = n + i;
      const segments = [SEGMENTS[k % SEGMENTS.length]!, SEGMENTS[(k * 7) % SEGMENTS.length]!, `${k}`];
      const path = `${k % 2 ? '/api/v1/' : '/'}${segments.join('/')}`;
      return hit(port, METHODS[k % METHODS.length]!, path, { cookie: `lang=${k % 3 ? 'sv' : '%zz'}`, 'cf-ipcountry': k % 5 ? 'SE' : '??' });
    });
    for (const status of await Promise.all(batch)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    n += 50;
  }
  return statuses;
}

async function main(): Promise<void> {
  const story = readdirSync('out/news', { withFileTypes: true }).find(
    (e) => e.isDirectory() && !['country', 'topic'].includes(e.name),
  )!.name;
  const bare = start(['scripts/serve-static.ts', '--dir', 'out', '--port', String(BARE_PORT)]);
  const ours = start(['scripts/serve.ts', '--dir', 'out', '--port', String(OURS_PORT), '--host', '127.0.0.1'], SERVER_NODE_FLAGS);
  try {
    for (const port of [BARE_PORT, OURS_PORT]) await ready(`http://127.0.0.1:${port}/api/v1/index.json`);
    for (const path of ['/api/v1/news.json', `/news/${story}/`]) {
      const bareUrl = `http://127.0.0.1:${BARE_PORT}${path}`;
      const oursUrl = `http://127.0.0.1:${OURS_PORT}${path}`;
      wrk(bareUrl, bare.pid!, '3');
      wrk(oursUrl, ours.pid!, '3');
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      console.log(
        `\n${path}\n\n| round | bare sirv (req/s) | npm start (req/s) | ratio | bare sirv (CPU µs/request) | npm start (CPU µs/request) | CPU ratio bare/ours |\n|---|---|---|---|---|---|---|`,
      );
      for (let round = 1; round <= Number(values.rounds); round++) {
        const plain = wrk(bareUrl, bare.pid!);
        const served = wrk(oursUrl, ours.pid!);
        ratios.push(served.rate / plain.rate);
        cpuRatios.push(plain.cpuMicros / served.cpuMicros);
        console.log(
          `| ${round} | ${plain.rate.toFixed(0)} | ${served.rate.toFixed(0)} | ${(served.rate / plain.rate).toFixed(2)} | ` +
            `${plain.cpuMicros.toFixed(0)} | ${served.cpuMicros.toFixed(0)} | ${(plain.cpuMicros / served.cpuMicros).toFixed(2)} |`,
        );
      }
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!.toFixed(2);
      console.log(`\nmedian ratio npm start / bare: ${median(ratios)} by requests per second, ${median(cpuRatios)} by CPU per request`);
    }
    const before = rssMiB(ours.pid!);
    const statuses = await hostile(OURS_PORT, Number(values.hostile));
    global.gc?.();
    const after = rssMiB(ours.pid!);
    console.log(
      `\nmemory of npm start's server: ${before.toFixed(1)} MiB before, ${after.toFixed(1)} MiB after ${values.hostile} hostile requests ` +
        `(${(after - before).toFixed(1)} MiB more); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  } finally {
    for (const server of [bare, ours]) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

void main();
