// MDX has no HTML comments in its output, so an .mdx post's `{/* truncate */}` (or its
// `<!-- truncate -->`, which src/lib/mdx-compat.ts turns into one) would leave no trace for the
// list pages to cut at, and they showed the description instead of the excerpt. The marker
// becomes an empty hidden element that splitExcerpt (src/lib/blog/excerpt.ts) finds.
import type { Root } from 'mdast';
import { isTruncateExpression, TRUNCATE_ATTRIBUTE } from '../lib/blog/excerpt';

export default function remarkTruncateMarker() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) =>
      node.type === ('mdxFlowExpression' as string) && isTruncateExpression((node as unknown as { value: string }).value)
        ? ({ type: 'paragraph', children: [], data: { hName: 'div', hProperties: { [TRUNCATE_ATTRIBUTE]: '', hidden: true } } } as never)
        : node,
    );
  };
}
