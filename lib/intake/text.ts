import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';

/** Text from a feed, made safe to keep: parsed as HTML as a browser would, and only its rendered text kept. */
const htmlParser = unified().use(rehypeParse, { fragment: true });

// Control characters other than tab and newline, plus the Unicode line/paragraph separators and bidi overrides.
const UNSAFE_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function plainText(value: string | undefined | null, maxLength = 600): string {
  if (!value) return '';
  let text = value;
  // Up to three readings: a feed that escapes its HTML once more.
  for (let pass = 0; pass < 3 && /<[a-z!/?]|&#?\w+;/i.test(text); pass += 1) {
    text = toText(htmlParser.parse(text), { whitespace: 'normal' });
  }
  text = text
    .replace(UNSAFE_CHARS, ' ')
    // Whatever still looks like a tag after two readings is dropped with its brackets.
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// Letters the Unicode decomposition leaves whole (ø is not o plus a mark).
const WHOLE_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ð: 'd', þ: 'th', ß: 'ss', ł: 'l', đ: 'd' };

/** Lower case without accents: `Kryptotillgångar` and `KRYPTOTILLGANGAR` fold alike, as do ø and o. */
export function fold(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæœðþßłđ]/g, (letter) => WHOLE_LETTERS[letter] ?? letter);
}

/** The words of a text, folded; anything not a letter or digit separates words. */
export function words(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** An id-friendly slug: ASCII letters and digits with single hyphens, cut at a word end. */
export function slugify(value: string, maxLength = 60): string {
  const slug = words(value)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 0)
    .join('-');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const hyphen = cut.lastIndexOf('-');
  return hyphen > 0 ? cut.slice(0, hyphen) : cut;
}
