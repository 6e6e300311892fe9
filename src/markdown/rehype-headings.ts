// Heading ids (github-slugger, like Astro's own) plus a "#" anchor link in each h2–h6,
// and `<TOCInline />` replaced by a list of the page's headings. That list, with the headings of
// imported partials where they stand, is the one every table of contents reads: the side TOC
// (front matter `tocHeadings`, src/lib/docs/toc.ts pageHeadings), the inline TOC and the MDX `toc`.
import type { Root, Element, ElementContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import { visit, SKIP } from 'unist-util-visit';
import { buildToc, type Heading, isFootnoteLabel, type TocItem } from '../lib/docs/toc';
import { partialHeadingsAt } from './remark-partial-headings';
import { t } from '../lib/i18n';

/** Nested lists, as the classic theme's inline TOC: a heading's subheadings in a list of its own. */
const inlineList = (items: TocItem[]): Element => ({
  type: 'element',
  tagName: 'ul',
  properties: {},
  children: items.map((item) => ({
    type: 'element',
    tagName: 'li',
    properties: {},
    children: [
      { type: 'element', tagName: 'a', properties: { href: `#${item.id}` }, children: [{ type: 'text', value: item.text }] },
      ...(item.children.length ? [inlineList(item.children)] : []),
    ],
  })),
});

export default function rehypeHeadings() {
  return (tree: Root, file: { data: { astro?: { frontmatter?: Record<string, unknown> }; [key: string]: unknown } }) => {
    const slugger = new GithubSlugger();
    const toc: Heading[] = [];
    visit(tree, (any) => {
      // An imported partial's headings stand where the partial does.
      toc.push(...partialHeadingsAt(any, file.data));
      if (any.type !== 'element') return undefined;
      const node = any as Element;
      const m = /^h([1-6])$/.exec(node.tagName);
      if (!m) return;
      const depth = Number(m[1]);
      const text = hastText(node).trim();
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      if (depth === 1 || isFootnoteLabel(id)) return SKIP;
      toc.push({ depth, slug: id, text });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          href: `#${id}`,
          className: ['dz-hash-link'],
          dataPagefindIgnore: '',
          'aria-label': t('common.headingLinkTitle', { heading: text }),
          title: t('common.headingLinkTitle', { heading: text }),
        },
        children: [{ type: 'text', value: '#' }],
      });
      return SKIP;
    });
    // The page's h2–h6 (and its partials'): for the page models, and the MDX `toc` variable (src/markdown/mdx-globals.ts).
    file.data.astro ??= {};
    file.data.astro.frontmatter ??= {};
    file.data.astro.frontmatter.tocHeadings = toc;
    // Landmarks need distinct names: a second inline TOC on a page is 本页目录 2, and so on.
    let inlineTocs = 0;
    visit(tree, (node, index, parent) => {
      const n = node as { type: string; name?: string; attributes?: { name: string; value: unknown }[] };
      if (n.type !== 'mdxJsxFlowElement' || n.name !== 'TOCInline' || !parent || index === undefined) return;
      // `maxHeadingLevel="4"` or `maxHeadingLevel={4}` (an expression's source text).
      const attr = (name: string) => {
        const value = n.attributes?.find((a) => a.name === name)?.value;
        return Number((value && typeof value === 'object' ? (value as { value?: unknown }).value : value) ?? NaN);
      };
      const min = Number.isNaN(attr('minHeadingLevel')) ? 2 : attr('minHeadingLevel');
      const max = Number.isNaN(attr('maxHeadingLevel')) ? 3 : attr('maxHeadingLevel');
      (parent.children as ElementContent[]).splice(index, 1, {
        type: 'element',
        tagName: 'nav',
        properties: { className: ['dz-toc-inline'], 'aria-label': ++inlineTocs > 1 ? `本页目录 ${inlineTocs}` : '本页目录' },
        children: [inlineList(buildToc(toc, min, max))],
      });
      return [SKIP, index + 1];
    });
  };
}
