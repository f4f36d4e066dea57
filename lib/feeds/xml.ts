/** Text for XML documents we write ourselves (RSS, sitemaps). */
const NOT_XML_CHARACTER = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Drops what XML 1.0 cannot carry. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '');
}

/** Escaped for element content and for attribute values in either kind of quote. */
export function xmlEscape(text: string): string {
  return xmlText(text).replace(/[<>&'"]/g, (ch) => ESCAPES[ch] ?? ch);
}
