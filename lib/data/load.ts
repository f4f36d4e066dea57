import path from 'node:path';
import { getConfig, readEnv } from '@/lib/config';
import { buildInstant } from '@/lib/core/clock';
import { preparedContent } from '@/lib/content/node/prepared';
import { LOCAL_HISTORY_DIR, readHistoryDir } from '@/lib/markets/node/history-files';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { loadRegisterState } from '@/lib/register/node/refresh';
import type { MarketHistoryMap } from '@/lib/markets/types';
import { prepareSiteData, type SiteData } from './site-data';
import { makeContext, type BuildContext } from '@/lib/core/context';

/** Where the last market refresh left its snapshot (written by the prebuild and refresh commands). */
export const MARKETS_SNAPSHOT_FILE = readEnv().MARKETS_SNAPSHOT ?? path.join(process.cwd(), '.markets', 'snapshot.json');

let cached: SiteData | undefined;

/** The price history kept beside a snapshot (`<folder>/history/`, written by the prebuild and `markets:seed`). */
export function loadMarketHistory(snapshotFile: string = MARKETS_SNAPSHOT_FILE): MarketHistoryMap {
  return readHistoryDir(path.join(path.dirname(snapshotFile), LOCAL_HISTORY_DIR), { onInvalid: 'skip' });
}

/** The site's data, loaded once per process from the content checked once per change (lib/content/node/prepared.ts), with the market data. */
export function loadSiteData(): SiteData {
  cached ??= prepareSiteData(
    preparedContent(),
    loadMarketsSnapshot(MARKETS_SNAPSHOT_FILE, currentContext().now),
    loadMarketHistory(MARKETS_SNAPSHOT_FILE),
    loadRegisterState(),
  );
  return cached;
}

let context: BuildContext | undefined;

/** The composition root reads the clock once per build (lib/core/clock.ts), and only here. */
export function currentContext(): BuildContext {
  context ??= makeContext(buildInstant(), getConfig());
  return context;
}
