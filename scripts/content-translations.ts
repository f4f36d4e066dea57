// `npm run content:translations`: how much of the desk's own text in content/ is translated, per
// kind and language, read through the same loader and checks as the build. It only reports: the
// exit code is 0 whatever the coverage (the build warns on gaps; it does not fail). Each gap line
// names the first five texts; `-- --all` names every one.
import { parseArgs } from 'node:util';
import { ContentError } from '@/lib/content/errors';
import { generatedRawContent } from '@/lib/content/generated';
import { coverageTable, missingTranslationLines, translatableTexts, translationCoverage } from '@/lib/content/translations';
import { validateContent } from '@/lib/content/validate';

try {
  const cells = translationCoverage(translatableTexts(validateContent(generatedRawContent())));
  console.log('Translations of the desk\u2019s own texts (translated/total):\n');
  console.log(coverageTable(cells));
  const gaps = missingTranslationLines(
    cells,
    parseArgs({ args: process.argv.slice(2).filter((word) => word !== '--'), options: { all: { type: 'boolean', default: false } } }).values
      .all
      ? Number.POSITIVE_INFINITY
      : 5,
  );
  console.log(
    gaps.length === 0 ? '\nEvery own text has all six translations.' : `\nMissing:\n${gaps.map((line) => `- ${line}`).join('\n')}`,
  );
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : error);
}
