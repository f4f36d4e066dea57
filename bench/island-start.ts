// The markets island's start at 4× CPU slowdown, measured apart from Lighthouse: every long task
// (> 50 ms, PerformanceObserver 'longtask') from the moment the island is asked to start until the
// page is quiet again, on Debian's Chromium at 412×823 with the exchanges unreachable.
//   npx tsx bench/island-start.ts [--dir out] [--port 4215] [--runs 4] [--paths /markets/,/sv/markets/] [--touch-at 2000] [--settle]
// --touch-at: a reader's tap (pointerdown on the table) that many ms after load starts the island
// (browser/markets/entry.ts); --settle: no tap, the island starts by itself once the page has settled.
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveStatic } from '@/fakes/static-host/static-host';
import { MARKETS_ISLAND_ID } from '@/components/markets/island-props';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: '4215' },
    runs: { type: 'string', default: '4' },
    paths: { type: 'string', default: '/markets/,/sv/markets/' },
    'touch-at': { type: 'string', default: '2000' },
    settle: { type: 'boolean', default: false },
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
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.route(/^https:\/\/api\.(firi|nbx|coinmotion)\.com\//, (route) => route.abort());
        await context.addInitScript(() => {
          const tasks: Array<{ start: number; duration: number }> = [];
          (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: 'longtask', buffered: true });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`http://127.0.0.1:${values.port}${pagePath}`, { waitUntil: 'load' });
        let from: number;
        if (values.settle) {
          from = 4900;
        } else {
          await page.waitForTimeout(Number(values['touch-at']));
          from = await page.evaluate((id) => {
            const at = performance.now();
            document.getElementById(id)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
            return at;
          }, MARKETS_ISLAND_ID);
        }
        await page.waitForTimeout(QUIET_MS);
        const tasks = await page.evaluate(() => (window as unknown as { __tasks: Array<{ start: number; duration: number }> }).__tasks);
        // The island has run when it says live prices are unavailable (every exchange is unreachable here).
        const hydrated = (await page.getByTestId('live-unavailable').count()) > 0;
        const after = tasks.filter((task) => task.start >= from);
        const before = tasks.filter((task) => task.start < from);
        const ms = (list: typeof tasks) =>
          list.map((task) => `${Math.round(task.duration)}@${(task.start / 1000).toFixed(1)}s`).join(' ') || 'none';
        console.log(
          `run ${run} ${pagePath}: island start at ${(from / 1000).toFixed(1)} s: longest ${Math.round(Math.max(0, ...after.map((t) => t.duration)))} ms; after: ${ms(after)}; before: ${ms(before)}${hydrated ? '' : ' (the island did not run)'}`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
