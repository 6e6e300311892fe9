import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import { DEFAULT_TRUNCATE_MARKER } from '../lib/blog/excerpt';
import remarkTruncateMarker from './remark-truncate-marker';

const blogs = [
  { folder: '/site/content-blog', marker: DEFAULT_TRUNCATE_MARKER },
  { folder: '/site/content-news', marker: /<!--\s*more\s*-->/ },
];

/** The HTML of `markdown` after the plugin, as the file at `path` (MDX when it ends in .mdx). */
function html(markdown: string, path: string): string {
  const processor = unified().use(remarkParse);
  if (path.endsWith('.mdx')) processor.use(remarkMdx);
  processor.use(remarkTruncateMarker, { blogs }).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true });
  return String(processor.processSync(new VFile({ value: markdown, path })));
}

describe('remark-truncate-marker', () => {
  it("marks a post's marker, Markdown or MDX, between paragraphs or inside one", () => {
    expect(html('一\n\n<!-- truncate -->\n\n二', '/site/content-blog/a.md')).toMatch(/^<p>一<\/p>\n<div data-dz-truncate="" hidden><\/div>\n<p>二<\/p>$/);
    expect(html('一\n\n{/* truncate */}\n\n二', '/site/content-blog/a.mdx')).toMatch(/^<p>一<\/p>\n<div data-dz-truncate="" hidden><\/div>\n<p>二<\/p>$/);
    expect(html('一{/* truncate */}二', '/site/content-blog/a.mdx')).toBe('<p>一<span data-dz-truncate="" hidden></span>二</p>');
  });

  it("uses each blog's own marker, MDX comments read as the HTML comments they were", () => {
    expect(html('一\n\n<!-- more -->\n\n二', '/site/content-news/a.md')).toContain('<div data-dz-truncate="" hidden></div>');
    expect(html('一\n\n{/* more */}\n\n二', '/site/content-news/a.mdx')).toContain('<div data-dz-truncate="" hidden></div>');
    expect(html('一\n\n<!-- truncate -->\n\n二', '/site/content-news/a.md')).not.toContain('data-dz-truncate');
  });

  it('leaves other comments and every file outside the blog folders alone', () => {
    expect(html('一\n\n<!-- note -->\n\n二', '/site/content-blog/a.md')).toContain('<!-- note -->');
    expect(html('一\n\n<!-- truncate -->\n\n二', '/site/content-docs/a.md')).toContain('<!-- truncate -->');
  });
});
