import { TranslationError } from './errors';

const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** What a provider answered, held against what was asked: one non-empty string per text, in order, and no HTML where plain text went in. */
export function checkedTexts(provider: string, asked: readonly string[], got: unknown, to: string): string[] {
  const stop = (what: string) => {
    throw new TranslationError(`${provider}: ${what} (into ${to}); nothing written`);
  };
  if (!Array.isArray(got)) return stop('the answer holds no list of translations');
  if (got.length !== asked.length) return stop(`asked for ${asked.length} translations, got ${got.length}`);
  return got.map((text, i) => {
    if (typeof text !== 'string' || !text.trim()) return stop(`translation ${i + 1} of ${asked.length} is empty`);
    if (TAG.test(text) && !TAG.test(asked[i]!))
      return stop(`translation ${i + 1} of ${asked.length} holds HTML where plain text was asked`);
    return text.trim();
  });
}
