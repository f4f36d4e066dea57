// What each task of the markets island's start spends its CPU on: V8's sampling profiler (CDP
// Profiler) over the start, cut at the main thread's tasks from Chromium's trace (RunTask), each
// task's CPU time and its functions by self time and by total time. Apart from island-start.ts,
// which measures the tasks; this says what is in them. The page's module scripts are bundled again
// as the build does them but keeping the functions' names (moduleScriptOptions), and served in
// place of the built ones, so the profile reads names; out/ itself is not touched.
//   npx tsx bench/island-profile.ts [--dir out] [--port 4225] [--path /sv/markets/] [--rate 1] [--top 12]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { build } from 'esbuild';
import { serveStatic } from '@/fakes/static-host/static-host';
import { moduleScriptOptions } from '@/pipeline/assets/browser-scripts';
import { phoneContext, tapIsland, tasksFromStart, TRACE_CATEGORIES, type TraceEvent } from './island-trace';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: '4225' },
    path: { type: 'string', default: '/sv/markets/' },
    rate: { type: 'string', default: '1' },
    top: { type: 'string', default: '12' },
    'min-ms': { type: 'string', default: '2' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** The built entry (its hashed name) answered with the named copy, which then loads its own chunks. */
async function serveNamedScripts(context: BrowserContext, dir: string): Promise<void> {
  const result = await build(moduleScriptOptions(dir, true));
  const files = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const entry = files.find((file) => file.startsWith('markets-'));
  if (!entry) throw new Error('esbuild wrote no markets entry');
  await context.route(/\/assets\/js\/(markets|shared)-[^/]+\.js$/, (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    const file = name.startsWith('markets-') ? entry : files.includes(name) ? name : null;
    if (!file) return route.continue();
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(dir, file)) });
  });
}

async function main(): Promise<void> {
  const rate = Number(values.rate);
  const named = mkdtempSync(path.join(tmpdir(), 'island-names-'));
  const server = await serveStatic(values.dir, Number(values.port));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${values.path} at ${rate}× (CPU × ${4 / rate} below)`,
  );
  try {
    const context = await phoneContext(browser);
    await serveNamedScripts(context, named);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`http://127.0.0.1:${values.port}${values.path}`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.start');
    await tapIsland(page);
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    report(profile, trace.traceEvents, 4 / rate);
    await context.close();
  } finally {
    await browser.close();
    server.close();
    rmSync(named, { recursive: true, force: true });
  }
}

/** Each task from the start mark with its CPU time and where its samples fall. */
function report(profile: Profile, events: TraceEvent[], scale: number): void {
  const fromStart = tasksFromStart(events);
  if (!fromStart) throw new Error('no start mark in the trace');
  const { mark } = fromStart;
  const tasks = fromStart.tasks.filter((e) => ((e.tdur ?? 0) * scale) / 1000 >= Number(values['min-ms']));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const name = (node: ProfileNode) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    let count = 0;
    profile.samples.forEach((id, index) => {
      const at = times[index]!;
      if (at < task.ts || at > end) return;
      const delta = (profile.timeDeltas[index + 1] ?? 50) / 1000;
      const leaf = byId.get(id)!;
      if (leaf.callFrame.functionName === '(idle)') return;
      count += delta;
      self.set(name(leaf), (self.get(name(leaf)) ?? 0) + delta);
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const key = name(byId.get(node)!);
        if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + delta);
        seen.add(key);
      }
    });
    const top = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(values.top))
        .map(([key, ms]) => `    ${(ms * scale).toFixed(1).padStart(6)} ms  ${key}`)
        .join('\n');
    console.log(
      `task at +${((task.ts - mark.ts) / 1000).toFixed(0)} ms: CPU ${(((task.tdur ?? 0) / 1000) * scale).toFixed(1)} ms (sampled JS ${(count * scale).toFixed(1)} ms), scaled to 4×`,
    );
    console.log(`  self:\n${top(self)}\n  total:\n${top(total)}`);
  }
}

void main();
