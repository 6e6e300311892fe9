// Footnote ids are unique per page, not per file: a list page that shows two posts with
// footnotes would repeat `user-content-fn-1`. Each file's footnote ids get a short prefix
// derived from its path.
import type { Root, Element } from 'hast';
import { createHash } from 'node:crypto';
import { visit } from 'unist-util-visit';

const FOOTNOTE = /^(#?)user-content-(fn|fnref)-/;

export default function rehypeFootnoteIds() {
  return (tree: Root, file: { path?: string }) => {
    const tag = createHash('md5')
      .update(file.path ?? '')
      .digest('hex')
      .slice(0, 6);
    const fix = (value: unknown) => (typeof value === 'string' && FOOTNOTE.test(value) ? value.replace(FOOTNOTE, `$1user-content-${tag}-$2-`) : value);
    visit(tree, 'element', (node: Element) => {
      if (node.properties.id !== undefined) node.properties.id = fix(node.properties.id) as string;
      if (node.properties.href !== undefined) node.properties.href = fix(node.properties.href) as string;
    });
  };
}
