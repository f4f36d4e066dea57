// What island-start.ts and island-profile.ts share: the phone they load the markets page in, the
// reader's tap that starts the island, and the main thread's tasks from that tap in Chromium's trace.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { MARKETS_ISLAND_ID } from '@/components/markets/island-props';

export const START_MARK = 'island-start';
export const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** A 412×823 context with the exchanges unreachable, as the benches' reader has it. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.route(/^https:\/\/api\.(firi|nbx|coinmotion)\.com\//, (route) => route.abort());
  return context;
}

/** A tap on the table (browser/markets/entry.ts starts the island on it), marked for the trace; the page's time of it. */
export function tapIsland(page: Page): Promise<number> {
  return page.evaluate(
    ([id, mark]) => {
      const at = performance.now();
      performance.mark(mark);
      document.getElementById(id)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      return at;
    },
    [MARKETS_ISLAND_ID, START_MARK] as const,
  );
}

/** The start mark and the main thread's tasks (RunTask) from it on, or null when the trace has no mark. */
export function tasksFromStart(events: readonly TraceEvent[]): { mark: TraceEvent; tasks: TraceEvent[] } | null {
  const mark = events.find((event) => event.name === START_MARK && event.cat.includes('blink.user_timing'));
  if (!mark) return null;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid && e.ts >= mark.ts);
  return { mark, tasks };
}
