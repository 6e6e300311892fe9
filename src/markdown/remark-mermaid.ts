// ```mermaid blocks → a figure holding the diagram source. A small script (loaded only on
// pages with diagrams) renders it to SVG in the current colour mode; without JavaScript the
// source stays readable.
import type { Root, Code } from 'mdast';
import { visit } from 'unist-util-visit';

export default function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      parent.children.splice(index, 1, {
        type: 'paragraph',
        children: [{ type: 'text', value: node.value }],
        data: {
          hName: 'div',
          hProperties: { className: ['dz-mermaid'], 'data-mermaid': '', role: 'img', 'aria-label': 'Mermaid 图表' },
          hChildren: [{ type: 'element', tagName: 'pre', properties: { className: ['dz-mermaid__source'] }, children: [{ type: 'text', value: node.value }] }],
        },
      } as never);
    });
  };
}
