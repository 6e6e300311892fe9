// The headings of an imported partial (`import Steps from './_steps.mdx'` … `<Steps />`) belong
// to the page's table of contents where the partial stands, as in Docusaurus since 3.2. Each
// partial is read once per page: its headings, with the ids its own render gives them, kept in
// `file.data.dzPartials` for rehype-headings, which lists them where the partial stands.
import type { Root } from 'mdast';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import matter from 'gray-matter';
import { sitePath } from '../integrations/docusaurus-imports';
import type { Heading } from '../lib/docs/toc';
import { headingsOf } from '../lib/llms/markdown-twin';
import { importedNames } from './remark-docusaurus-jsx';

type File = { path?: string; data: { dzPartials?: Map<string, Heading[]>; [key: string]: unknown } };

/** The h2–h6 headings of the partial a node stands for, in the later pass over the same file. */
export function partialHeadingsAt(node: { type: string; name?: string | null }, data: Record<string, unknown>): Heading[] {
  const partials = data.dzPartials as File['data']['dzPartials'];
  const headings = node.type === 'mdxJsxFlowElement' && node.name ? partials?.get(node.name) : undefined;
  return headings?.filter((h) => h.depth > 1) ?? [];
}

export default function remarkPartialHeadings() {
  return (tree: Root, file: File) => {
    if (!file.path?.endsWith('.mdx')) return;
    const partials = new Map<string, Heading[]>();
    for (const [name, source] of importedNames(tree)) {
      if (!/\.mdx?$/.test(source) || !(source.startsWith('.') || source.startsWith('@site/'))) continue;
      const path = sitePath(source) ?? resolve(dirname(file.path), source);
      const body = matter(readFileSync(path, 'utf8')).content;
      partials.set(
        name,
        headingsOf(body, path.endsWith('.mdx') ? 'mdx' : 'md').map(({ depth, slug, text }) => ({ depth, slug, text })),
      );
    }
    if (partials.size) file.data.dzPartials = partials;
  };
}
