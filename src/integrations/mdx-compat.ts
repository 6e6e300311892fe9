// Vite plugin: rewrites .mdx sources before @astrojs/mdx parses them, so that what Docusaurus'
// MDX 1 compatibility accepts builds here too (`{#id}` after headings, HTML comments,
// `mdx-code-block` fences: src/lib/mdx-compat.ts). Registered in astro.config.ts before the
// integrations' plugins.
import type { Plugin } from 'vite';
import { mdx1Compat } from '../lib/mdx-compat';

export function mdxCompat(): Plugin {
  return {
    name: 'dz:mdx-compat',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.mdx(?:$|\?)/.test(id)) return;
      // Each rewrite returns its input as it is when it has nothing to do.
      const out = mdx1Compat(code);
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
