import type { MarketDecision } from './market-rule';
import type { PublishSet } from './sets';

/** What a publish to either target is given besides the target itself; `Hooks` are its test seams. */
export interface PublishRun<Hooks> {
  readonly outDir: string;
  /** One set alone (sets.ts: `markets`, the hourly refresh's; `register`, the daily job's); the rest of the target stays. */
  readonly only?: PublishSet;
  readonly now?: () => Date;
  readonly hooks?: Hooks;
  readonly log?: (line: string) => void;
}

/** What one publish did, in the same words for a git branch and a bucket. */
interface Counts {
  /** Files sent: written into the branch's new commit, or uploaded to the bucket. */
  readonly uploaded: number;
  /** Files taken away from the branch or the bucket. */
  readonly deleted: number;
  /** Files the target already held as built. */
  readonly unchanged: number;
  readonly markets: MarketDecision;
}

export interface PagesOutcome extends Counts {
  readonly target: 'gh-pages';
  readonly branch: string;
  /** `published`: a commit was pushed; `unchanged`: the branch already held this build (nothing sent or deleted). */
  readonly status: 'published' | 'unchanged';
  /** The branch's head after the publish (null only for an unchanged, never-created branch). */
  readonly head: string | null;
  readonly created: boolean;
  readonly attempts: number;
}

export interface S3Outcome extends Counts {
  readonly target: 's3';
  readonly bucket: string;
  /** `record`: what the bucket holds came from the publisher's record; `listing`: from listing the bucket. */
  readonly compared: 'record' | 'listing';
  /** Files read and hashed (the others' hashes came from the cache). */
  readonly hashed: number;
}

export type PublishOutcome = PagesOutcome | S3Outcome;

/** The one line a publish prints on stdout, whatever the target. */
export function outcomeSummary(outcome: PublishOutcome): string {
  return `uploaded ${outcome.uploaded}, deleted ${outcome.deleted}, unchanged ${outcome.unchanged}`;
}

/** What became of the target, for the log (stderr), or null when the publish's own log already said it (s3). */
export function outcomeNote(outcome: PublishOutcome, command: string): string | null {
  if (outcome.target === 's3') return null;
  return outcome.status === 'published'
    ? `${command}: ${outcome.created ? 'created' : 'updated'} ${outcome.branch} at ${outcome.head ?? '?'} (attempt ${outcome.attempts})`
    : `${command}: ${outcome.branch} already holds this build; nothing was committed`;
}
