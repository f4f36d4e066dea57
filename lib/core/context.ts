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

/** The envelope every list document carries. */
export interface Envelope {
  api_version: '1';
  name: string;
  generated_at: string;
  preview: boolean;
}

export function envelope(ctx: BuildContext): Envelope {
  return { api_version: '1', name: ctx.config.siteName, generated_at: ctx.generatedAt, preview: ctx.preview };
}
