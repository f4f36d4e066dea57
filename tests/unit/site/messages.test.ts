import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES, fmt } from '@/lib/i18n/messages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI dictionaries', () => {
  const english = leaves(MESSAGES.en as unknown as Tree);

  it('has a dictionary for every site language', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((lang) => lang !== 'en'))('%s has exactly the English keys, none empty, same placeholders', (lang) => {
    const dict = leaves(MESSAGES[lang] as unknown as Tree);
    expect([...dict.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of dict) {
      expect(value.trim(), `${lang}: ${key}`).not.toBe('');
      expect(placeholders(value), `${lang}: ${key}`).toEqual(placeholders(english.get(key)!));
    }
  });

  it('translates the interface: most strings differ from English in every language', () => {
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      const dict = leaves(MESSAGES[lang] as unknown as Tree);
      const same = [...dict].filter(([key, value]) => value === english.get(key)).map(([key]) => key);
      // Names and loanwords may stay as in English (Bitcoin, Video, Online …), but not many.
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(english.size * 0.06);
    }
  });

  it('fmt fills placeholders and leaves unknown ones', () => {
    expect(fmt('News: {country} {x}', { country: 'Norway' })).toBe('News: Norway {x}');
  });
});
