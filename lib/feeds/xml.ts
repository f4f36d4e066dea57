import { XMLBuilder } from 'fast-xml-parser';

/** XML documents we write (RSS): fast-xml-parser's writer escapes; this module drops what XML 1.0 cannot carry. */
const NOT_XML_CHARACTER = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Drops what XML 1.0 cannot carry. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '');
}

const dropNonXml = (_name: string, value: unknown) => (typeof value === 'string' ? xmlText(value) : value);

// Not feedsmith's generator: it sets CDATA text on its own indented line (no option), so titles and links would gain whitespace.
const builder = new XMLBuilder({
  format: true,
  indentBy: '  ',
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  tagValueProcessor: dropNonXml,
  attributeValueProcessor: dropNonXml,
});

/** An element's attributes (`@name`), text (`#text`) and children in order; an array repeats the element. */
export interface XmlTree {
  readonly [name: string]: string | XmlTree | readonly (string | XmlTree)[] | undefined;
}

/** `tree` as an indented UTF-8 XML document, text and attributes escaped by the library. */
export function xmlDocument(tree: XmlTree): string {
  return builder.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' }, ...tree }) as string;
}
