import type { Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { markdownToTree, treeToHtml } from './pipeline';

/** Plain text of a Markdown body (the newsletter `text`/`text_i18n` fields), read from the same sanitised tree the HTML is made from. */
export function markdownToText(markdown: string): string {
  // Only whitespace is tidied here (an image-only paragraph leaves a line of spaces behind).
  return toText(markdownToTree(markdown))
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text as an HTML paragraph (an RSS `<description>` is HTML), escaped so `<script>` in a summary reaches readers as text. */
export function plainTextToHtml(text: string): string {
  const tree: Root = {
    type: 'root',
    children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }],
  };
  return treeToHtml(tree);
}
