const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text of a rendered Markdown body, for the newsletter `text` fields: block ends become
 * line breaks, tags go, entities are decoded. Good enough for contentlayer's own HTML output,
 * which is all it ever sees.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<li>/g, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#') && code !== '#39') return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code] ?? match;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
