// Vite plugin: escapes Docusaurus' `{#id}` heading suffix in .mdx sources before MDX parses
// them (where `{` would start a JavaScript expression and fail the build); the remark plugin
// src/markdown/remark-heading-ids.ts then reads it as in .md files.
import type { Plugin } from 'vite';
import { escapeHeadingIds } from '../lib/heading-ids';

export function mdxHeadingIds(): Plugin {
  return {
    name: 'dz:mdx-heading-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.mdx(?:$|\?)/.test(id) || !code.includes('{#')) return;
      return { code: escapeHeadingIds(code), map: null };
    },
  };
}
