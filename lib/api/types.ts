import type { z } from 'zod';
import type { SiteConfig } from '@/lib/config';

/** Everything a builder may know besides its data. Builders never read the clock themselves. */
export interface BuildContext {
  /** The instant the documents describe: decides `past`, upcoming and `generated_at`. */
  readonly now: Date;
  /** `now` as ISO 8601 with offset (UTC, `Z`). */
  readonly generatedAt: string;
  readonly config: SiteConfig;
  readonly preview: boolean;
}

export function makeContext(now: Date, config: SiteConfig): BuildContext {
  return { now, generatedAt: now.toISOString(), config, preview: config.preview };
}

/** The envelope every list document carries (spec §2.1). */
export interface Envelope {
  api_version: '1';
  name: string;
  generated_at: string;
  preview: boolean;
}

export function envelope(ctx: BuildContext): Envelope {
  return { api_version: '1', name: ctx.config.siteName, generated_at: ctx.generatedAt, preview: ctx.preview };
}

/**
 * One family of documents: a path pattern, how to list its concrete paths, how to build one, and
 * the zod schema every built document must satisfy. `D` is the data the family reads.
 *
 * `pattern` is relative to `/api/v1/`, e.g. `news/{id}.json`; `keys(data)` lists the values of
 * the single `{…}` placeholder (none for a fixed path). A family that is absent for now (the
 * rules document while its page is a placeholder) lists no keys.
 */
export interface DocumentFamily<D, Doc> {
  readonly pattern: string;
  /** Short title for discovery and the human API page. */
  readonly title: string;
  /** What the document returns, one sentence. */
  readonly description: string;
  /** Name of the spec resource (`NewsList`, `Market catalogue` …). */
  readonly returns: string;
  readonly schema: z.ZodType<Doc>;
  /** Placeholder values; omitted for a fixed path. */
  readonly keys?: (data: D) => readonly string[];
  /** Whether a fixed document is published at all (rules.json while a placeholder: no). */
  readonly published?: (data: D) => boolean;
  readonly build: (data: D, ctx: BuildContext, key: string) => Doc;
}
