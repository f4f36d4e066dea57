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
