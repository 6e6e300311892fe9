// A Markdown page in src/pages is drawn in the site's page layout even without `layout:`, as
// every Docusaurus Markdown page is drawn by its MDXPage: Astro otherwise writes the bare HTML,
// with no navbar, footer, title or styles. A page's own `layout:` still wins.
import { resolve, sep } from 'node:path';
import { pluginFrontmatter } from './plugin-frontmatter';

/** Root-relative, as Vite resolves an import written `/src/…`. */
export const PAGE_LAYOUT = '/src/layouts/MarkdownPageLayout.astro';

export default function remarkPageLayout({ root }: { root: string }) {
  const pages = resolve(root, 'src', 'pages') + sep;
  return (_tree: unknown, file: { path?: string; data: { astro?: { frontmatter?: Record<string, unknown> } } }) => {
    if (!file.path?.startsWith(pages) || !file.path.endsWith('.md')) return;
    pluginFrontmatter(file).layout ??= PAGE_LAYOUT;
  };
}
