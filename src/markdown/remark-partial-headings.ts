// The headings of an imported partial (`import Steps from './_steps.mdx'` … `<Steps />`) belong
// to the page's table of contents where the partial stands, as in Docusaurus since 3.2. Each
// partial is read once per page: its headings, with the ids its own render gives them, and how
// many of the page's headings come before it. The page models merge them (src/lib/docs/toc.ts
// withPartialHeadings); the inline TOC and the MDX `toc` variable read `file.data.dzPartials`.
import type { Root } from 'mdast';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import matter from 'gray-matter';
import { visit } from 'unist-util-visit';
import { sitePath } from '../integrations/docusaurus-imports';
import type { PartialHeadings } from '../lib/docs/toc';
import { headingsOf } from '../lib/llms/markdown-twin';
import { importedNames } from './remark-docusaurus-jsx';

type File = { path?: string; data: { dzPartials?: Map<string, PartialHeadings['headings']>; astro?: { frontmatter?: Record<string, unknown> } } };

/** The h2–h6 headings of the partial a node stands for, in a later pass over the same file (inline TOC, `toc`). */
export function partialHeadingsAt(node: { type: string; name?: string | null }, data: Record<string, unknown>): PartialHeadings['headings'] {
  const partials = data.dzPartials as File['data']['dzPartials'];
  const headings = node.type === 'mdxJsxFlowElement' && node.name ? partials?.get(node.name) : undefined;
  return headings?.filter((h) => h.depth > 1) ?? [];
}

export default function remarkPartialHeadings() {
  return (tree: Root, file: File) => {
    if (!file.path?.endsWith('.mdx')) return;
    const partials = new Map<string, PartialHeadings['headings']>();
    for (const [name, source] of importedNames(tree)) {
      if (!/\.mdx?$/.test(source) || !(source.startsWith('.') || source.startsWith('@site/'))) continue;
      const path = sitePath(source) ?? resolve(dirname(file.path), source);
      const body = matter(readFileSync(path, 'utf8')).content;
      partials.set(
        name,
        headingsOf(body, path.endsWith('.mdx') ? 'mdx' : 'md').map(({ depth, slug, text }) => ({ depth, slug, text })),
      );
    }
    if (!partials.size) return;
    const placed: PartialHeadings[] = [];
    let before = 0;
    visit(tree, (node) => {
      if (node.type === 'heading') before++;
      const name = node.type === 'mdxJsxFlowElement' ? node.name : undefined;
      const headings = name ? partials.get(name) : undefined;
      if (headings?.length) placed.push({ after: before, headings });
    });
    file.data.dzPartials = partials;
    if (!placed.length) return;
    file.data.astro ??= {};
    file.data.astro.frontmatter ??= {};
    file.data.astro.frontmatter.partialHeadings = placed;
  };
}
