import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import remarkContentTitle from './remark-content-title';

/** The body's blocks after the plugin, as `h1 text` / `p text`. */
function blocks(markdown: string, path: string): string[] {
  const processor = unified()
    .use(remarkParse)
    .use(remarkContentTitle, { folders: ['/site/content-blog'] });
  const tree = processor.runSync(processor.parse(markdown), new VFile({ value: markdown, path })) as Root;
  return tree.children.map(
    (n) => `${n.type === 'heading' ? `h${n.depth}` : n.type[0]} ${'children' in n ? n.children.map((c) => ('value' in c ? c.value : '')).join('') : ''}`,
  );
}

describe('remark-content-title', () => {
  it("drops a blog post's opening # Title, keeps later headings", () => {
    expect(blocks('# 标题\n\n正文\n\n# 另一个', '/site/content-blog/2024-01-01-a.md')).toEqual(['p 正文', 'h1 另一个']);
  });
  it('keeps the body when it opens otherwise, and every file outside the blog folders', () => {
    expect(blocks('正文\n\n# 标题', '/site/content-blog/a.md')).toEqual(['p 正文', 'h1 标题']);
    expect(blocks('## 小节\n\n正文', '/site/content-blog/a.md')).toEqual(['h2 小节', 'p 正文']);
    expect(blocks('# 标题\n\n正文', '/site/content-docs/a.md')).toEqual(['h1 标题', 'p 正文']);
    expect(blocks('# 标题', '/site/content-blog-other/a.md')).toEqual(['h1 标题']);
  });
});
