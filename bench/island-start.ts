// The markets island's start at 4× CPU slowdown, measured apart from Lighthouse: every long task
// (> 50 ms, PerformanceObserver 'longtask') from the moment the island is asked to start until the
// page is quiet again, on Debian's Chromium at 412×823 with the exchanges unreachable.
//   npx tsx bench/island-start.ts [--dir out] [--port 4215] [--runs 4] [--paths /markets/,/sv/markets/] [--touch-at 2000] [--settle] [--trace]
// --touch-at: a reader's tap (pointerdown on the table) that many ms after load starts the island
// (browser/markets/entry.ts); --settle: no tap, the island starts by itself once the page has settled.
// --trace: also each long task's main-thread CPU time from Chromium's trace (RunTask's tdur). On a
// loaded machine a task's wall time is mostly waiting for a core; its CPU time is what the page spent.
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveStatic } from '@/fakes/static-host/static-host';
import { phoneContext, START_MARK, tapIsland, tasksFromStart, TRACE_CATEGORIES, type TraceEvent } from './island-trace';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: '4215' },
    runs: { type: 'string', default: '4' },
    paths: { type: 'string', default: '/markets/,/sv/markets/' },
    'touch-at': { type: 'string', default: '2000' },
    settle: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    rate: { type: 'string', default: '4' },
  },
});

const QUIET_MS = 8000;

async function main(): Promise<void> {
  const server: Server = await serveStatic(values.dir, Number(values.port));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${values.settle ? 'start when settled' : `tap at ${values['touch-at']} ms`}`,
  );
  try {
    for (let run = 1; run <= Number(values.runs); run++) {
      for (const pagePath of values.paths.split(',')) {
        const context = await phoneContext(browser);
        await context.addInitScript(
          ({ settle, mark }) => {
            // The moment the island is asked to start, for the trace (the tap marks it itself).
            if (settle) setTimeout(() => performance.mark(mark), 4900);
            const tasks: Array<{ start: number; duration: number }> = [];
            (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
            }).observe({ type: 'longtask', buffered: true });
          },
          { settle: values.settle, mark: START_MARK },
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
        if (values.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        await page.goto(`http://127.0.0.1:${values.port}${pagePath}`, { waitUntil: 'load' });
        let from: number;
        if (values.settle) {
          from = 4900;
        } else {
          await page.waitForTimeout(Number(values['touch-at']));
          from = await tapIsland(page);
        }
        await page.waitForTimeout(QUIET_MS);
        const cpu = values.trace ? cpuTimes(JSON.parse((await browser.stopTracing()).toString('utf8')) as Trace, Number(values.rate)) : '';
        const tasks = await page.evaluate(() => (window as unknown as { __tasks: Array<{ start: number; duration: number }> }).__tasks);
        // The island has run when it says live prices are unavailable (every exchange is unreachable here).
        const hydrated = (await page.getByTestId('live-unavailable').count()) > 0;
        const after = tasks.filter((task) => task.start >= from);
        const before = tasks.filter((task) => task.start < from);
        const ms = (list: typeof tasks) =>
          list.map((task) => `${Math.round(task.duration)}@${(task.start / 1000).toFixed(1)}s`).join(' ') || 'none';
        console.log(
          `run ${run} ${pagePath}: island start at ${(from / 1000).toFixed(1)} s: longest ${Math.round(Math.max(0, ...after.map((t) => t.duration)))} ms; after: ${ms(after)}; before: ${ms(before)}${hydrated ? '' : ' (the island did not run)'}${cpu}`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

interface Trace {
  traceEvents: TraceEvent[];
}

/**
 * The main thread's tasks from the island's start whose CPU time, scaled to 4× slowdown, is over
 * 50 ms. At --rate 4 the throttle's own pauses count as CPU time (checked on a busy loop: 80 ms at
 * 1×, 320–390 ms at 4×); at --rate 1, CPU time × 4 is what a quiet phone-speed core would take.
 */
function cpuTimes({ traceEvents }: Trace, rate: number): string {
  const fromStart = tasksFromStart(traceEvents);
  if (!fromStart) return '; trace: no start mark';
  const scale = 4 / rate;
  const tasks = fromStart.tasks.filter((event) => (event.tdur ?? 0) * scale > 50_000);
  const ms = (us: number) => String(Math.round(us / 1000));
  const longest = Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) * scale));
  return `; CPU at 4× (${rate === 4 ? 'measured' : `${scale} × measured at ${rate}×`}), tasks over 50 ms: ${tasks.map((task) => ms((task.tdur ?? 0) * scale)).join(' ') || 'none'}; longest ${ms(longest)} ms`;
}

void main();
