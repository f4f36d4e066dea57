/**
 * `npm run digest -- --week 2026-W48`: the week's digest in seven languages as a pending newsletter
 * issue for an editor to review (README, "Weekly digest").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { loadSiteData } from '@/lib/data/load';
import { parseIsoWeek } from '@/lib/digest/iso-week';
import { DraftError, writeDigestDraft } from '@/lib/digest/node/drafts';
import { readEnv } from '@/lib/config';

export async function digestCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: { week: { type: 'string' }, content: { type: 'string', default: readEnv().CONTENT_DIR || 'content' } },
    strict: true,
    allowPositionals: false,
  });
  if (!values.week) {
    console.error('digest: say which week, like --week 2026-W48 (ISO 8601 weeks, Monday to Sunday)');
    return 2;
  }
  let week;
  try {
    week = parseIsoWeek(values.week);
  } catch (error) {
    console.error(`digest: --week: ${(error as Error).message}`);
    return 2;
  }
  try {
    const result = writeDigestDraft(values.content, week, loadSiteData(), getConfig());
    if (result.kind === 'empty') {
      console.log(
        `digest: ${week.label} (${week.start} to ${week.end}) has no published story and no event: no draft was written and no issue number used.`,
      );
      return 0;
    }
    console.log(
      `digest: ${week.label} (${week.start} to ${week.end}) written as issue ${result.number}, status pending: ${path.relative(process.cwd(), result.folder)}/ (${result.files.length} files). Review it, then set status: published in en.md.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DraftError) {
      console.error(`digest: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
