/**
 * Text for XML documents we write ourselves (RSS, sitemaps). XML 1.0 can carry neither the C0
 * control characters (other than tab, line feed and carriage return), nor U+FFFE/U+FFFF, nor a
 * lone surrogate, not even as character references: a feed with one is not well-formed and a
 * strict reader rejects the whole file. Those characters are dropped (they carry no meaning a
 * reader could see); everything else is kept and the five markup characters are escaped.
 */
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
