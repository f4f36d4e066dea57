import { z } from 'zod';
import type { FeedOutcome } from './plan';

/** The intake's memory between runs (`content/intake/state.json`): every link it proposed, so a deleted draft is not proposed again. */
const feedStateSchema = z.strictObject({
  etag: z.string().nullable(),
  last_modified: z.string().nullable(),
  checked_at: z.string(),
  last_ok_at: z.string().nullable(),
  status: z.enum(['ok', 'not-modified', 'failed']),
  error: z.string().nullable(),
  /** Failed runs in a row, so a feed that has been dead for weeks stands out in the summary. */
  failures_in_a_row: z.int().nonnegative(),
});

export const intakeStateSchema = z.strictObject({
  version: z.literal(1),
  feeds: z.record(z.string(), feedStateSchema),
  /** linkKey → where it went and when. */
  proposed: z.record(z.string(), z.strictObject({ file: z.string(), at: z.string() })),
});

type FeedState = z.infer<typeof feedStateSchema>;
export type IntakeState = z.infer<typeof intakeStateSchema>;

export function emptyState(): IntakeState {
  return { version: 1, feeds: {}, proposed: {} };
}

export interface Validators {
  readonly etag: string | null;
  readonly lastModified: string | null;
}

/** The next state: outcomes and validators of this run, and the links it proposed. Pure. */
export function nextState(
  previous: IntakeState,
  outcomes: readonly FeedOutcome[],
  validators: ReadonlyMap<string, Validators>,
  proposed: ReadonlyMap<string, string>,
  now: string,
): IntakeState {
  const feeds: Record<string, FeedState> = { ...previous.feeds };
  for (const outcome of outcomes) {
    const before = previous.feeds[outcome.url];
    const fresh = validators.get(outcome.url);
    const failed = outcome.status === 'failed';
    feeds[outcome.url] = {
      // A failed fetch keeps the old validators; a 304 answer keeps them too unless it sent new ones.
      etag: failed ? (before?.etag ?? null) : (fresh?.etag ?? before?.etag ?? null),
      last_modified: failed ? (before?.last_modified ?? null) : (fresh?.lastModified ?? before?.last_modified ?? null),
      checked_at: now,
      last_ok_at: failed ? (before?.last_ok_at ?? null) : now,
      status: outcome.status,
      error: outcome.error,
      failures_in_a_row: failed ? (before?.failures_in_a_row ?? 0) + 1 : 0,
    };
  }
  const next: IntakeState = { version: 1, feeds: sortKeys(feeds), proposed: { ...previous.proposed } };
  for (const [key, file] of proposed) next.proposed[key] ??= { file, at: now };
  next.proposed = sortKeys(next.proposed);
  return next;
}

// Sorted keys keep the committed file's diffs small and its order stable.
function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The share of feeds that failed at or above which the run exits non-zero, as a fraction (no float rounding at the boundary). */
const FAILURE_THRESHOLD = { failed: 4, of: 5 } as const;
/** The threshold as readers see it in the logs and the pull request: `80 %`. */
export const FAILURE_THRESHOLD_TEXT = `${(FAILURE_THRESHOLD.failed * 100) / FAILURE_THRESHOLD.of} %`;

export function tooManyFailures(outcomes: readonly FeedOutcome[]): boolean {
  if (outcomes.length === 0) return false;
  const failed = outcomes.filter((o) => o.status === 'failed').length;
  return failed * FAILURE_THRESHOLD.of >= outcomes.length * FAILURE_THRESHOLD.failed;
}
