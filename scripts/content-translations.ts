// `npm run content:translations [-- --all] [--check] [--fill]`: how much of the desk's own text in
// content/ is translated, per kind and language, read through the same loader and checks as the
// build (lib/translate/command.ts has the options and exit codes). `--fill` writes machine
// translations from DeepL (DEEPL_AUTH_KEY, DEEPL_API_URL) and/or a LibreTranslate server
// (LIBRETRANSLATE_URL, LIBRETRANSLATE_API_KEY) into content/, marked for review.
import { runMain } from '@/lib/cli/run-main';
import { ContentError } from '@/lib/content/errors';
import { machineMarks, translatableTexts } from '@/lib/content/translations';
import { storedRawContent } from '@/lib/content/generated';
import { prepareContent } from '@/lib/content/node/prepare';
import { translationsCommand } from '@/lib/translate/command';
import { providersFromEnv } from '@/lib/translate/providers';

runMain('content:translations', async () => {
  let texts;
  let marks;
  try {
    texts = translatableTexts(prepareContent());
    marks = machineMarks(storedRawContent());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    return 1;
  }
  return translationsCommand({
    args: process.argv.slice(2),
    texts,
    marks,
    contentDir: process.env.CONTENT_DIR || 'content',
    providers: providersFromEnv(),
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
});
