// Throughput of the API under `next start` beside a plain static file server on the same file.
//   npm run build && npm run build:server     (both builds, as npm test makes them)
//   npx tsx bench/api-throughput.ts [--path /api/v1/news.json] [--rounds 5] [--seconds 10] [--connections 16]
// Needs wrk (Debian: apt-get install wrk; not part of CI). Starts scripts/serve-static.ts on out/
// and `next start` on .next/, warms both, then alternates wrk runs (static, next, static, next …)
// so both see the same machine load, and prints each round and the median ratio next/static.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/v1/news.json' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
  },
});
const STATIC_PORT = 4491;
const NEXT_PORT = 4492;

function start(command: string, args: string[]): ChildProcess {
  return spawn(command, args, { stdio: 'ignore', detached: true });
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

function wrk(url: string): number {
  const out = execFileSync('wrk', ['-t2', `-c${values.connections}`, `-d${values.seconds}s`, url], { encoding: 'utf8' });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  if (!rate) throw new Error(`wrk printed no rate:\n${out}`);
  return Number(rate);
}

async function main(): Promise<void> {
  const servers = [
    start('npx', ['tsx', 'scripts/serve-static.ts', '--dir', 'out', '--port', String(STATIC_PORT)]),
    start('npx', ['next', 'start', '--port', String(NEXT_PORT)]),
  ];
  try {
    const staticUrl = `http://127.0.0.1:${STATIC_PORT}${values.path}`;
    const nextUrl = `http://127.0.0.1:${NEXT_PORT}${values.path}`;
    await ready(staticUrl);
    await ready(nextUrl);
    // Warm both (JIT, Next's first render and its document cache).
    for (const url of [staticUrl, nextUrl]) execFileSync('wrk', ['-t1', '-c4', '-d3s', url]);
    const ratios: number[] = [];
    console.log(`| round | static server (req/s) | next start (req/s) | ratio |\n|---|---|---|---|`);
    for (let round = 1; round <= Number(values.rounds); round++) {
      const plain = wrk(staticUrl);
      const next = wrk(nextUrl);
      ratios.push(next / plain);
      console.log(`| ${round} | ${plain.toFixed(0)} | ${next.toFixed(0)} | ${(next / plain).toFixed(2)} |`);
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log(`\nmedian ratio next/static: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}`);
  } finally {
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

void main();
