import type { SearchRecord } from './records';

/**
 * How one language's search index is split into shards (issue 18: one more story re-indexes one
 * small shard, not the language's whole archive). Each shard is a complete Pagefind bundle,
 * `pagefind/<language>/<shard>/`; the browser loads the newest as Pagefind's primary index and
 * merges the others (lib/search/pagefind-client.ts), so one query searches them all.
 *
 * Membership depends only on the record and on the year of the newest story, never on the clock:
 * - a story goes by its publication date as written (`2026-11-15T…`, the newsroom's local date):
 *   the newest story's year is split by month (`2026-11`), every earlier year is one shard (`2025`).
 *   A new story lands in its own month's shard, which is the small one, and older shards never
 *   change. The first story of a new year merges the previous year's months into one shard once.
 * - everything else (section pages, events, newsletter issues) is one shard, `pages`: it changes
 *   with the calendar and the newsletters, not with the stories.
 * Monthly shards in the newest year only: a shard costs a reader two requests at the first search
 * (its entry file and metadata) and one index chunk per query, so the older archive stays in few
 * shards (one per year); bench/README.md has the figures.
 */

export const PAGES_SHARD = 'pages';

const DATE_PREFIX = /^(\d{4})-(\d{2})-/;

/** The year of the newest story among `records` (as a string), or undefined without stories. */
export function newestStoryYear(records: Iterable<SearchRecord>): string | undefined {
  let newest: string | undefined;
  for (const record of records) {
    const year = storyMonth(record)?.slice(0, 4);
    if (year && (newest === undefined || year > newest)) newest = year;
  }
  return newest;
}

function storyMonth(record: SearchRecord): string | undefined {
  if (record.meta.kind !== 'story') return undefined;
  const match = DATE_PREFIX.exec(record.meta.datetime ?? '');
  return match ? `${match[1]}-${match[2]}` : undefined;
}

/** The shard a record belongs to, given the newest story's year (`newestStoryYear`). */
export function searchShard(record: SearchRecord, newestYear: string | undefined): string {
  const month = storyMonth(record);
  if (!month) {
    if (record.meta.kind === 'story') throw new Error(`${record.url}: a story record needs its publication date`);
    return PAGES_SHARD;
  }
  return month.slice(0, 4) === newestYear ? month : month.slice(0, 4);
}

/**
 * Shard names newest first, `pages` last: the order of the manifest, whose first shard the
 * browser loads as the primary index. Names are years and months (`2026-11` > `2026` > `2025`).
 */
export function shardOrder(shards: Iterable<string>): string[] {
  return [...shards].sort((a, b) => (a === PAGES_SHARD ? 1 : b === PAGES_SHARD ? -1 : a < b ? 1 : a > b ? -1 : 0));
}

/** What `pagefind/<language>/shards.json` holds: the language's shards, newest first. */
export interface ShardManifest {
  readonly shards: readonly string[];
}

/** A shard name as written by `searchShard`: anything else in a manifest is refused. */
export const SHARD_NAME = /^(\d{4}(-\d{2})?|pages)$/;
