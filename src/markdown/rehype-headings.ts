// Heading ids (github-slugger, like Astro's own) plus a "#" anchor link in each h2–h6, and the
// list of the page's headings, with those of imported partials where they stand: the one list
// every table of contents reads, the side TOC (front matter `tocHeadings`, src/lib/docs/toc.ts
// pageHeadings) and the MDX `toc` that `<TOCInline>` shows (src/markdown/mdx-globals.ts).
import type { Root, Element } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import { visit, SKIP } from 'unist-util-visit';
import { type Heading, isFootnoteLabel } from '../lib/docs/toc';
import { partialHeadingsAt } from './remark-partial-headings';
import { pluginFrontmatter } from './plugin-frontmatter';
import { t } from '../lib/i18n';

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
    pluginFrontmatter(file).tocHeadings = toc;
  };
}
