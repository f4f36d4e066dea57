import { parseArgs } from 'node:util';
import { NORDIC_LANGS } from '@/lib/content/fields';
import {
  coverageTable,
  missingTranslationLines,
  translationCoverage,
  type MachineMark,
  type TranslatableText,
} from '@/lib/content/translations';
import { TranslationError } from './errors';
import { fillTranslations } from './fill';
import type { Provider } from './providers';

export interface CommandInput {
  readonly args: readonly string[];
  readonly texts: readonly TranslatableText[];
  /** Machine translations in the files as read (before any --fill), for the review line. */
  readonly marks?: readonly MachineMark[];
  readonly contentDir: string;
  readonly providers: readonly Provider[];
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
}

/** `npm run content:translations [-- --all] [--check] [--fill]`. */
export async function translationsCommand(input: CommandInput): Promise<number> {
  let values: { all: boolean; check: boolean; fill: boolean };
  try {
    ({ values } = parseArgs({
      args: input.args.filter((word) => word !== '--'),
      options: {
        all: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        fill: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    input.error(`content:translations: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  let texts = input.texts;
  if (values.fill) {
    if (input.providers.length === 0) {
      input.error(
        'content:translations: --fill needs a provider: set DEEPL_AUTH_KEY and/or LIBRETRANSLATE_URL (docs/editors.md, "Translations: the editor\u2019s loop")',
      );
      return 2;
    }
    try {
      const report = await fillTranslations({ contentDir: input.contentDir, texts, providers: input.providers, log: input.log });
      texts = report.texts;
      input.log(`Filled ${report.translations} translations in ${report.written.length} files, each marked machine: true for review.`);
      const uncovered = NORDIC_LANGS.filter((lang) => report.uncovered[lang]);
      if (uncovered.length > 0) {
        input.log(
          `No configured provider covers ${uncovered.map((lang) => `${lang} (${report.uncovered[lang]} texts)`).join(', ')}: those stay missing.`,
        );
      }
      input.log('');
    } catch (error) {
      if (!(error instanceof TranslationError)) throw error;
      input.error(`content:translations: ${error.message}`);
      input.error('Files written before this stay written (each whole); run again to continue.');
      return 1;
    }
  }
  const cells = translationCoverage(texts);
  input.log('Translations of the desk\u2019s own texts (translated/needed):\n');
  input.log(coverageTable(cells));
  const gaps = missingTranslationLines(cells, values.all ? Number.POSITIVE_INFINITY : 5);
  input.log(
    gaps.length === 0 ? '\nEvery own text has every translation it needs.' : `\nMissing:\n${gaps.map((line) => `- ${line}`).join('\n')}`,
  );
  const marks = input.marks ?? [];
  if (marks.length > 0) {
    // Counted as translated (readers see them, with a note); listed so an editor can review them.
    const files = [...new Set(marks.map((mark) => mark.file))];
    const shown = values.all ? files : files.slice(0, 5);
    const more = files.length > shown.length ? `, and ${files.length - shown.length} more` : '';
    input.log(`\nAwaiting review (machine: true): ${marks.length} translations in ${files.length} files (${shown.join(', ')}${more}).`);
  }
  if (values.check && gaps.length > 0) {
    input.error(`content:translations --check: ${gaps.length} kind × language cells have gaps (listed above)`);
    return 1;
  }
  return 0;
}
