// Relative links to Markdown files (`./installation.mdx#选项`) become site routes, so
// writers link by file and the link survives slug changes.
import type { Root, Link, Definition } from 'mdast';
import { dirname, resolve } from 'node:path';
import { visit } from 'unist-util-visit';

export default function remarkLinks({ routes }: { routes: Map<string, string> }) {
  return (tree: Root, file: { path?: string }) => {
    if (!file.path) return;
    const from = dirname(file.path);
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const m = /^([^#?:]+\.mdx?)(#.*)?$/.exec(link.url);
      if (!m || /^[a-z]+:/i.test(link.url) || link.url.startsWith('/')) return;
      const target = routes.get(resolve(from, decodeURI(m[1]!)));
      if (target) link.url = `${target}${m[2] ?? ''}`;
    });
  };
}
