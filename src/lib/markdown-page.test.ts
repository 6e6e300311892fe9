import { describe, expect, it } from 'vitest';
import { markdownPage } from './markdown-page';

const site = { production: true, permalink: '/examples/x', locale: 'zh-CN', pages: { showLastUpdateTime: true, showLastUpdateAuthor: false } };
const headings = [
  { depth: 2, slug: 'a', text: 'A' },
  { depth: 3, slug: 'b', text: 'B' },
  { depth: 4, slug: 'c', text: 'C' },
];

describe('Markdown page model', () => {
  it('names a page by its own # heading, shows only that one, and describes it by its first line', () => {
    const page = markdownPage({ frontmatter: {}, file: '/repo/src/pages/examples/x.md', rawContent: () => '# 标题\n\n第一行文字。\n\n## A', headings }, site);
    expect(page).toMatchObject({ title: '标题', showTitle: false, head: { title: '标题', description: '第一行文字。', noindex: false, searchable: true } });
    expect(page.toc.map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([['a', ['b']]]);
  });

  it('marks a draft in production and keeps it out of indexing; classes <html> with wrapperClassName', () => {
    const page = markdownPage({ frontmatter: { title: 'T', draft: true, wrapperClassName: 'wide' }, file: '/repo/src/pages/d.md' }, site);
    expect(page).toMatchObject({ draft: true, head: { noindex: true, searchable: false, pageHead: { tags: [], htmlClass: 'wide' } } });
    expect(markdownPage({ frontmatter: { title: 'T', draft: true } }, { ...site, production: false }).draft).toBe(false);
  });

  it('gives only src/pages files a footer, and fails on bad front matter naming the file', () => {
    const dated = markdownPage({ frontmatter: { title: 'T', last_update: { date: '2025-01-02' } }, file: '/repo/src/pages/x.md' }, site);
    expect(dated.footer?.lastUpdated?.date?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(markdownPage({ title: '测试页', headings }, site).footer).toBeUndefined();
    expect(() => markdownPage({ frontmatter: { title: 3 }, file: '/repo/src/pages/bad.md' }, site)).toThrow(/src\/pages\/bad\.md: title/);
  });
});
