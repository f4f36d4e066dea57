const FOLD: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ü: 'u', ð: 'd', þ: 'th', ß: 'ss' };

/** A file-name-safe slug for an id shown to people (topic ids may hold spaces and Nordic letters). */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[æøåäöüðþß]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
