// Footnote ids are unique per page, not per file: a list page that shows two posts with
// footnotes would repeat `user-content-fn-1`. Each file's footnote ids get a short prefix
// derived from its path, and so does the footnotes' heading, which is visually hidden (as
// the classic theme's `sr-only`) and listed in no table of contents.
import type { Root, Element } from 'hast';
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { visit } from 'unist-util-visit';

const FOOTNOTE = /^(#?)user-content-(fn|fnref)-/;
const LABEL = 'footnote-label';

export default function rehypeFootnoteIds() {
  return (tree: Root, file: { path?: string }) => {
    // From the path within the repository, so a build's ids do not depend on where it is checked out.
    const tag = createHash('md5')
      .update(relative(process.cwd(), file.path ?? ''))
      .digest('hex')
      .slice(0, 6);
    const fix = (value: unknown) => (typeof value === 'string' && FOOTNOTE.test(value) ? value.replace(FOOTNOTE, `$1user-content-${tag}-$2-`) : value);
    const label = `user-content-${tag}-${LABEL}`;
    visit(tree, 'element', (node: Element) => {
      const { id, href } = node.properties;
      if (id === LABEL) {
        node.properties.id = label;
        node.properties.className = ['dz-visually-hidden'];
      } else if (id !== undefined) node.properties.id = fix(id) as string;
      if (href !== undefined) node.properties.href = fix(href) as string;
      if (node.properties.ariaDescribedBy !== undefined) node.properties.ariaDescribedBy = [label];
    });
  };
}
