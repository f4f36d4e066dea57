import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type { SiteConfig } from '@/lib/config';
import type { SiteData } from '@/lib/data/site-data';
import { LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { writeFileAtomic } from '@/lib/node/atomic';
import { buildWeekDigest, hasNoNews } from '../digest';
import { digestText } from '../draft';
import type { IsoWeek } from '../iso-week';

/** Writes a week's digest as an issue draft in `content/newsletters/<year>-week-<ww>/`; a published issue is never touched. */
export function draftId(week: IsoWeek): string {
  return `${week.year}-week-${String(week.week).padStart(2, '0')}`;
}

function frontMatter(file: string): Record<string, unknown> | null {
  if (!existsSync(file)) return null;
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  if (!match) return {};
  return (parse(match[1]!) as Record<string, unknown> | null) ?? {};
}

export class DraftError extends Error {
  override name = 'DraftError';
}

export type DraftOutcome = DraftResult | { readonly kind: 'empty'; readonly id: string; readonly folder: string };

export interface DraftResult {
  readonly kind: 'written';
  readonly id: string;
  readonly folder: string;
  readonly number: number;
  readonly files: readonly string[];
}

export function writeDigestDraft(contentDir: string, week: IsoWeek, data: SiteData, config: SiteConfig): DraftOutcome {
  const root = path.join(contentDir, 'newsletters');
  const id = draftId(week);
  const folder = path.join(root, id);
  const existing = frontMatter(path.join(folder, 'en.md'));
  if (existing && (existing.status ?? 'published') !== 'pending') {
    throw new DraftError(`${path.join(folder, 'en.md')} is ${String(existing.status ?? 'published')}, not a pending draft: left as it is`);
  }
  const digest = buildWeekDigest(data, week);
  if (hasNoNews(digest)) return { kind: 'empty', id, folder };
  const numbers = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== id)
    .map((entry) => Number(frontMatter(path.join(root, entry.name, 'en.md'))?.number))
    .filter((n) => Number.isInteger(n));
  const number = Number.isInteger(existing?.number) ? Number(existing!.number) : Math.max(0, ...numbers) + 1;

  const sendDate = new Date(Date.parse(`${week.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const files: string[] = [];
  for (const lang of LOCALES) {
    const body = digestText(digest, lang, data, config);
    const fields =
      lang === 'en'
        ? {
            number,
            date: sendDate,
            period: { start: week.start, end: week.end },
            title: body.title,
            subtitle: body.subtitle,
            sign_off: messagesFor('en').digest.signOff,
            status: 'pending',
          }
        : { title: body.title, subtitle: body.subtitle };
    const file = path.join(folder, `${lang}.md`);
    writeFileAtomic(file, `---\n${stringify(fields, { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' })}---\n${body.markdown}`);
    files.push(file);
  }
  return { kind: 'written', id, folder, number, files };
}
