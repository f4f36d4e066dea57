import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

const HEADING = /^h([1-6])$/;

/** rehype plugin: on a page the title is the page's own `<h1>`, so a body that uses `#` is shifted one level down. */
export function rehypeDemoteHeadings() {
  return (tree: Root): void => {
    let hasH1 = false;
    visit(tree, 'element', (node) => {
      if (node.tagName === 'h1') hasH1 = true;
    });
    if (!hasH1) return;
    visit(tree, 'element', (node) => {
      const level = HEADING.exec(node.tagName)?.[1];
      if (level) node.tagName = `h${Math.min(6, Number(level) + 1)}`;
    });
  };
}
