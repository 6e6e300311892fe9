// `## 安装依赖 {#install-dependencies}`: the heading's id is `install-dependencies` and its text
// loses the marker (src/lib/heading-ids.ts). The TOC, the anchors of rehype-headings and
// Astro's heading list all take an id that is already set.
import type { Root, Heading } from 'mdast';
import { visit } from 'unist-util-visit';
import { splitHeadingId } from '../lib/heading-ids';

export default function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children.at(-1);
      if (last?.type !== 'text') return;
      const { text, id } = splitHeadingId(last.value);
      if (!id) return;
      last.value = text.trimEnd();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    });
  };
}
