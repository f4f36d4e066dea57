import type { NordicLang } from '@/lib/content/fields';
import { othersThan } from '@/lib/content/translations';
import { TranslationError } from '@/lib/translate/errors';
import { providerFor, type Provider } from '@/lib/translate/providers';
import type { StoryDraft } from '../plan';

/** The one text of a new story draft worth a machine translation. */
export async function translateDraftHeadlines(
  stories: readonly StoryDraft[],
  providers: readonly Provider[],
  log: (line: string) => void,
): Promise<number> {
  if (providers.length === 0 || stories.length === 0) return 0;
  interface Job {
    readonly story: StoryDraft;
    readonly lang: NordicLang;
  }
  const groups = new Map<string, { provider: Provider; from: string; to: NordicLang; jobs: Job[] }>();
  try {
    for (const story of stories) {
      const primary = story.data.outlets[0]!;
      const from = primary.language_code ?? primary.intake.language_code ?? 'en';
      for (const lang of othersThan(from)) {
        const provider = await providerFor(providers, from, lang);
        if (!provider) continue;
        const key = `${provider.name}\u0000${from}\u0000${lang}`;
        const group = groups.get(key) ?? { provider, from, to: lang, jobs: [] };
        group.jobs.push({ story, lang });
        groups.set(key, group);
      }
    }
    const results: { job: Job; text: string }[] = [];
    for (const group of groups.values()) {
      const answers = await group.provider.translate(
        group.jobs.map((job) => job.story.data.outlets[0]!.title),
        group.from,
        group.to,
      );
      group.jobs.forEach((job, i) => results.push({ job, text: answers[i]! }));
    }
    // Only now, with every answer in and checked, do the drafts change.
    for (const { job, text } of results) {
      job.story.data.title_i18n = { ...job.story.data.title_i18n, [job.lang]: { text, machine: true } };
    }
    if (results.length > 0)
      log(`intake: ${results.length} machine translations of ${stories.length} draft headlines, marked machine: true`);
    return results.length;
  } catch (error) {
    if (!(error instanceof TranslationError)) throw error;
    log(`intake: draft headlines left untranslated: ${error.message}`);
    return 0;
  }
}
