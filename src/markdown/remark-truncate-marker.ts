// A blog post's truncate marker (its blog's `truncateMarker`, by default `<!-- truncate -->` or
// `{/* truncate */}`) leaves no trace an MDX page can be cut at: MDX drops comments. Wherever the
// marker stands, in a post of a blog folder, it becomes an empty hidden element that
// splitExcerpt (src/lib/blog/excerpt.ts) cuts at: a block between paragraphs, inline inside one.
import type { Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isTruncateMarker, TRUNCATE_ATTRIBUTE } from '../lib/blog/excerpt';
import { isInFolder } from './files';

export interface TruncateMarkerOptions {
  /** Each blog's absolute folder and its marker. */
  blogs: { folder: string; marker: RegExp }[];
}

const MARKER_TYPES = new Set(['html', 'mdxFlowExpression', 'mdxTextExpression']);
const hidden = { [TRUNCATE_ATTRIBUTE]: '', hidden: true };

export default function remarkTruncateMarker({ blogs }: TruncateMarkerOptions) {
  return (tree: Root, file: VFile) => {
    const path = file.path ?? '';
    const blog = blogs.find(({ folder }) => isInFolder(path, folder));
    if (!blog) return;
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined || !MARKER_TYPES.has(node.type)) return;
      const value = (node as { value: string }).value;
      const source = node.type === 'html' ? value : `{${value}}`;
      if (!isTruncateMarker(source, blog.marker)) return;
      const block = parent.type === 'root';
      // `hName` turns the empty node into the element (mdast-util-to-hast).
      parent.children[index] = (
        block
          ? { type: 'paragraph', children: [], data: { hName: 'div', hProperties: hidden } }
          : { type: 'text', value: '', data: { hName: 'span', hProperties: hidden } }
      ) as never;
      return SKIP;
    });
  };
}
