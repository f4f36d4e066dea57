/** Longest pause, in reload periods, after an exchange keeps failing (8 × 5 min = 40 min). */
export const MAX_BACKOFF_PERIODS = 8;

/**
 * Backoff per exchange: after `failures` failed reads in a row, the next read waits
 * 2^(failures-1) periods (1, 2, 4, then 8 at most). One request per call, never a retry inside a
 * period: each failed request is a line in the reader's console we cannot silence.
 */
export function periodsToWait(failures: number): number {
  return failures === 0 ? 1 : Math.min(MAX_BACKOFF_PERIODS, 2 ** (failures - 1));
}
