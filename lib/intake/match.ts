import { words } from '@/lib/core/slug';

export interface TermMatcher {
  /** The first term the text holds, or null. */
  match(...texts: readonly string[]): string | null;
}

export function termMatcher(terms: readonly { readonly term: string }[]): TermMatcher {
  const compiled = terms.map(({ term }) => ({ term, words: words(term) })).filter((t) => t.words.length > 0);
  return {
    match(...texts) {
      for (const text of texts) {
        const haystack = words(text);
        for (const { term, words: needle } of compiled) {
          if (containsRun(haystack, needle)) return term;
        }
      }
      return null;
    },
  };
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    for (let i = 0; i < needle.length; i += 1) if (haystack[start + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}
