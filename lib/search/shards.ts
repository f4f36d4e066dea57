import type { SearchRecord } from './records';

/** How a language's search index is split into shards, so one more story re-indexes one small shard. */

export const PAGES_SHARD = 'pages';
export const ARCHIVE_SHARD = 'archive';

const DATE_PREFIX = /^(\d{4})-(\d{2})-/;

/** The month (`2026-11`) of the newest story among `records`, or undefined without stories. */
export function newestStoryMonth(records: Iterable<SearchRecord>): string | undefined {
  let newest: string | undefined;
  for (const record of records) {
    const month = storyMonth(record);
    if (month && (newest === undefined || month > newest)) newest = month;
  }
  return newest;
}

function storyMonth(record: SearchRecord): string | undefined {
  if (record.meta.kind !== 'story') return undefined;
  const match = DATE_PREFIX.exec(record.meta.datetime ?? '');
  return match ? `${match[1]}-${match[2]}` : undefined;
}

/** `2026-11` → `2026 Q4`. */
function quarterOf(month: string): string {
  return `${month.slice(0, 4)} Q${Math.ceil(Number(month.slice(5, 7)) / 3)}`;
}

/** The shard a record belongs to, given the newest story's month (`newestStoryMonth`). */
export function searchShard(record: SearchRecord, newestMonth: string | undefined): string {
  const month = storyMonth(record);
  if (!month) {
    if (record.meta.kind === 'story') throw new Error(`${record.url}: a story record needs its publication date`);
    return PAGES_SHARD;
  }
  return newestMonth !== undefined && quarterOf(month) === quarterOf(newestMonth) ? month : ARCHIVE_SHARD;
}

/** Shard names newest first: the months, then `archive`, then `pages`. */
export function shardOrder(shards: Iterable<string>): string[] {
  const rank = (shard: string) => (shard === PAGES_SHARD ? 2 : shard === ARCHIVE_SHARD ? 1 : 0);
  return [...shards].sort((a, b) => rank(a) - rank(b) || (a < b ? 1 : a > b ? -1 : 0));
}

/** What `pagefind/<language>/shards.json` holds: the language's shards, newest first. */
export interface ShardManifest {
  readonly shards: readonly string[];
}

/** A shard name as written by `searchShard`: anything else in a manifest is refused. */
export const SHARD_NAME = /^(\d{4}-\d{2}|archive|pages)$/;
