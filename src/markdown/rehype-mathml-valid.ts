// KaTeX's MathML (kept beside the HTML rendering for screen readers) puts `width="50%"` on the
// <mtd> cells that lay out equation tags; MathML Core has no such attribute, so the Nu HTML
// Checker rejects it and browsers ignore it. Runs after rehype-katex and drops it.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeMathmlValid() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'mtd' && 'width' in node.properties) delete node.properties.width;
    });
  };
}
