// Markdown tables, made valid and accessible:
// - GFM column alignment becomes `style="text-align:…"` instead of the obsolete `align`
//   attribute on <th>/<td> (html-validate gate; MDX does the same for React);
// - tables scroll sideways on narrow screens (display:block; overflow-x:auto in markdown.css),
//   so they get tabindex="0" to be scrollable from the keyboard (axe scrollable-region-focusable).
import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') {
        node.properties.tabIndex ??= 0;
        return;
      }
      if ((node.tagName !== 'td' && node.tagName !== 'th') || typeof node.properties.align !== 'string') return;
      const align = node.properties.align;
      delete node.properties.align;
      const style = typeof node.properties.style === 'string' ? `${node.properties.style.replace(/;?\s*$/, ';')}` : '';
      node.properties.style = `${style}text-align:${align}`;
    });
  };
}
