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

/** The site's one slug (topic pages, the intake's ids): ASCII letters and digits with single hyphens, cut at a word end past `maxLength`. */
export function slugify(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  const slug = words(value)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 0)
    .join('-');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const hyphen = cut.lastIndexOf('-');
  return hyphen > 0 ? cut.slice(0, hyphen) : cut;
}
