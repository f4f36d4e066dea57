import { existsSync, readFileSync } from 'node:fs';
import { marketsSnapshotSchema } from '@/lib/schemas/markets';
import { EXCHANGE_IDS } from '../constants';
import { NOT_FETCHED_YET } from '../texts';
import type { MarketsSnapshot } from '../types';
import { writeFileAtomic } from '@/lib/node/atomic';

/** Default place of the last good fetch, relative to the project root. */
export const DEFAULT_SNAPSHOT_FILE = '.markets/snapshot.json';

/** The honest stand-in when nothing was ever fetched: every exchange in error, no tickers. */
export function notFetchedSnapshot(now: Date = new Date()): MarketsSnapshot {
  const at = now.toISOString();
  return {
    kind: 'markets_snapshot',
    version: 1,
    generated_at: at,
    exchanges: EXCHANGE_IDS.map((id) => ({ id, status: 'error', error: NOT_FETCHED_YET, fetched_at: at, tickers: [] })),
  };
}

/** Reads and validates a snapshot; null when missing, unreadable or invalid. */
export function readSnapshot(file: string): MarketsSnapshot | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = marketsSnapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The snapshot the builders read: the saved one when valid, else the "nothing fetched yet" stand-in at the build's `now`; never throws, so a build goes on. */
export function loadMarketsSnapshot(file: string, now: Date): MarketsSnapshot {
  return readSnapshot(file) ?? notFetchedSnapshot(now);
}

/** The snapshot file's text, validated. */
export function serialiseSnapshot(snapshot: MarketsSnapshot): string {
  return `${JSON.stringify(marketsSnapshotSchema.parse(snapshot), null, 2)}\n`;
}

/** Saves a snapshot atomically (a reader sees the old file or the new one, never half). */
export function saveSnapshot(file: string, snapshot: MarketsSnapshot): void {
  writeFileAtomic(file, serialiseSnapshot(snapshot));
}
