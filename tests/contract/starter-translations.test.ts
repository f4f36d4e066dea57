import { describe, expect, it } from 'vitest';
import { storedRawContent } from '@/lib/content/generated';
import { missingTranslationLines, translatableTexts, translationCoverage, TRANSLATION_KINDS } from '@/lib/content/translations';
import { validateContent } from '@/lib/content/validate';

/**
 * The starter content is the desk's own: every own text in content/ has all six translations, so
 * an edit that adds English without them fails here (the build only warns).
 */
describe('starter content translations', () => {
  const texts = translatableTexts(validateContent(storedRawContent()));

  it('has own texts of every kind', () => {
    expect(new Set(texts.map((text) => text.kind))).toEqual(new Set(TRANSLATION_KINDS));
  });

  it('has every own text in nn, nb, sv, da, fi and is', () => {
    expect(missingTranslationLines(translationCoverage(texts), Number.POSITIVE_INFINITY)).toEqual([]);
  });
});
