// Validates the content contentlayer just generated, so a broken file stops the build early with
// every problem listed by file and field (npm run build runs this before next build).
import { buildInstant } from '@/lib/core/clock';
import path from 'node:path';
import { ContentError } from '@/lib/content/errors';
import { missingTranslationLines, translatableTexts, translationCoverage } from '@/lib/content/translations';
import { prepareContent } from '@/lib/content/node/prepare';
import { prepareSiteData } from '@/lib/data/site-data';
import { resolveDocuments } from '@/lib/api/registry';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { readTelegramConfig } from '@/lib/notify/node/telegram-config-file';

try {
  const content = prepareContent();
  // Resolving every document path also catches ids that collide with fixed document names.
  const documents = resolveDocuments(prepareSiteData(content, loadMarketsSnapshot('/nonexistent', buildInstant()))).size;
  console.log(
    `content:check: ${content.news.length} stories, ${content.events.length} events, ${content.newsletters.length} newsletters; ${documents} API documents.`,
  );
  readTelegramConfig(path.join(process.env.CONTENT_DIR || 'content', 'site', 'telegram.yaml'));
  // Missing translations are a warning, not an error: English is always there to fall back on.
  for (const line of missingTranslationLines(translationCoverage(translatableTexts(content)))) {
    console.warn(`content:check: warning: translations missing: ${line}`);
  }
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
}
